// Test helpers: a stateful stand-in for svc-ops's session and board endpoints, and the remote's routes
// rendered under the providers the shell gives (query client without retries, antd App, a router).
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp } from 'antd';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { ROLE_PERMISSIONS, STAFF_PERMISSIONS } from '@vip/contracts/permissions';
import {
  checklistItemsFor,
  STAFF_PASSWORD_MIN_LENGTH,
  transferCreateSchema,
  DERIVED_CHECKLIST_ITEMS,
  type AdminBooking,
  type Allotment,
  type AdminBookingDetail,
  type AuditEntry,
  type CancellationQuote,
  type CasePartner,
  type CasePartnerDetail,
  type Partner,
  type WebhookDelivery,
  type CaseOperations,
  type RemotesManifest,
  type StaffMember,
  type StaffSession,
} from '@vip/contracts/schemas';
import { REMOTES_MANIFEST_PATH } from '@vip/contracts/platform';
import { ADMIN_STATUSES, SUPPLIER_CURRENCIES, type AdminStatus, type StaffRole } from '@vip/contracts/vocabulary';
import { routes } from '../../src/routes';
import { fakePartners } from './fake-partners';
import { fakeAllotments } from './fake-allotments';
import { RemoteModuleContext, type RemoteModuleLoader } from '../../src/remotes/remote-module';

jest.setTimeout(60_000);

/** The session svc-ops answers for a role: its permissions, and whether a temporary password is in use. */
export function sessionAs(role: StaffRole = 'admin', overrides: Partial<StaffSession> = {}): StaffSession {
  return {
    user: { id: 'u1', email: 'ops@example.com', name: 'Olivia Ops', role },
    csrfToken: 'csrf-123',
    permissions: [...ROLE_PERMISSIONS[role]],
    mustChangePassword: false,
    ...overrides,
  };
}

export const session: StaffSession = sessionAs('admin');

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
    service: {
      id: 11,
      name: 'VIP Meet & Greet - Arrival',
      serviceLevel: 'standard',
      serviceType: 'arrival',
      airport: { code: 'FCO', name: 'Rome Fiumicino' },
    },
    transfer: null,
    assignedSupplierName: null,
    createdAt: '2030-06-01T12:00:00.000Z',
    replyOverdue: false,
    cancelledAt: null,
    version: 1,
    partner: null,
    owner: null,
    statusSince: '2030-06-01T12:00:00.000Z',
    statusTargetHours: 2,
    statusOverdue: false,
    group: null,
    ...overrides,
  };
}

/** Who a fake booking may be assigned to: the signed-in Olivia Ops (u1) and a colleague. */
export const COLLEAGUES = [
  { id: 'u2', name: 'Ben de Colleague', initials: 'BC' },
  { id: 'u1', name: 'Olivia Ops', initials: 'OO' },
];

/** The modal's partner of a card's: priced on 12.5 % commission terms unless told otherwise. */
export function partnerDetailOf(p: CasePartner, overrides: Partial<CasePartnerDetail> = {}): CasePartnerDetail {
  return {
    ...p,
    terms: { kind: 'commission', percent: 12.5 },
    commission: 68.13,
    netPrice: null,
    notifyTraveller: true,
    ...overrides,
  };
}

/** The detail the modal reads for a board booking (an executive-assistant booking by default). */
export function detailOf(b: AdminBooking, overrides: Partial<AdminBookingDetail> = {}): AdminBookingDetail {
  return {
    ...b,
    partner: b.partner ? partnerDetailOf(b.partner) : null,
    linkedBookings: [],
    companyName: null,
    internalNotes: null,
    terminal: '3',
    airline: 'ITA Airways',
    departureAirline: null,
    departureFlightNumber: null,
    agencyName: null,
    bookerName: 'Ada Lovelace',
    bookerEmail: 'ada@example.com',
    bookerPhone: '+44 20 7946 0000',
    bookerRole: 'executive-assistant',
    relationshipToTraveler: null,
    supplierPaymentStatus: 'unpaid',
    cancellationPolicyHours: 48,
    priceBreakdown: {
      basePrice: 395,
      adultFeeTotal: 0,
      childFeeTotal: 0,
      additionalGreeterFee: 0,
      afterHoursFee: 0,
      lastMinuteFee: 0,
      porterCost: b.porterCost,
      discount: 0,
      totalPrice: b.totalPrice,
    },
    checklist: checklistItemsFor(b).map((itemType) => ({
      itemType,
      isCompleted: itemType === 'client_paid' || itemType === 'payment_received' ? b.isPaid : false,
      derived: DERIVED_CHECKLIST_ITEMS.includes(itemType),
      completedAt: null,
      completedBy: null,
      notes: null,
    })),
    comments: [],
    operations: emptyOperations(),
    transferDetail: null,
    cancellation: null,
    ...overrides,
  };
}

