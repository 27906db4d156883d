import {
  type BookingCancelledV1,
  type BookingUpdatedV1,
  type BookingUpdatedV2,
  latestBookingUpdated,
  type CaseStatusChangedV1,
  type EventEnvelope,
  type InvoicePaidV1,
} from '@vip/contracts/events';
import { toDollars } from '@vip/contracts/money';
import { type PartnerBookingStatus, type PartnerWebhookPayload, type PartnerWebhookType } from '@vip/contracts/schemas';
import { BOOKING_STATUS_FOR_ADMIN, type BookingStatus } from '@vip/contracts/vocabulary';
import type { Case } from '../cases/cases.service';

/** What the partner has been told of its booking. */
export interface Told {
  status: PartnerBookingStatus;
  paid: boolean;
}

export type WebhookEvent =
  | { type: 'case.status-changed'; payload: CaseStatusChangedV1 }
  | { type: 'booking.cancelled'; payload: BookingCancelledV1 }
  | { type: 'invoice.paid'; payload: InvoicePaidV1 }
  | { type: 'booking.updated'; version: 1; payload: BookingUpdatedV1 }
  | { type: 'booking.updated'; version: 2; payload: BookingUpdatedV2 };

/** The events svc-ops writes itself that a partner is told of (booking.updated is svc-booking's). */
const OWN_WEBHOOK_EVENTS = new Set(['case.status-changed', 'booking.cancelled', 'invoice.paid']);

export function isOwnWebhookEvent(event: EventEnvelope): event is EventEnvelope & WebhookEvent {
  return OWN_WEBHOOK_EVENTS.has(event.type);
}

export interface Change {
  type: PartnerWebhookType;
  told: Told;
  cancellation: PartnerWebhookPayload['data']['cancellation'];
  changed: string[] | null;
}

/** svc-booking's status moves only forward, so what a partner reads of a booking never goes back; these neither. */
const PROGRESS: Record<PartnerBookingStatus, number> = { requested: 0, confirmed: 1, completed: 2, cancelled: 3 };

const PARTNER_STATUS: Partial<Record<BookingStatus, PartnerBookingStatus>> = {
  pending_payment: 'requested',
  confirmed: 'confirmed',
  paid: 'confirmed',
  completed: 'completed',
};

/** A booking's first partner-facing state: as it was requested (one may come confirmed at once). */
export function toldAtRequest(bookingStatus: string): Told {
  return { status: PARTNER_STATUS[bookingStatus as BookingStatus] ?? 'requested', paid: bookingStatus === 'paid' };
}

/**
 * The web hook an event makes of a partner's booking, or null when the partner sees no change (a move between two
 * columns it sees as one status, a status it was already told, a payment already told).
 */
export function changeOf(event: WebhookEvent, told: Told): Change | null {
  switch (event.type) {
    case 'case.status-changed': {
      const target = BOOKING_STATUS_FOR_ADMIN[event.payload.adminStatus];
      const status = target ? PARTNER_STATUS[target] : undefined;
      if (!status || told.status === 'cancelled' || PROGRESS[status] <= PROGRESS[told.status]) return null;
      return {
        type: status === 'confirmed' ? 'booking.confirmed' : 'booking.updated',
        told: { ...told, status },
        cancellation: null,
        changed: status === 'confirmed' ? null : ['status'],
      };
    }
    case 'booking.cancelled':
      if (told.status === 'cancelled') return null;
      return {
        type: 'booking.cancelled',
        told: { ...told, status: 'cancelled' },
        cancellation: { cancelledAt: event.payload.cancelledAt, charge: toDollars(event.payload.chargeCents) },
        changed: null,
      };
    case 'invoice.paid':
      if (told.paid) return null;
      return { type: 'booking.paid', told: { ...told, paid: true }, cancellation: null, changed: null };
    case 'booking.updated':
      if (event.payload.changedFields.length === 0) return null;
      return { type: 'booking.updated', told, cancellation: null, changed: [...event.payload.changedFields] };
  }
}

/** The body every try of the delivery posts: the booking as the change left it. */
export function payloadOf(c: Case, event: WebhookEvent, change: Change, occurredAt: string): PartnerWebhookPayload {
  const updated = event.type === 'booking.updated' ? latestBookingUpdated(event) : null;
  return {
    type: change.type,
    timestamp: occurredAt,
    data: {
      referenceCode: c.referenceCode,
      partnerReference: c.partnerReference,
      status: change.told.status,
      paymentStatus: change.told.paid ? 'paid' : 'to_be_arranged',
      mode: c.partnerMode ?? 'live',
      flightDate: updated?.flightDate ?? c.flightDate,
      flightTime: updated?.flightTime ?? c.flightTime,
      airportCode: c.airportCode,
      serviceName: updated?.service?.name ?? c.serviceName,
      total: toDollars(updated?.totalPriceCents ?? c.totalPriceCents),
      cancellation: change.cancellation,
      changed: change.changed,
    },
  };
}
