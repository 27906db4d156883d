// Test helper: svc-ops's supplier endpoints layered over fakeOps (testing/fake-ops.tsx). Calls it does
// not know are passed on to the fetch fakeOps installed; every call lands in fakeOps's `calls`.
import { ALL_AIRPORTS, normalizeAirportCodes, type ChauffeurSupplier, type VipSupplier } from '@vip/contracts/schemas';
import type { fakeOps } from './fake-ops';

type Ops = ReturnType<typeof fakeOps>;

export function vipSupplier(overrides: Partial<VipSupplier> = {}): VipSupplier {
  return {
    id: 'v1',
    companyName: 'Opaline Rome Hosts',
    iataCode: 'FCO',
    supplierName: 'Davide Ricci',
    email: 'bookings@opaline-rome.example',
    phone: '+39 06 0000 0001',
    mobile: null,
    webpage: 'https://www.opaline-rome.example',
    preferredBookingMethod: 'Email',
    serviceLevel: 'standard',
    notes: null,
    isPreferred: false,
    rating: 4,
    numberIncluded: 2,
    instantBookingHours: 24,
    porterCost: 150,
    activationCost: 395,
    amenities: ['Meet at the gate', 'Fast-track immigration'],
    ...overrides,
  };
}

export function chauffeurSupplier(overrides: Partial<ChauffeurSupplier> = {}): ChauffeurSupplier {
  return {
    id: 'c-global',
    supplierName: 'Astral Worldwide Chauffeurs',
    airportCodes: [ALL_AIRPORTS],
    phone: '+1 718-555-0161',
    email: 'dispatch@astral.example',
    website: 'https://www.astral.example',
    typeOfSupplier: 'Global',
    preferredBookingMethod: 'Email',
    vehiclesOffered: ['sedan', 'suv'],
    isPreferred: true,
    flightsUnderCarTypeForVan: null,
    notes: null,
    createdAt: '2030-01-01T00:00:00.000Z',
    ...overrides,
  };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const problem = (status: number, code: string, message: string, details?: unknown) =>
  json(status, { error: { code, message, requestId: 'r', ...(details ? { details } : {}) } });

export interface FakeSupplierOptions {
  vip?: VipSupplier[];
  chauffeur?: ChauffeurSupplier[];
  /** GET /api/suppliers answers 500. */
  failSearch?: boolean;
  /** Searches, or assignments, wait until `release()` is called (to see the loading and assigning states). */
  hold?: 'search' | 'assign';
  /** An assignment is refused: someone else saved the booking meanwhile (409). */
  refuseAssign?: boolean;
}

export function fakeSuppliers(ops: Ops, options: FakeSupplierOptions = {}) {
  const vip = (options.vip ?? [vipSupplier()]).map((s) => ({ ...s }));
  const chauffeur = (options.chauffeur ?? [chauffeurSupplier()]).map((s) => ({ ...s }));
  const previous = global.fetch;
  let release: () => void = () => undefined;
  const held = (what: 'search' | 'assign') =>
    options.hold === what ? new Promise<void>((r) => (release = r)) : Promise.resolve();

  const detailOf = (id: string) => {
    const board = ops.bookings.find((b) => b.id === id)!;
    return { ...ops.details.get(id)!, adminStatus: board.adminStatus, version: board.version };
  };
  const setAssigned = (
    id: string,
    a: { id: string | null; name: string | null; email: string | null; phone: string | null },
  ) => {
    const current = ops.details.get(id)!;
    ops.details.set(id, {
      ...current,
      assignedSupplierName: a.name,
      operations: {
        ...current.operations,
        assignedSupplierId: a.id,
        assignedSupplierName: a.name,
        assignedSupplierEmail: a.email,
        assignedSupplierPhone: a.phone,
      },
    });
    const board = ops.bookings.find((b) => b.id === id)!;
    board.version += 1;
    board.assignedSupplierName = a.name;
  };
  const sorted = () =>
    [...vip].sort(
      (a, b) =>
        Number(b.isPreferred) - Number(a.isPreferred) ||
        b.rating - a.rating ||
        a.companyName.localeCompare(b.companyName),
    );

  global.fetch = jest.fn(async (input: string, init: RequestInit = {}) => {
    const url = new URL(input, 'http://localhost');
    const isSupplierCall =
      url.pathname.startsWith('/api/suppliers') || /^\/api\/admin\/bookings\/[^/]+\/supplier$/.test(url.pathname);
    if (!isSupplierCall) return previous(input, init);
    const method = init.method ?? 'GET';
    const headers = (init.headers ?? {}) as Record<string, string>;
    ops.calls.push({ method, url: input, headers, body: init.body as string | undefined });
    if (method !== 'GET' && headers['X-CSRF-Token'] !== 'csrf-123')
      return problem(403, 'CSRF_TOKEN_INVALID', 'Missing or invalid CSRF token');
    const body = init.body ? (JSON.parse(init.body as string) as Record<string, unknown>) : {};

    if (url.pathname === '/api/suppliers' && method === 'GET') {
      await held('search');
      if (options.failSearch) return problem(500, 'INTERNAL', 'Something went wrong');
      const airport = url.searchParams.get('airport');
      const level = url.searchParams.get('serviceLevel');
      return json(
        200,
        sorted().filter((s) => s.iataCode === airport && s.serviceLevel === level),
      );
    }
    const preference = /^\/api\/suppliers\/([^/]+)$/.exec(url.pathname);
    if (preference && method === 'PATCH' && preference[1] !== 'chauffeur') {
      const found = vip.find((s) => s.id === decodeURIComponent(preference[1]!));
      if (!found) return problem(404, 'SUPPLIER_NOT_FOUND', 'Supplier not found');
      const hours = body.instantBookingHours;
      if (hours !== undefined && !(Number.isInteger(hours) && (hours as number) >= 0 && (hours as number) <= 720))
        return problem(400, 'VALIDATION_FAILED', 'Lead time must be a whole number of hours from 0 to 720');
      if (body.isPreferred !== undefined) found.isPreferred = body.isPreferred as boolean;
      if (hours !== undefined) found.instantBookingHours = hours as number;
      return json(200, found);
    }
    if (preference && method === 'DELETE' && preference[1] !== 'chauffeur') {
      const index = vip.findIndex((s) => s.id === decodeURIComponent(preference[1]!));
      if (index < 0) return problem(404, 'SUPPLIER_NOT_FOUND', 'Supplier not found');
      vip.splice(index, 1);
      return new Response(null, { status: 204 });
    }
    if (url.pathname === '/api/suppliers/chauffeur' && method === 'GET') {
      const airport = url.searchParams.get('airport');
      if (!airport) return json(200, { suppliers: chauffeur, onlyGlobal: false });
      const serving = chauffeur.filter(
        (c) => c.airportCodes.includes(airport) || c.airportCodes.includes(ALL_AIRPORTS),
      );
      const onlyGlobal = serving.length > 0 && serving.every((c) => !c.airportCodes.includes(airport));
      return json(200, { suppliers: serving, onlyGlobal });
    }
    if (url.pathname === '/api/suppliers/chauffeur/names') {
      const q = (url.searchParams.get('q') ?? '').toLowerCase();
      return json(
        200,
        chauffeur.filter((c) => c.supplierName.toLowerCase().includes(q)),
      );
    }
    if (url.pathname === '/api/suppliers/chauffeur' && method === 'POST') {
      if (chauffeur.some((c) => c.supplierName.toLowerCase() === String(body.supplierName).toLowerCase())) {
        return problem(
          409,
          'CHAUFFEUR_SUPPLIER_EXISTS',
          `A chauffeur supplier named ${String(body.supplierName)} already exists`,
        );
      }
      const codes = body.airportCodes as string[];
      const created = chauffeurSupplier({
        ...(body as Partial<ChauffeurSupplier>),
        id: `c${chauffeur.length + 1}`,
        airportCodes: codes.length === 0 ? [ALL_AIRPORTS] : normalizeAirportCodes(codes),
        createdAt: '2030-06-02T10:00:00.000Z',
      });
      chauffeur.push(created);
      return json(201, created);
    }
    const one = /^\/api\/suppliers\/chauffeur\/([^/]+)(\/airport-codes)?$/.exec(url.pathname);
    if (one) {
      const found = chauffeur.find((c) => c.id === decodeURIComponent(one[1]!));
      if (!found) return problem(404, 'SUPPLIER_NOT_FOUND', 'Supplier not found');
      if (one[2])
        found.airportCodes = normalizeAirportCodes([...found.airportCodes, ...(body.airportCodes as string[])]);
      else Object.assign(found, body, { airportCodes: normalizeAirportCodes(body.airportCodes as string[]) });
      return json(200, found);
    }
    const assignment = /^\/api\/admin\/bookings\/([^/]+)\/supplier$/.exec(url.pathname);
    if (assignment) {
      const id = decodeURIComponent(assignment[1]!);
      if (!ops.details.has(id)) return problem(404, 'CASE_NOT_FOUND', 'Booking not found');
      await held('assign');
      if (method === 'DELETE') {
        if (ops.details.get(id)!.operations.assignedSupplierId)
          setAssigned(id, { id: null, name: null, email: null, phone: null });
        return json(200, detailOf(id));
      }
      if (options.refuseAssign)
        return problem(409, 'VERSION_CONFLICT', 'This booking was changed by someone else. Reload it and try again.');
      const supplierId = body.supplierId as string;
      if (ops.details.get(id)!.operations.assignedSupplierId !== supplierId) {
        const v = vip.find((s) => s.id === supplierId);
        const c = chauffeur.find((s) => s.id === supplierId);
        if (!v && !c) return problem(404, 'SUPPLIER_NOT_FOUND', 'Supplier not found');
        setAssigned(
          id,
          v
            ? { id: v.id, name: v.companyName, email: v.email, phone: v.phone }
            : { id: c!.id, name: c!.supplierName, email: c!.email, phone: c!.phone },
        );
      }
      return json(200, detailOf(id));
    }
    return problem(404, 'NOT_FOUND', 'Not Found');
  }) as unknown as typeof fetch;

  return { vip, chauffeur, release: () => release() };
}
