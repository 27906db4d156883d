import type { AuditActor } from '../cases/cases.service';

/** How a partner's own actions through the partner API appear in a booking's audit trail. */
export const partnerActor = (name: string | null): AuditActor => ({
  id: null,
  name: `Partner ${name ?? ''} (API)`.replace('  ', ' '),
});
