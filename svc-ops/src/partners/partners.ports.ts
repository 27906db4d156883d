import type { PartnerBookingStatus } from '@vip/contracts/schemas';

/** A partner booking as a monthly statement lists it: `partnerStatementLineSchema`, with money in cents. */
export interface StatementLine {
  referenceCode: string;
  partnerReference: string | null;
  /** ISO instant; the month is the one the booking was requested in (UTC). */
  requestedAt: string;
  /** YYYY-MM-DD, local to the airport. */
  serviceDate: string;
  serviceName: string;
  airportCode: string;
  travellerName: string;
  status: PartnerBookingStatus;
  totalCents: number;
  /** As stored when the booking was requested, never recomputed from later terms. */
  commissionCents: number;
  netPriceCents: number;
  cancellationChargeCents: number | null;
}

/**
 * The partner's live bookings requested in a month (UTC), oldest first; sandbox bookings never reach a statement. The
 * cases feature owns the bookings and fills this port (app.ts wires it): features never import each other.
 */
export interface PartnerBookingsLedger {
  monthOf(partnerId: string, month: string): Promise<StatementLine[]>;
}

/** Confirmations' Chromium renderer, passed in by app.ts. */
export interface StatementPdfRenderer {
  render(html: string): Promise<Uint8Array>;
}
