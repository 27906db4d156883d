/** `tarmac` (no lounge) is offered at some airports beside the three main levels. */
export const SERVICE_LEVELS = ['standard', 'lounge', 'tarmac', 'suite'] as const;
export type ServiceLevel = (typeof SERVICE_LEVELS)[number];
export const MAIN_SERVICE_LEVELS = ['standard', 'lounge', 'suite'] as const;
export type MainServiceLevel = (typeof MAIN_SERVICE_LEVELS)[number];

export const SERVICE_TYPES = ['arrival', 'departure', 'transfer'] as const;
export type ServiceType = (typeof SERVICE_TYPES)[number];

export const SERVICE_LEVEL_NAMES: Record<ServiceLevel, string> = {
  standard: 'VIP Meet & Greet',
  lounge: 'VIP Tarmac Transfer with Exclusive Lounge',
  tarmac: 'VIP Tarmac Transfer',
  suite: 'Private VIP Suite',
};

export const LANDING_LEVEL_LABELS: Record<ServiceLevel, { badge: string; name: string }> = {
  standard: { badge: 'Standard', name: 'VIP Meet & Greet' },
  lounge: { badge: 'Lounge', name: 'VIP Tarmac Transfer with Exclusive Lounge' },
  tarmac: { badge: 'Tarmac', name: 'VIP Tarmac Transfer' },
  suite: { badge: 'Suite', name: 'VIP Private Suite' },
};

export const DIRECTORY_LEVEL_FILTERS: ReadonlyArray<{ value: MainServiceLevel | 'all'; label: string }> = [
  { value: 'all', label: 'All' },
  { value: 'standard', label: 'Meet & Assist' },
  { value: 'lounge', label: 'VIP Tarmac Transfer with Exclusive Lounge' },
  { value: 'suite', label: 'Private VIP Suite' },
];

export const SERVICE_LEVEL_BADGES: Record<ServiceLevel, string> = {
  standard: 'Standard',
  lounge: 'Lounge',
  tarmac: 'Tarmac',
  suite: 'Private Suite',
};

/** The badge of a service a booking made now would be confirmed at once (a supplier's allotment has a seat). */
export const INSTANT_CONFIRMATION_LABEL = 'Instant confirmation';

export const QUOTE_LEVEL_LABELS: Record<ServiceLevel, string> = {
  standard: 'Meet & Assist',
  lounge: 'VIP Tarmac Transfer with Lounge',
  tarmac: 'VIP Tarmac Transfer',
  suite: 'Private Suite',
};

export const RESULT_GROUP_HEADINGS: Record<MainServiceLevel, string> = {
  standard: 'Standard Meet & Greet',
  lounge: 'Luxury Lounge Access',
  suite: 'Private VIP Suite',
};

/** Tarmac is listed, filtered and promo-priced as lounge. */
export function mainLevelOf(level: ServiceLevel): MainServiceLevel {
  return level === 'tarmac' ? 'lounge' : level;
}

/** The spec's other names, as old links and addresses carry them. */
export const LEVEL_ALIASES: Readonly<Record<string, MainServiceLevel>> = {
  'meet & greet': 'standard',
  'vip salon': 'lounge',
  'vip private suite': 'suite',
};

export function mainLevelFromAddress(raw: string | null | undefined): MainServiceLevel | undefined {
  const words = (raw ?? '')
    .toLowerCase()
    .replace(/[-_+\s]+/g, ' ')
    .replace(/\band\b/g, '&')
    .replace(/\s*&\s*/g, ' & ')
    .trim();
  if ((SERVICE_LEVELS as readonly string[]).includes(words)) return mainLevelOf(words as ServiceLevel);
  // Own keys only: 'constructor' is no level.
  return Object.hasOwn(LEVEL_ALIASES, words) ? LEVEL_ALIASES[words] : undefined;
}

/** Standard arrivals and departures only, with a porter fee; pricing and every screen share this rule. */
export function porterOffered(
  service: { serviceLevel: ServiceLevel; serviceType: ServiceType },
  porterFeeCents?: number,
): boolean {
  const kind =
    service.serviceLevel === 'standard' && (service.serviceType === 'arrival' || service.serviceType === 'departure');
  return kind && (porterFeeCents === undefined || porterFeeCents > 0);
}

export const STAFF_LEVEL_LABELS: Record<ServiceLevel, string> = {
  standard: 'Standard VIP Meet & Greet',
  lounge: 'VIP Lounge Access',
  tarmac: 'VIP Tarmac Transfer',
  suite: 'Private VIP Suite',
};