/** A case no one has worked on yet: no supplier, costs, greeter, PDF or invoice. */
export function emptyOperations(overrides: Partial<CaseOperations> = {}): CaseOperations {
  return {
    assignedSupplierId: null,
    assignedSupplierName: null,
    assignedSupplierEmail: null,
    assignedSupplierPhone: null,
    supplierConfirmationNumber: null,
    supplierCostOriginal: null,
    supplierCurrency: 'USD',
    supplierRateToUsd: null,
    supplierCostUSD: null,
    greeterName: null,
    greeterPhone: null,
    greeterEmail: null,
    greeterETA: null,
    meetLocation: null,
    signInstructions: null,
    driverName: null,
    driverPhone: null,
    vehicleMakeModel: null,
    vehiclePlate: null,
    vehicleColor: null,
    liveETA: null,
    lastGreeterRequestSent: null,
    lastGreeterContactSent: null,
    lastDriverInfoRequested: null,
    lastDriverInfoSent: null,
    pdfConfirmationGenerated: false,
    pdfConfirmationGeneratedAt: null,
    pdfConfirmationSentToClient: false,
    pdfConfirmationSentAt: null,
    pdfConfirmationSentTo: null,
    invoice: null,
    paidAt: null,
    vendorNotes: null,
    vendorRestrictions: null,
    greeterShiftTime: null,
    confirmationNotes: null,
    confirmationCustomText: null,
    advisorName: null,
    advisorAgency: null,
    advisorEmail: null,
    advisorPhone: null,
    advisorCommission: null,
    advisorCommissionType: null,
    advisorCommissionAmount: null,
    internalMargin: null,
    computedMargin: null,
    marginCurrency: 'USD',
    paymentMethod: null,
    paymentNotes: null,
    ...overrides,
  };
}

