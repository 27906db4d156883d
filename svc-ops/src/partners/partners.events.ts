import { createEnvelope, partnerKeyIssuedV1, partnerKeyRevokedV1, partnerUpdatedV1 } from '@vip/contracts/events';
import type { PartnerKeyMode, PartnerTermsKind } from '@vip/contracts/schemas';
import type { PartnerKeyRecord, PartnerRecord } from './partners.repository';

const producer = 'svc-ops';

/** The whole state, terms included: svc-catalog and svc-booking keep the newest by version. */
export function partnerUpdatedEvent(p: PartnerRecord, at: Date) {
  return createEnvelope(partnerUpdatedV1, {
    producer,
    aggregateId: p.id,
    occurredAt: at,
    payload: {
      partnerId: p.id,
      companyName: p.companyName,
      active: p.active,
      sandbox: p.sandbox,
      terms: p.terms.map((t) => ({
        kind: t.kind as PartnerTermsKind,
        percentBasisPoints: t.basisPoints,
        effectiveFrom: t.effectiveFrom,
      })),
      version: p.version,
      updatedAt: p.updatedAt.toISOString(),
    },
  });
}

/** The hash, never the key. */
export function partnerKeyIssuedEvent(key: PartnerKeyRecord, at: Date) {
  return createEnvelope(partnerKeyIssuedV1, {
    producer,
    aggregateId: key.partnerId,
    occurredAt: at,
    payload: {
      partnerId: key.partnerId,
      keyId: key.id,
      name: key.name,
      prefix: key.prefix,
      keyHash: key.keyHash,
      mode: key.mode as PartnerKeyMode,
      rateLimitPerMinute: key.rateLimitPerMinute,
      issuedAt: key.createdAt.toISOString(),
    },
  });
}

/** A rotated key's `revokedAt` lies ahead: it works beside its successor until then. */
export function partnerKeyRevokedEvent(
  key: PartnerKeyRecord,
  revokedAt: Date,
  reason: 'revoked' | 'rotated',
  at: Date,
) {
  return createEnvelope(partnerKeyRevokedV1, {
    producer,
    aggregateId: key.partnerId,
    occurredAt: at,
    payload: { partnerId: key.partnerId, keyId: key.id, revokedAt: revokedAt.toISOString(), reason },
  });
}
