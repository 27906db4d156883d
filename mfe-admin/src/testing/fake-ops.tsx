// Test helpers: a stateful stand-in for svc-ops's session and board endpoints, and the remote's routes
// rendered under the providers the shell gives (query client without retries, antd App, a router).
import { configure, render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp } from 'antd';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ADMIN_STATUSES, type AdminBooking, type AdminStatus, type StaffSession } from '@vip/contracts';
import { routes } from '../routes';

configure({ asyncUtilTimeout: 8000 });
jest.setTimeout(60_000);

export const session: StaffSession = { user: { id: 'u1', email: 'ops@example.com', name: 'Olivia Ops', role: 'admin' }, csrfToken: 'csrf-123' };

export function adminBooking(overrides: Partial<AdminBooking> = {}): AdminBooking {
  return {
    id: 'c1',
    bookingId: 'b1',
    referenceCode: 'VIP-12345-FCO',
    contactName: 'Grace Hopper',
    contactEmail: 'grace@example.com',
    contactPhone: '+1 212 555 0100',
    travelerNames: ['Grace Hopper'],
    adminStatus: 'inquiry_received',
    isChauffeur: false,
    isPaid: false,
    escalationFlag: false,
    isTravelAgent: false,
    flightNumber: 'AZ611',
    flightDate: '2030-06-20',
    flightTime: '14:00',
    adultCount: 2,
    childCount: 0,
    porterSelected: true,
    porterCost: 150,
    basePrice: 395,
    totalPrice: 545,
    specialRequests: null,
    service: { id: 11, name: 'VIP Meet & Greet - Arrival', serviceLevel: 'standard', serviceType: 'arrival', airport: { code: 'FCO', name: 'Rome Fiumicino' } },
    createdAt: '2030-06-01T12:00:00.000Z',
    version: 1,
    ...overrides,
  };
}

export interface Call {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string;
}

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const problem = (status: number, code: string, message: string) => json(status, { error: { code, message, requestId: 'r' } });

/**
 * svc-ops as the back office sees it: sign-in with 'right-password', the board's pages (by status,
 * search and a numeric cursor), the summary, and status changes that need the CSRF token.
 */
export function fakeOps(options: { bookings?: AdminBooking[]; signedIn?: boolean; failStatusChange?: boolean } = {}) {
  let signedIn = options.signedIn ?? false;
  const bookings = (options.bookings ?? [adminBooking()]).map((b) => ({ ...b }));
  const calls: Call[] = [];
  const matches = (b: AdminBooking, q: string | null) =>
    !q || [b.referenceCode, b.contactName, b.contactEmail, b.contactPhone, b.service.airport.code].some((v) => v.toLowerCase().includes(q.toLowerCase()));

  global.fetch = jest.fn(async (input: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    calls.push({ method, url: input, headers: (init.headers ?? {}) as Record<string, string>, body: init.body as string | undefined });
    const url = new URL(input, 'http://localhost');
    if (url.pathname === '/api/admin/session') {
      if (method === 'GET') return signedIn ? json(200, session) : problem(401, 'UNAUTHENTICATED', 'Sign in to continue');
      if (method === 'POST') {
        const { password } = JSON.parse(init.body as string) as { password: string };
        if (password !== 'right-password') return problem(401, 'INVALID_CREDENTIALS', 'Invalid email or password');
        signedIn = true;
        return json(200, session);
      }
      signedIn = false;
      return new Response(null, { status: 204 });
    }
    if (!signedIn) return problem(401, 'UNAUTHENTICATED', 'Sign in to continue');
    const q = url.searchParams.get('q');
    if (url.pathname === '/api/admin/bookings/summary') {
      const found = bookings.filter((b) => matches(b, q));
      const byStatus = Object.fromEntries(ADMIN_STATUSES.map((s) => [s, found.filter((b) => b.adminStatus === s).length]));
      return json(200, { total: found.length, paid: found.filter((b) => b.isPaid).length, escalations: found.filter((b) => b.escalationFlag).length, travelAgents: found.filter((b) => b.isTravelAgent).length, byStatus });
    }
    if (url.pathname === '/api/admin/bookings') {
      const status = url.searchParams.get('status');
      const limit = Number(url.searchParams.get('limit') ?? 25);
      const start = Number(url.searchParams.get('cursor') ?? 0);
      const found = bookings.filter((b) => (!status || b.adminStatus === status) && matches(b, q));
      const items = found.slice(start, start + limit);
      return json(200, { items, nextCursor: start + limit < found.length ? String(start + limit) : null });
    }
    const statusChange = /^\/api\/admin\/bookings\/([^/]+)\/status$/.exec(url.pathname);
    if (statusChange && method === 'PATCH') {
      if ((init.headers as Record<string, string>)['X-CSRF-Token'] !== session.csrfToken) return problem(403, 'CSRF_TOKEN_INVALID', 'Missing or invalid CSRF token');
      if (options.failStatusChange) return problem(503, 'UNAVAILABLE', 'The board is busy. Please try again.');
      const booking = bookings.find((b) => b.id === decodeURIComponent(statusChange[1]!));
      if (!booking) return problem(404, 'CASE_NOT_FOUND', 'Booking not found');
      booking.adminStatus = (JSON.parse(init.body as string) as { adminStatus: AdminStatus }).adminStatus;
      booking.version += 1;
      return json(200, booking);
    }
    return problem(404, 'NOT_FOUND', 'Not Found');
  }) as unknown as typeof fetch;
  return { calls, bookings };
}

function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{location.pathname}</div>;
}

export function renderAt(path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <AntApp>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            {Object.entries(routes).map(([p, Page]) => (
              <Route key={p} path={p} element={<Page />} />
            ))}
            <Route path="*" element={null} />
          </Routes>
          <LocationProbe />
        </MemoryRouter>
      </AntApp>
    </QueryClientProvider>,
  );
}
