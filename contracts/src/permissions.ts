import type { StaffRole } from './vocabulary';

// Every staff route names one permission; the server refuses the rest (403), mfe-admin only hides them.
// The spec has one role: the split keeps all travellers' personal data, money and reference data with admins.
export const STAFF_PERMISSIONS = {
  'bookings.view': 'See the board, bookings, their messages, documents, currency rates and audit trail',
  'bookings.work':
    'Run bookings: status, edits, checklist, comments, supplier assignment, messages, PDFs, chauffeur transfers',
  'invoices.create': 'Create, publish and refresh a booking’s invoice',
  'invoices.mark-paid': 'Mark a manual invoice paid',
  'invoices.cancel': 'Cancel an invoice',
  'bookings.cancel':
    'Cancel a booking (with the charge its policy implies; its open invoice is cancelled, a paid one flagged for refund)',
  'bookings.export': 'Export every booking as CSV (personal data)',
  'currency-rates.edit': 'Change the currency rates supplier costs are converted with',
  'suppliers.view': 'Search VIP and chauffeur suppliers',
  'suppliers.edit': 'Create and change suppliers (details, airports, Preferred)',
  'staff.manage': 'Manage staff accounts and read the staff audit log',
  'partners.manage': 'Manage partner accounts: terms, API keys, web hooks, delivery logs and statements',
  'catalog.view': 'See the catalog: airports, services, price versions, porter fees, promo codes and their audit log',
  'catalog.edit':
    'Change the catalog: airports, services and images, prices from a date, porter fees, promo codes, CSV imports',
  'allotments.view': 'See the instant-confirmation capacity suppliers published (allotments) and how much is booked',
  'allotments.edit':
    'Publish, change and withdraw allotments: seats confirmed at once for a service, date and time band',
  'account.security': 'Manage your own sign-in: passkeys, authenticator app, recovery codes and signed-in browsers',
  'integrations.test':
    'Use the test screens: check the payment provider, send a sample reservation to the tracking web hook',
} as const;

export type StaffPermission = keyof typeof STAFF_PERMISSIONS;
export const STAFF_PERMISSION_NAMES = Object.keys(STAFF_PERMISSIONS) as [StaffPermission, ...StaffPermission[]];

export const ROLE_PERMISSIONS: Record<StaffRole, readonly StaffPermission[]> = {
  admin: STAFF_PERMISSION_NAMES,
  agent: [
    'bookings.view',
    'bookings.work',
    'invoices.create',
    'suppliers.view',
    'catalog.view',
    'allotments.view',
    'account.security',
  ],
  // No booking, no traveller's personal data: the catalog team runs the catalog only.
  catalog: ['catalog.view', 'catalog.edit', 'account.security'],
};

export function roleCan(role: StaffRole, permission: StaffPermission): boolean {
  return ROLE_PERMISSIONS[role].includes(permission);
}
