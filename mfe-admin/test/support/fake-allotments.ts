// A stand-in for svc-booking's allotment routes as the back office calls them: a staff token of audience
// svc-booking from svc-ops' token route, then the list, publish, change and withdraw with the server's rules.
import { STAFF_PERMISSIONS, type StaffPermission } from '@vip/contracts/permissions';
import {
  ALLOTMENT_MESSAGES,
  allotmentCreateSchema,
  allotmentSeatsTakenMessage,
  type Allotment,
  type StaffSession,
} from '@vip/contracts/schemas';

export const BOOKING_TOKEN = 'booking.staff.token';

type Answer = (status: number, body?: unknown) => Response;

export function fakeAllotments(seed: Allotment[] = [], suppliers: Record<string, number> = {}) {
  const allotments = [...seed];
  let tokensIssued = 0;
  const problem = (json: Answer, status: number, code: string, message: string, details?: unknown) =>
    json(status, { error: { code, message, requestId: 'r', ...(details ? { details } : {}) } });

  async function handle(
    url: URL,
    method: string,
    init: RequestInit,
    session: StaffSession,
    json: Answer,
  ): Promise<Response | undefined> {
    const headers = (init.headers ?? {}) as Record<string, string>;
    if (url.pathname === '/api/admin/session/token' && method === 'POST') {
      if (headers['X-CSRF-Token'] !== session.csrfToken)
        return problem(json, 403, 'CSRF_TOKEN_INVALID', 'Missing or invalid CSRF token');
      tokensIssued++;
      return json(200, {
        token: BOOKING_TOKEN,
        tokenType: 'Bearer',
        audience: 'svc-booking',
        expiresAt: '2030-06-01T08:05:00.000Z',
        expiresIn: 300,
      });
    }
    if (!url.pathname.startsWith('/api/admin/allotments')) return undefined;
    if (headers.Authorization !== `Bearer ${BOOKING_TOKEN}`)
      return problem(json, 401, 'STAFF_TOKEN_INVALID', 'This staff token is not valid; ask for a new one');
    const need = (permission: StaffPermission) =>
      session.permissions.includes(permission)
        ? undefined
        : problem(json, 403, 'PERMISSION_DENIED', `Your role cannot do this (${STAFF_PERMISSIONS[permission]})`);
    const id = url.pathname.split('/')[4];
    if (method === 'GET') {
      const code = url.searchParams.get('airportCode');
      return (
        need('allotments.view') ?? json(200, { allotments: allotments.filter((a) => !code || a.airportCode === code) })
      );
    }
    const refused = need('allotments.edit');
    if (refused) return refused;
    const body: Record<string, unknown> = init.body ? JSON.parse(init.body as string) : {};
    if (method === 'POST') {
      const parsed = allotmentCreateSchema.safeParse(body);
      if (!parsed.success) return problem(json, 422, 'VALIDATION_FAILED', 'The request is not valid');
      if (parsed.data.serviceId === 21 && parsed.data.airportCode !== 'JFK')
        return problem(json, 422, 'SERVICE_NOT_AT_AIRPORT', ALLOTMENT_MESSAGES.serviceNotAtAirport, {
          fieldErrors: { serviceId: [ALLOTMENT_MESSAGES.serviceNotAtAirport] },
          formErrors: [],
        });
      const hours = suppliers[parsed.data.supplierId];
      if (hours === undefined)
        return problem(json, 422, 'ALLOTMENT_INVALID', ALLOTMENT_MESSAGES.unknownSupplier, {
          fieldErrors: { supplierId: [ALLOTMENT_MESSAGES.unknownSupplier] },
          formErrors: [],
        });
      const created: Allotment = {
        id: `00000000-0000-4000-8000-${String(allotments.length + 1).padStart(12, '0')}`,
        ...parsed.data,
        instantBookingHours: hours,
        seatsTaken: 0,
        seatsLeft: parsed.data.seats,
        version: 1,
        updatedBy: session.user.name,
        updatedAt: '2030-06-01T08:00:00.000Z',
      };
      allotments.push(created);
      return json(201, created);
    }
    const index = allotments.findIndex((a) => a.id === id);
    if (index < 0) return problem(json, 404, 'ALLOTMENT_NOT_FOUND', ALLOTMENT_MESSAGES.notFound);
    const current = allotments[index]!;
    if (method === 'PATCH') {
      if (body.version !== current.version) return problem(json, 409, 'ALLOTMENT_CHANGED', ALLOTMENT_MESSAGES.changed);
      const seats = typeof body.seats === 'number' ? body.seats : current.seats;
      const held = current.seatsHeld ?? 0;
      if (seats < current.seatsTaken + held)
        return problem(json, 409, 'ALLOTMENT_SEATS_TAKEN', allotmentSeatsTakenMessage(current.seatsTaken, held));
      allotments[index] = { ...current, seats, seatsLeft: seats - current.seatsTaken, version: current.version + 1 };
      return json(200, allotments[index]);
    }
    if (method === 'DELETE') {
      if (current.seatsTaken > 0) return problem(json, 409, 'ALLOTMENT_SEATS_TAKEN', ALLOTMENT_MESSAGES.taken);
      allotments.splice(index, 1);
      return json(204);
    }
    return undefined;
  }

  return { allotments, handle, tokensIssued: () => tokensIssued };
}
