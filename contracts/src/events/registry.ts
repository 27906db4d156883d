import { envelopeSchema, type EventDefinition, type EventEnvelope, type PayloadOf } from './envelope';
import { checkedEnvelopes } from './checked-envelopes';
import { bookingRequestedV1 } from './booking/booking-requested.v1';
import { bookingRequestedV2 } from './booking/booking-requested.v2';
import { bookingRequestedV3 } from './booking/booking-requested.v3';
import { bookingUpdatedV1 } from './booking/booking-updated.v1';
import { bookingUpdatedV2 } from './booking/booking-updated.v2';
import { bookingChangeRequestedV1 } from './booking/booking-change-requested.v1';
import { allotmentChangedV1 } from './booking/allotment-changed.v1';
import { bookingCancelledV1 } from './ops/booking-cancelled.v1';
import { caseStatusChangedV1 } from './ops/case-status-changed.v1';
import { invoicePaidV1 } from './ops/invoice-paid.v1';
import { transferCreatedV1 } from './ops/transfer-created.v1';
import { supplierUpdatedV1 } from './ops/supplier-updated.v1';
import { supplierUpdatedV2 } from './ops/supplier-updated.v2';
import { currencyRatesChangedV1 } from './ops/currency-rates-changed.v1';
import { searchRecordedV1 } from './tracking/search-recorded.v1';
import { partnerUpdatedV1 } from './partners/partner-updated.v1';
import { partnerKeyIssuedV1 } from './partners/partner-key-issued.v1';
import { partnerKeyRevokedV1 } from './partners/partner-key-revoked.v1';
import { airportChangedV1 } from './catalog/airport-changed.v1';
import { serviceChangedV1 } from './catalog/service-changed.v1';
import { pricesChangedV1 } from './catalog/prices-changed.v1';
import { promoCodeChangedV1 } from './catalog/promo-code-changed.v1';

const DEFINITIONS = [
  bookingRequestedV1,
  bookingRequestedV2,
  bookingRequestedV3,
  bookingUpdatedV1,
  bookingUpdatedV2,
  bookingChangeRequestedV1,
  allotmentChangedV1,
  searchRecordedV1,
  caseStatusChangedV1,
  invoicePaidV1,
  transferCreatedV1,
  supplierUpdatedV1,
  supplierUpdatedV2,
  currencyRatesChangedV1,
  bookingCancelledV1,
  partnerUpdatedV1,
  partnerKeyIssuedV1,
  partnerKeyRevokedV1,
  airportChangedV1,
  serviceChangedV1,
  pricesChangedV1,
  promoCodeChangedV1,
] as const;

/** A new version is added beside the old one. */
export const EVENT_DEFINITIONS: readonly EventDefinition[] = DEFINITIONS;

type Definition = (typeof DEFINITIONS)[number];

export type EventType = Definition['type'];

/** Checked against its schema; one member per version, told apart by `version`. */
export type EventOf<T extends EventType> =
  Extract<Definition, { type: T }> extends infer D
    ? D extends Definition
      ? EventEnvelope<PayloadOf<D>> & { type: T; version: D['version'] }
      : never
    : never;

const byKey = new Map(EVENT_DEFINITIONS.map((d) => [`${d.type}@${d.version}`, d]));

export function findEventDefinition(type: string, version: number): EventDefinition | undefined {
  return byKey.get(`${type}@${version}`);
}

export class InvalidEventError extends Error {
  override readonly name = 'InvalidEventError';
}

export function parseEnvelope(raw: unknown): EventEnvelope {
  if (typeof raw === 'object' && raw !== null && checkedEnvelopes.has(raw)) return raw as EventEnvelope;
  const base = envelopeSchema.safeParse(raw);
  if (!base.success) throw new InvalidEventError(`Malformed envelope: ${base.error.message}`);
  const def = findEventDefinition(base.data.type, base.data.version);
  if (!def) throw new InvalidEventError(`Unknown event ${base.data.type} v${base.data.version}`);
  const payload = def.payload.safeParse(base.data.payload);
  if (!payload.success) {
    throw new InvalidEventError(
      `Invalid payload for ${base.data.type} v${base.data.version}: ${payload.error.message}`,
    );
  }
  const envelope = { ...base.data, payload: payload.data };
  checkedEnvelopes.add(envelope);
  return envelope;
}

export function topicOf(type: string, version: number): string {
  const def = findEventDefinition(type, version);
  if (!def) throw new InvalidEventError(`Unknown event ${type} v${version}`);
  return def.topic;
}