export const SERVICE_TYPE_LABELS: Record<ServiceType, string> = {
  arrival: 'Arrival',
  departure: 'Departure',
  transfer: 'Transit & Connections',
};

export const ADMIN_STATUSES = [
  'inquiry_received',
  'inquiry_responded',
  'pending_supplier_availability',
  'pending_client_confirmation',
  'pending_vendor_confirmation',
  'confirmation_sent_vendor_needed',
  'confirmation_sent',
  'change_requested',
  'service_completed',
  'escalation_needed',
] as const;
export type AdminStatus = (typeof ADMIN_STATUSES)[number];
export const DEFAULT_ADMIN_STATUS: AdminStatus = 'inquiry_received';

export const ADMIN_STATUS_LABELS: Record<AdminStatus, string> = {
  inquiry_received: 'Inquiry Received',
  inquiry_responded: 'Inquiry Responded',
  pending_supplier_availability: 'Pending Supplier Availability',
  pending_client_confirmation: 'Pending Client Confirmation',
  pending_vendor_confirmation: 'Pending Vendor Confirmation',
  confirmation_sent_vendor_needed: 'Confirmation Sent, Vendor Needed',
  confirmation_sent: 'Confirmation Sent',
  change_requested: 'Change Requested',
  service_completed: 'Service Completed',
  escalation_needed: 'Escalation Needed',
};

/**
 * How long a booking may wait in each status before its card is overdue (hours); null: it waits for the service date,
 * not for staff. svc-ops reads its own figures from STATUS_TARGET_HOURS; these are the defaults.
 */
export const DEFAULT_STATUS_TARGET_HOURS: Record<AdminStatus, number | null> = {
  inquiry_received: 2,
  inquiry_responded: 24,
  pending_supplier_availability: 24,
  pending_client_confirmation: 48,
  pending_vendor_confirmation: 24,
  confirmation_sent_vendor_needed: 12,
  confirmation_sent: null,
  change_requested: 4,
  service_completed: null,
  escalation_needed: 2,
};

/** The board's filters beside search and partner: the case's owner, and cards past their status's target. */
export const BOARD_OWNER_FILTERS = ['me', 'none'] as const;
export type BoardOwnerFilter = (typeof BOARD_OWNER_FILTERS)[number];

/** "Grace Hopper" → "GH"; one name gives its first two letters. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '?';
  const letters =
    words.length === 1 ? [...words[0]!].slice(0, 2) : [[...words[0]!][0], [...words[words.length - 1]!][0]];
  return letters.join('').toUpperCase();
}

/** A request from the site starts as pending_payment. */
export const BOOKING_STATUSES = ['pending_payment', 'confirmed', 'paid', 'cancelled', 'completed'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/** Confirmed once the confirmation went out; svc-booking applies it. */
export const BOOKING_STATUS_FOR_ADMIN: Partial<Record<AdminStatus, BookingStatus>> = {
  confirmation_sent: 'confirmed',
  confirmation_sent_vendor_needed: 'confirmed',
  service_completed: 'completed',
};

/** `catalog`: the catalog team, who run airports, services, prices and promo codes and see no bookings. */
export const STAFF_ROLES = ['admin', 'agent', 'catalog'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];
export const STAFF_ROLE_LABELS: Record<StaffRole, string> = {
  admin: 'Admin',
  agent: 'Agent',
  catalog: 'Catalog',
};

export const SUPPLIER_CURRENCIES = ['USD', 'EUR', 'GBP', 'CAD', 'AUD', 'JPY', 'AED', 'SAR'] as const;
export type SupplierCurrency = (typeof SUPPLIER_CURRENCIES)[number];
/**
 * The currencies staff keep a USD rate for: the suppliers' (the spec's list, for costs) and the display currencies
 * travellers may see prices in that no supplier invoices in.
 */
export const RATE_CURRENCIES = [...SUPPLIER_CURRENCIES, 'CNY'] as const;
export type RateCurrency = (typeof RATE_CURRENCIES)[number];

export const TRAVELLER_LIMITS = { adultsMin: 1, adultsMax: 20, childrenMin: 0, childrenMax: 10 } as const;

export const REGIONS = ['Americas', 'Europe', 'Middle East & Africa', 'Asia Pacific', 'Other'] as const;
export type Region = (typeof REGIONS)[number];