export interface Call {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string;
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const problem = (status: number, code: string, message: string) =>
  json(status, { error: { code, message, requestId: 'r' } });

export interface FakeOpsOptions {
  bookings?: AdminBooking[];
  signedIn?: boolean;
  failStatusChange?: boolean;
  /** A booking's status change is answered once this settles for it (moves under way at once). */
  statusChangeGate?: (bookingId: string) => Promise<void>;
  /** A checklist item's change is answered once this settles. */
  checklistGate?: () => Promise<void>;
  /** A booking's owner change is answered once this settles. */
  ownerGate?: () => Promise<void>;
  /** An exchange rate's save is answered once this settles. */
  rateGate?: () => Promise<void>;
  role?: StaffRole;
  /** Signed in (or signing in) with a temporary password: every other call is refused until it is changed. */
  mustChangePassword?: boolean;
  /** What GET /cancellation answers (by default: 30 hours before a $605 service, 50%, a greeter to tell). */
  cancellationQuote?: CancellationQuote;
  /** Partner accounts svc-ops holds (none by default), their delivery logs, and which partner reads fail. */
  partners?: Partner[];
  deliveries?: Record<string, WebhookDelivery[]>;
  deliveryPageSize?: number;
  failPartners?: ReadonlyArray<'list' | 'detail' | 'deliveries'>;
  /** Detail fields every booking's modal shows instead of detailOf's (the booker, say). */
  details?: Partial<AdminBookingDetail>;
  /**
   * After the right password: 'verify' asks for the app's code (123456) or a recovery code (ABCD-EFGH-JKMN-PQRS),
   * 'enrol' has the person set up an app first; unset, the password alone signs in (STAFF_SECOND_FACTOR=optional).
   */
  secondFactor?: 'verify' | 'enrol';
  /** svc-booking's allotments (behind a staff token of audience svc-booking). */
  allotments?: Allotment[];
  /** svc-booking's copy of suppliers: id and lead time in hours (an allotment naming another is refused). */
  allotmentSuppliers?: Record<string, number>;
}

export const RIGHT_CODE = '123456';
export const RIGHT_RECOVERY_CODE = 'ABCD-EFGH-JKMN-PQRS';
export const RECOVERY_CODES = Array.from({ length: 10 }, (_, i) => `CODE-${String(i).padStart(4, '0')}-AAAA-BBBB`);
/** A 1×1 SVG, as svc-ops answers its QR code. */
const QR = `data:image/svg+xml;base64,${btoa('<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>')}`;

/** The services staff may move a booking to (FCO arrivals), as svc-ops answers GET /service-options. */
export const SERVICE_OPTIONS = [
  { id: 11, name: 'VIP Meet & Greet - Arrival', serviceType: 'arrival', serviceLevel: 'standard', totalPrice: 545 },
  { id: 13, name: 'VIP Lounge Access - Arrival', serviceType: 'arrival', serviceLevel: 'lounge', totalPrice: 650 },
] as const;

/**
 * The stand-in's re-pricing (svc-catalog's own rules are tested there): the lounge's base is 650, each adult
 * beyond two adds 100, porter as edited.
 */
function repriced(
  current: AdminBookingDetail,
  change: Record<string, unknown>,
): Pick<AdminBookingDetail, 'service' | 'priceBreakdown' | 'totalPrice' | 'basePrice'> {
  const option = SERVICE_OPTIONS.find((o) => o.id === (change.serviceId ?? current.service?.id)) ?? SERVICE_OPTIONS[0];
  const adults = (change.adultCount as number | undefined) ?? current.adultCount;
  const porterSelected = (change.porterSelected as boolean | undefined) ?? current.porterSelected;
  const porterCost = porterSelected ? ((change.porterCost as number | undefined) ?? current.porterCost) : 0;
  const basePrice = option.id === 13 ? 650 : 395;
  const adultFeeTotal = Math.max(0, adults - 2) * 100;
  const totalPrice = basePrice + adultFeeTotal + current.priceBreakdown.childFeeTotal + porterCost;
  const service = current.service
    ? {
        ...current.service,
        id: option.id,
        name: option.name,
        serviceLevel: option.serviceLevel,
        serviceType: option.serviceType,
      }
    : null;
  return {
    service,
    basePrice,
    totalPrice,
    priceBreakdown: { ...current.priceBreakdown, basePrice, adultFeeTotal, porterCost, totalPrice },
  };
}

/** A cancellation quote as svc-ops answers it. */
export function cancellationQuote(overrides: Partial<CancellationQuote> = {}): CancellationQuote {
  return {
    hoursBeforeService: 30,
    policyHours: 48,
    chargePercent: 50,
    charge: 302.5,
    totalPrice: 605,
    rule: 'A 50% charge applies to cancellations within 48 hours of service.',
    invoice: { status: 'UNPAID', outcome: 'cancel' },
    notify: [{ role: 'greeter', name: 'Marco Rossi', email: 'marco@example.com', phone: '+39 06 1234 5678' }],
    ...overrides,
  };
}

/**
 * svc-ops as the back office sees it: sign-in with 'right-password' (the staff member's password, which
 * POST /api/admin/session/password changes), the board's pages (by status, search and a numeric cursor),
 * the summary, and status changes that need the CSRF token. As svc-ops, it refuses the staff accounts to a
 * role without staff.manage (403 PERMISSION_DENIED), everything but the session while a temporary password
 * is in use (403 PASSWORD_CHANGE_REQUIRED), and everything once the session has ended (401, see `endSession`).
 */
export function fakeOps(options: FakeOpsOptions = {}) {
  let signedIn = options.signedIn ?? false;
  let secondFactor = options.secondFactor;
  let pending = false;
  const pendingAnswer = () => ({
    user: { name: 'Olivia Ops', email: 'ops@example.com' },
    csrfToken: 'pending-csrf',
    purpose: secondFactor,
    methods: secondFactor === 'verify' ? ['totp', 'recovery-code'] : [],
    expiresAt: '2030-06-01T08:10:00.000Z',
  });
  const security = {
    passkeys: [
      {
        id: '7d0c5a4e-1111-4222-8333-000000000001',
        name: 'Work laptop',
        createdAt: '2030-05-01T08:00:00.000Z',
        lastUsedAt: '2030-06-01T08:00:00.000Z',
        backedUp: false,
      },
    ],
    authenticatorApp: null as { addedAt: string } | null,
    recoveryCodes: { remaining: 9, total: 10 },
    secondFactorRequired: true,
  };
  let mySessions = [
    {
      id: '7d0c5a4e-1111-4222-8333-00000000000a',
      device: 'Chrome 131 on macOS',
      place: '203.0.113.0/24',
      method: 'passkey',
      createdAt: '2030-06-01T08:00:00.000Z',
      lastSeenAt: '2030-06-01T09:00:00.000Z',
      current: true,
    },
    {
      id: '7d0c5a4e-1111-4222-8333-00000000000b',
      device: 'Safari 17 on iOS',
      place: '2001:db8:abcd::/48',
      method: 'totp',
      createdAt: '2030-05-30T08:00:00.000Z',
      lastSeenAt: '2030-05-31T18:00:00.000Z',
      current: false,
    },
    {
      id: '7d0c5a4e-1111-4222-8333-00000000000c',
      device: 'Firefox 133 on Windows',
      place: '198.51.100.0/24',
      method: 'passkey',
      createdAt: '2030-05-29T08:00:00.000Z',
      lastSeenAt: '2030-05-29T18:00:00.000Z',
      current: false,
    },
  ];
  let password = 'right-password';
  const currentSession: StaffSession = sessionAs(options.role ?? 'admin', {
    mustChangePassword: options.mustChangePassword ?? false,
  });
  const staff: StaffMember[] = [
    {
      id: 'u1',
      email: session.user.email,
      name: session.user.name,
      role: 'admin',
      active: true,
      lastLoginAt: '2030-06-01T08:00:00.000Z',
      createdAt: '2030-01-01T08:00:00.000Z',
      secondFactors: ['passkey'],
      activeSessions: 1,
    },
    {
      id: 's2',
      email: 'agent@example.com',
      name: 'Alan Agent',
      role: 'agent',
      active: true,
      lastLoginAt: null,
      createdAt: '2030-01-02T08:00:00.000Z',
      secondFactors: ['totp'],
      activeSessions: 2,
    },
  ];
  const bookings = (options.bookings ?? [adminBooking()]).map((b) => ({ ...b }));
  const partnerApi = fakePartners({
    partners: options.partners,
    deliveries: options.deliveries,
    deliveryPageSize: options.deliveryPageSize,
    fail: options.failPartners,
  });
  const allotmentApi = fakeAllotments(options.allotments, options.allotmentSuppliers);
  const details = new Map(bookings.map((b) => [b.id, detailOf(b, options.details)]));
  const audit = new Map<string, AuditEntry[]>();
  const record = (id: string, changes: AuditEntry['changes']) =>
    audit.set(id, [
      {
        id: `a${Math.random()}`,
        at: '2030-06-02T10:00:00.000Z',
        actor: { id: 'u1', name: session.user.name },
        action: 'edited',
        changes,
      },
      ...(audit.get(id) ?? []),
    ]);
  /** The modal's view of a booking, with the board's status and version. */
  const detail = (id: string) => {
    const b = bookings.find((x) => x.id === id)!;
    return {
      ...details.get(id)!,
      adminStatus: b.adminStatus,
      version: b.version,
      owner: b.owner,
      group: b.group,
      // The other bookings of its checkout.
      linkedBookings: bookings
        .filter((o) => b.group && o.group?.id === b.group.id && o.id !== b.id)
        .map((o) => ({
          id: o.id,
          referenceCode: o.referenceCode,
          adminStatus: o.adminStatus,
          serviceName: o.service?.name ?? 'Chauffeur',
        })),
      escalationFlag: details.get(id)!.escalationFlag,
    };
  };
  const calls: Call[] = [];
  const matches = (b: AdminBooking, q: string | null) =>
    !q ||
    [
      b.referenceCode,
      b.contactName,
      b.contactEmail,
      b.contactPhone,
      b.service?.airport.code ?? b.transfer?.airportCode ?? '',
    ].some((v) => v.toLowerCase().includes(q.toLowerCase()));

  global.fetch = jest.fn(async (input: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    calls.push({
      method,
      url: input,
      headers: (init.headers ?? {}) as Record<string, string>,
      body: init.body as string | undefined,
    });
    const url = new URL(input, 'http://localhost');
    if (url.pathname === '/api/admin/session') {
      if (method === 'GET')
        return signedIn ? json(200, currentSession) : problem(401, 'UNAUTHENTICATED', 'Sign in to continue');
      if (method === 'POST') {
        const login = JSON.parse(init.body as string) as { password: string };
        if (login.password !== password) return problem(401, 'INVALID_CREDENTIALS', 'Invalid email or password');
        if (secondFactor) {
          pending = true;
          return json(200, { status: 'second-factor', pending: pendingAnswer() });
        }
        signedIn = true;
        return json(200, { status: 'signed-in', ...currentSession });
      }
      signedIn = false;
      return new Response(null, { status: 204 });
    }
    if (url.pathname.startsWith('/api/admin/second-factor')) {
      if (!pending) return problem(401, 'SECOND_FACTOR_ENDED', 'This sign-in has ended. Please sign in again.');
      if (method === 'GET') return json(200, pendingAnswer());
      if ((init.headers as Record<string, string> | undefined)?.['X-CSRF-Token'] !== 'pending-csrf')
        return problem(403, 'CSRF_TOKEN_INVALID', 'Missing or invalid CSRF token');
      if (method === 'DELETE') {
        pending = false;
        return new Response(null, { status: 204 });
      }
      const body = init.body ? (JSON.parse(init.body as string) as { code?: string }) : {};
      const path = url.pathname.slice('/api/admin/second-factor'.length);
      const signIn = (extra: object = {}) => {
        pending = false;
        signedIn = true;
        secondFactor = 'verify';
        return json(200, { status: 'signed-in', ...currentSession, ...extra });
      };
      const wrong = () => problem(401, 'SECOND_FACTOR_INVALID', 'This code or passkey is not right. Please try again.');
      if (path === '/totp') return body.code === RIGHT_CODE ? signIn() : wrong();
      if (path === '/recovery-code') return body.code === RIGHT_RECOVERY_CODE.replace(/-/g, '') ? signIn() : wrong();
      if (path === '/enrolment/authenticator')
        return json(200, {
          secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
          uri: 'otpauth://totp/x?secret=JBSWY3DP',
          qrCode: QR,
        });
      if (path === '/enrolment/authenticator/confirm')
        return body.code === RIGHT_CODE ? signIn({ recoveryCodes: RECOVERY_CODES }) : wrong();
      if (path.endsWith('/options'))
        return json(200, {
          challenge: 'abc',
          rpId: 'localhost',
          rp: { name: 'VIP', id: 'localhost' },
          user: { id: 'dTE', name: 'ops@example.com', displayName: 'Olivia Ops' },
          pubKeyCredParams: [{ type: 'public-key', alg: -7 }],
          allowCredentials: [],
        });
      return problem(404, 'NOT_FOUND', 'Not Found');
    }
    if (!signedIn) return problem(401, 'UNAUTHENTICATED', 'Sign in to continue');
    if (url.pathname === '/api/admin/session/password' && method === 'POST') {
      if ((init.headers as Record<string, string> | undefined)?.['X-CSRF-Token'] !== currentSession.csrfToken)
        return problem(403, 'CSRF_TOKEN_INVALID', 'Missing or invalid CSRF token');
      const change = JSON.parse(init.body as string) as { currentPassword: string; newPassword: string };
      const invalid = (field: string, message: string) =>
        json(400, {
          error: {
            code: 'VALIDATION_FAILED',
            message,
            requestId: 'r',
            details: { fieldErrors: { [field]: [message] }, formErrors: [] },
          },
        });
      if (change.newPassword.length < STAFF_PASSWORD_MIN_LENGTH)
        return invalid('newPassword', `The new password must be at least ${STAFF_PASSWORD_MIN_LENGTH} characters`);
      if (change.currentPassword !== password) return invalid('currentPassword', 'Your current password is not right');
      password = change.newPassword;
      currentSession.mustChangePassword = false;
      return json(200, currentSession);
    }
    if (currentSession.mustChangePassword)
      return problem(403, 'PASSWORD_CHANGE_REQUIRED', 'Choose a new password before you continue');
    const allotmentAnswer = await allotmentApi.handle(url, method, init, currentSession, json);
    if (allotmentAnswer) return allotmentAnswer;
    const q = url.searchParams.get('q');
    const byPartner = url.searchParams.get('partnerId');
    const ofPartner = (b: AdminBooking) =>
      (!byPartner || b.partner?.id === byPartner) && ofOwner(b) && (!overdueOnly || b.statusOverdue);
    const ownerFilter = url.searchParams.get('owner');
    const overdueOnly = url.searchParams.get('overdue') === 'true';
    const ofOwner = (b: AdminBooking) =>
      !ownerFilter || (ownerFilter === 'me' ? b.owner?.id === currentSession.user.id : b.owner === null);
    if (url.pathname.startsWith('/api/admin/partners')) {
      if (!currentSession.permissions.includes('partners.manage'))
        return problem(
          403,
          'PERMISSION_DENIED',
          `Your role cannot do this (${STAFF_PERMISSIONS['partners.manage'].toLowerCase()})`,
        );
      if (
        method !== 'GET' &&
        (init.headers as Record<string, string> | undefined)?.['X-CSRF-Token'] !== currentSession.csrfToken
      )
        return problem(403, 'CSRF_TOKEN_INVALID', 'Missing or invalid CSRF token');
      const body: unknown = init.body ? JSON.parse(init.body as string) : undefined;
      return (await partnerApi.handle(url, method, body))!;
    }
    if (url.pathname === '/api/admin/bookings/summary') {
      const found = bookings.filter((b) => matches(b, q) && ofPartner(b) && !b.cancelledAt);
      const byStatus = Object.fromEntries(
        ADMIN_STATUSES.map((s) => [s, found.filter((b) => b.adminStatus === s).length]),
      );
      const cancelled = bookings.filter((b) => matches(b, q) && ofPartner(b) && b.cancelledAt).length;
      return json(200, {
        total: found.length,
        paid: found.filter((b) => b.isPaid).length,
        escalations: found.filter((b) => b.escalationFlag).length,
        travelAgents: found.filter((b) => b.isTravelAgent).length,
        byStatus,
        cancelled,
      });
    }
    if (url.pathname === '/api/admin/bookings') {
      const status = url.searchParams.get('status');
      const limit = Number(url.searchParams.get('limit') ?? 25);
      const start = Number(url.searchParams.get('cursor') ?? 0);
      const cancelledView = url.searchParams.get('view') === 'cancelled';
      const found = bookings.filter(
        (b) =>
          (!status || b.adminStatus === status) &&
          matches(b, q) &&
          ofPartner(b) &&
          Boolean(b.cancelledAt) === cancelledView,
      );
      const items = found.slice(start, start + limit);
      return json(200, { items, nextCursor: start + limit < found.length ? String(start + limit) : null });
    }
    if (url.pathname.startsWith('/api/admin/test/') && method === 'POST') {
      if (!currentSession.permissions.includes('integrations.test'))
        return problem(403, 'PERMISSION_DENIED', 'Your role cannot do this');
      if ((init.headers as Record<string, string> | undefined)?.['X-CSRF-Token'] !== currentSession.csrfToken)
        return problem(403, 'CSRF_TOKEN_INVALID', 'Missing or invalid CSRF token');
      const testedAt = '2030-06-02T10:00:00.000Z';
      if (url.pathname === '/api/admin/test/payment-provider')
        return json(200, {
          provider: 'square',
          ok: true,
          message: 'Square answers: location Main (L1) is active, in USD',
          testedAt,
        });
      if (url.pathname === '/api/admin/test/tracking-webhook') {
        return json(200, {
          ok: false,
          message: 'The sample reservation was not accepted: tracking web hook answered 503',
          host: 'script.google.com',
          sample: { kind: 'reservation', bookingReference: 'TEST-RESERVATION' },
          testedAt,
        });
      }
    }
    if (url.pathname.startsWith('/api/admin/security')) {
      if (
        method !== 'GET' &&
        (init.headers as Record<string, string> | undefined)?.['X-CSRF-Token'] !== currentSession.csrfToken
      )
        return problem(403, 'CSRF_TOKEN_INVALID', 'Missing or invalid CSRF token');
      const body = init.body ? (JSON.parse(init.body as string) as { code?: string; name?: string }) : {};
      const path = url.pathname.slice('/api/admin/security'.length);
      if (path === '' && method === 'GET') return json(200, security);
      if (path === '/sessions' && method === 'GET') return json(200, mySessions);
      if (path === '/sessions' && method === 'DELETE') {
        const ended = mySessions.filter((x) => !x.current).length;
        mySessions = mySessions.filter((x) => x.current);
        return json(200, { ended });
      }
      const oneSession = /^\/sessions\/(.+)$/.exec(path);
      if (oneSession && method === 'DELETE') {
        mySessions = mySessions.filter((x) => x.id !== oneSession[1]);
        return new Response(null, { status: 204 });
      }
      if (path === '/authenticator' && method === 'POST')
        return json(200, {
          secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
          uri: 'otpauth://totp/x?secret=JBSWY3DP',
          qrCode: QR,
        });
      if (path === '/authenticator/confirm') {
        if (body.code !== RIGHT_CODE)
          return json(422, {
            error: {
              code: 'AUTHENTICATOR_CODE_WRONG',
              message: 'This code is not right',
              requestId: 'r',
              details: {
                fieldErrors: {
                  code: ['This code is not right. Check the time on your phone and try the newest code.'],
                },
                formErrors: [],
              },
            },
          });
        security.authenticatorApp = { addedAt: '2030-06-01T10:00:00.000Z' };
        mySessions = mySessions.filter((x) => x.current);
        return json(200, security);
      }
      if (path === '/authenticator' && method === 'DELETE') {
        security.authenticatorApp = null;
        return json(200, security);
      }
      if (path === '/recovery-codes') {
        security.recoveryCodes = { remaining: 10, total: 10 };
        mySessions = mySessions.filter((x) => x.current);
        return json(200, { recoveryCodes: RECOVERY_CODES });
      }
      const passkey = /^\/passkeys\/(.+)$/.exec(path);
      if (passkey && method === 'PATCH') {
        security.passkeys = security.passkeys.map((p) => (p.id === passkey[1] ? { ...p, name: String(body.name) } : p));
        return json(200, security);
      }
      if (passkey && method === 'DELETE') {
        security.passkeys = security.passkeys.filter((p) => p.id !== passkey[1]);
        return json(200, security);
      }
      return problem(404, 'NOT_FOUND', 'Not Found');
    }
    if (url.pathname.startsWith('/api/admin/staff')) {
      if (!currentSession.permissions.includes('staff.manage'))
        return problem(
          403,
          'PERMISSION_DENIED',
          `Your role cannot do this (${STAFF_PERMISSIONS['staff.manage'].toLowerCase()})`,
        );
      if (
        method !== 'GET' &&
        (init.headers as Record<string, string> | undefined)?.['X-CSRF-Token'] !== currentSession.csrfToken
      )
        return problem(403, 'CSRF_TOKEN_INVALID', 'Missing or invalid CSRF token');
      const body = init.body ? (JSON.parse(init.body as string) as Record<string, unknown>) : {};
      if (url.pathname === '/api/admin/staff' && method === 'GET') return json(200, staff);
      if (url.pathname === '/api/admin/staff' && method === 'POST') {
        const member = {
          id: `s${staff.length + 1}`,
          email: String(body.email).toLowerCase(),
          name: String(body.name),
          role: body.role as 'admin' | 'agent',
          active: true,
          lastLoginAt: null,
          createdAt: '2030-06-01T08:00:00.000Z',
          secondFactors: [],
          activeSessions: 0,
        };
        staff.push(member);
        return json(201, { user: member, temporaryPassword: 'temp-password-0123456789' });
      }
      const member = staff.find((m) => url.pathname.startsWith(`/api/admin/staff/${m.id}`));
      if (!member) return problem(404, 'STAFF_NOT_FOUND', 'Staff member not found');
      if (url.pathname.endsWith('/reset-password'))
        return json(200, { user: member, temporaryPassword: 'reset-password-0123456789' });
      if (url.pathname.endsWith('/reset-second-factor')) {
        Object.assign(member, { secondFactors: [], activeSessions: 0 });
        return json(200, member);
      }
      if (url.pathname.endsWith('/sessions') && method === 'DELETE') {
        const ended = member.activeSessions;
        member.activeSessions = 0;
        return json(200, { ended });
      }
      Object.assign(member, body);
      return json(200, member);
    }
    const csrfOk = (init.headers as Record<string, string> | undefined)?.['X-CSRF-Token'] === session.csrfToken;
    if (url.pathname === '/api/admin/bookings/owners' && method === 'GET') return json(200, COLLEAGUES);
    const one = /^\/api\/admin\/bookings\/([^/]+)(\/[a-z-]+)?(\/[a-z_]+)?$/.exec(url.pathname);
    if (one && one[2] !== '/status') {
      const id = decodeURIComponent(one[1]!);
      const board = bookings.find((b) => b.id === id);
      if (!board) return problem(404, 'CASE_NOT_FOUND', 'Booking not found');
      if (method !== 'GET' && !csrfOk) return problem(403, 'CSRF_TOKEN_INVALID', 'Missing or invalid CSRF token');
      const body = init.body ? (JSON.parse(init.body as string) as Record<string, unknown>) : {};
      const current = details.get(id)!;
      if (!one[2] && method === 'GET') return json(200, detail(id));
      if (one[2] === '/audit') return json(200, audit.get(id) ?? []);
      if (one[2] === '/owner' && method === 'PUT') {
        await options.ownerGate?.();
        const staffId = body.staffId as string | null;
        board.owner = staffId === null ? null : (COLLEAGUES.find((c) => c.id === staffId) ?? null);
        board.version += 1;
        return json(200, board);
      }
      if (one[2] === '/service-options' && method === 'GET') return json(200, SERVICE_OPTIONS);
      if (one[2] === '/price-preview' && method === 'POST') {
        const proposed = repriced(current, body);
        const invoice =
          current.operations.invoice && current.operations.invoice.amount !== proposed.priceBreakdown.totalPrice
            ? { status: current.operations.invoice.status, amount: current.operations.invoice.amount }
            : null;
        return json(200, {
          current: current.priceBreakdown,
          proposed: proposed.priceBreakdown,
          service: proposed.service,
          invoice,
        });
      }
      if (!one[2] && method === 'PATCH') {
        if (body.version !== board.version)
          return problem(
            409,
            'VERSION_CONFLICT',
            'Someone else changed this booking while you were editing. Reload it to see their changes.',
          );
        const { version: _v, serviceId: _s, ...fields } = body;
        const changes = Object.fromEntries(
          Object.entries(fields).map(([k, v]) => [
            k,
            { from: (current as unknown as Record<string, unknown>)[k], to: v },
          ]),
        );
        details.set(id, { ...current, ...fields, ...repriced(current, body) });
        if (typeof fields.escalationFlag === 'boolean') board.escalationFlag = fields.escalationFlag;
        board.version += 1;
        record(id, changes);
        return json(200, detail(id));
      }
      if (one[2] === '/supplier-job' && method === 'PATCH') {
        if (!current.supplierJob) return problem(404, 'NOT_FOUND', 'Not Found');
        details.set(id, { ...current, supplierJob: { ...current.supplierJob, ...body } });
        return json(200, detail(id));
      }
      if (one[2] === '/cancellation-policy') {
        details.set(id, { ...current, cancellationPolicyHours: body.cancellationPolicyHours as number });
        return json(200, detail(id));
      }
      if (one[2] === '/cancellation' && method === 'GET') {
        if (board.cancelledAt) return problem(409, 'BOOKING_CANCELLED', 'This booking is cancelled.');
        return json(200, options.cancellationQuote ?? cancellationQuote());
      }
      if (one[2] === '/cancel' && method === 'POST') {
        if (!currentSession.permissions.includes('bookings.cancel'))
          return problem(403, 'PERMISSION_DENIED', 'Your role cannot do this');
        if (body.version !== board.version)
          return problem(
            409,
            'VERSION_CONFLICT',
            'Someone else changed this booking while you were editing. Reload it to see their changes.',
          );
        const quote = options.cancellationQuote ?? cancellationQuote();
        if (body.chargePercent !== quote.chargePercent)
          return problem(409, 'CANCELLATION_CHARGE_CHANGED', `The cancellation charge is now ${quote.chargePercent}%.`);
        board.cancelledAt = '2030-06-18T10:00:00.000Z';
        board.version += 1;
        details.set(id, {
          ...current,
          cancelledAt: board.cancelledAt,
          cancellation: {
            cancelledAt: board.cancelledAt,
            cancelledBy: session.user.name,
            reason: body.reason as string,
            chargePercent: quote.chargePercent,
            charge: quote.charge,
            hoursBeforeService: quote.hoursBeforeService,
            invoiceOutcome:
              quote.invoice.outcome === 'cancel'
                ? 'cancelled'
                : quote.invoice.outcome === 'refund'
                  ? 'refund_due'
                  : 'none',
            notify: quote.notify,
          },
        });
        return json(200, { ...detail(id), cancelledAt: board.cancelledAt });
      }
      if (one[2] === '/checklist' && one[3]) {
        await options.checklistGate?.();
        const itemType = one[3].slice(1);
        const item = {
          ...current.checklist.find((i) => i.itemType === itemType)!,
          isCompleted: body.isCompleted as boolean,
          completedBy: body.isCompleted ? session.user.name : null,
          completedAt: body.isCompleted ? '2030-06-02T10:00:00.000Z' : null,
        };
        details.set(id, { ...current, checklist: current.checklist.map((i) => (i.itemType === itemType ? item : i)) });
        return json(200, item);
      }
      if (one[2] === '/comments') {
        const comment = {
          id: `m${current.comments.length}`,
          comment: body.comment as string,
          createdBy: session.user.name,
          createdAt: '2030-06-02T10:00:00.000Z',
        };
        details.set(id, { ...current, comments: [comment, ...current.comments] });
        return json(201, comment);
      }
    }
    const statusChange = /^\/api\/admin\/bookings\/([^/]+)\/status$/.exec(url.pathname);
    if (statusChange && method === 'PATCH') {
      if (!csrfOk) return problem(403, 'CSRF_TOKEN_INVALID', 'Missing or invalid CSRF token');
      await options.statusChangeGate?.(decodeURIComponent(statusChange[1]!));
      if (options.failStatusChange) return problem(503, 'UNAVAILABLE', 'The board is busy. Please try again.');
      const booking = bookings.find((b) => b.id === decodeURIComponent(statusChange[1]!));
      if (!booking) return problem(404, 'CASE_NOT_FOUND', 'Booking not found');
      const change = JSON.parse(init.body as string) as { adminStatus: AdminStatus; withGroup?: boolean };
      const moved =
        change.withGroup && booking.group ? bookings.filter((b) => b.group?.id === booking.group!.id) : [booking];
      for (const b of moved) {
        b.adminStatus = change.adminStatus;
        b.version += 1;
      }
      return json(200, booking);
    }
    if (url.pathname === '/api/admin/transfers' && method === 'POST') {
      if (!csrfOk) return problem(403, 'CSRF_TOKEN_INVALID', 'Missing or invalid CSRF token');
      const parsed = transferCreateSchema.safeParse(JSON.parse(init.body as string));
      if (!parsed.success) return problem(400, 'VALIDATION_FAILED', parsed.error.issues[0]!.message);
      const t = parsed.data;
      const id = `t${bookings.length + 1}`;
      const referenceCode = `CHF-${String(10000 + bookings.length)}-${t.airportCode}`;
      const totalPrice = t.serviceCost + t.additionalCostItems.reduce((s, i) => s + i.amount, 0);
      const card = adminBooking({
        id,
        bookingId: null,
        referenceCode,
        contactName: t.contactName,
        contactEmail: t.contactEmail,
        contactPhone: t.contactPhone,
        isChauffeur: true,
        service: null,
        transfer: {
          direction: t.direction,
          airportCode: t.airportCode,
          pickupLocation: t.pickupLocation,
          dropoffLocation: t.dropoffLocation,
          passengers: t.passengers,
          vehicleType: t.vehicleType,
        },
        flightNumber: t.flightNumber,
        flightDate: t.serviceDate,
        flightTime: t.serviceTime,
        basePrice: t.serviceCost,
        totalPrice,
        porterSelected: false,
        porterCost: 0,
      });
      bookings.unshift(card);
      details.set(id, detailOf(card));
      return json(201, { id, referenceCode, totalAmount: totalPrice });
    }
    const rate = /^\/api\/admin\/currency-rates\/([A-Z]{3})$/.exec(url.pathname);
    if (rate && method === 'PUT') {
      await options.rateGate?.();
      const { rateToUsd } = JSON.parse(init.body as string) as { rateToUsd: number };
      return json(200, {
        currency: rate[1],
        rateToUsd,
        updatedBy: 'admin@vip.example',
        updatedAt: '2030-06-02T08:00:00.000Z',
      });
    }
    if (url.pathname === '/api/admin/currency-rates' && method === 'GET') {
      return json(
        200,
        SUPPLIER_CURRENCIES.map((currency) => ({
          currency,
          rateToUsd: currency === 'USD' ? 1 : currency === 'EUR' ? 1.08 : 0.5,
          updatedBy: 'system',
          updatedAt: '2030-06-01T08:00:00.000Z',
        })),
      );
    }
    return problem(404, 'NOT_FOUND', 'Not Found');
  }) as unknown as typeof fetch;
  return {
    calls,
    bookings,
    details,
    staff,
    partners: partnerApi,
    allotments: allotmentApi,
    /** Simulates another staff member's save. */
    bumpVersion: (id: string) => void (bookings.find((b) => b.id === id)!.version += 1),
    /** The session ends on the server (60 idle minutes): every call answers 401 from now on. */
    endSession: () => void (signedIn = false),
    password: () => password,
  };
}

function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{location.pathname}</div>;
}

