import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { AdminBooking, StaffSession } from '@vip/contracts';
import { routes } from './routes';

const session: StaffSession = { user: { id: 'u1', email: 'ops@example.com', name: 'Olivia Ops', role: 'admin' }, csrfToken: 'csrf-123' };
const booking: AdminBooking = {
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
};

/** A stand-in for svc-ops's session and bookings endpoints. */
function fakeOps() {
  let signedIn = false;
  const calls: { method: string; url: string; headers: Record<string, string>; body?: string }[] = [];
  const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });
  global.fetch = jest.fn(async (url: string, init: RequestInit) => {
    const method = init.method ?? 'GET';
    calls.push({ method, url, headers: init.headers as Record<string, string>, body: init.body as string | undefined });
    if (url === '/api/admin/session' && method === 'GET') return signedIn ? json(200, session) : json(401, { error: { code: 'UNAUTHENTICATED', message: 'Sign in to continue', requestId: 'r' } });
    if (url === '/api/admin/session' && method === 'POST') {
      const { password } = JSON.parse(init.body as string);
      if (password !== 'right-password') return json(401, { error: { code: 'INVALID_CREDENTIALS', message: 'Invalid email or password', requestId: 'r' } });
      signedIn = true;
      return json(200, session);
    }
    if (url === '/api/admin/session' && method === 'DELETE') {
      signedIn = false;
      return new Response(null, { status: 204 });
    }
    if (url === '/api/admin/bookings') return signedIn ? json(200, [booking]) : json(401, {});
    return json(404, {});
  }) as unknown as typeof fetch;
  return calls;
}

function renderAt(path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          {Object.entries(routes).map(([p, Page]) => (
            <Route key={p} path={p} element={<Page />} />
          ))}
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('back office sign-in', () => {
  it('sends a visitor without a session from the dashboard to the login', async () => {
    fakeOps();
    renderAt('/admin/dashboard');
    expect(await screen.findByRole('heading', { name: 'Admin Access' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
  });

  it('shows the server message for a wrong password, then signs in and lists bookings', async () => {
    const calls = fakeOps();
    renderAt('/admin/login');
    await userEvent.type(await screen.findByLabelText('Email'), 'ops@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Invalid email or password')).toBeInTheDocument();

    await userEvent.clear(screen.getByLabelText('Password'));
    await userEvent.type(screen.getByLabelText('Password'), 'right-password');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('heading', { name: 'Booking Management Dashboard' })).toBeInTheDocument();
    expect(await screen.findByText('VIP-12345-FCO')).toBeInTheDocument();
    expect(screen.getByText('$545.00')).toBeInTheDocument();
    expect(screen.getByText('Inquiry Received')).toBeInTheDocument();
    const login = calls.find((c) => c.method === 'POST')!;
    expect(login.headers['Content-Type']).toBe('application/json');
    expect(JSON.parse(login.body!)).toEqual({ email: 'ops@example.com', password: 'wrong' });
  });

  it('logs out with the CSRF token and returns to the login', async () => {
    const calls = fakeOps();
    renderAt('/admin/login');
    await userEvent.type(await screen.findByLabelText('Email'), 'ops@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'right-password');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Logout' }));
    expect(await screen.findByRole('heading', { name: 'Admin Access' })).toBeInTheDocument();
    await waitFor(() => expect(calls.some((c) => c.method === 'DELETE' && c.headers['X-CSRF-Token'] === 'csrf-123')).toBe(true));
  });
});