/** remotes.json as the shell read it at start (the back office finds other remotes' modules by it). */
export const REMOTES_MANIFEST: RemotesManifest = {
  remotes: [
    { name: 'mfe_booking', entry: '/remotes/mfe-booking/remoteEntry.js', routes: ['/'] },
    { name: 'mfe_airports', entry: '/remotes/mfe-airports/remoteEntry.js', routes: ['/airports'] },
    { name: 'mfe_admin', entry: '/remotes/mfe-admin/remoteEntry.js', routes: ['/admin/catalog/*'], chrome: 'own' },
  ],
};

/**
 * The remote's routes under the shell's providers. `remoteModules` stands in for the federation runtime (another
 * remote's exposed modules); the shell's query cache already holds remotes.json, as after its start.
 */
export function renderAt(path: string, options: { remoteModules?: RemoteModuleLoader } = {}) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } },
  });
  client.setQueryData([REMOTES_MANIFEST_PATH], REMOTES_MANIFEST);
  const tree = (
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
    </QueryClientProvider>
  );
  const rendered = render(
    options.remoteModules ? (
      <RemoteModuleContext.Provider value={options.remoteModules}>{tree}</RemoteModuleContext.Provider>
    ) : (
      tree
    ),
  );
  /** `client`: what the page keeps in its query and mutation caches. */
  return { ...rendered, client };
}
