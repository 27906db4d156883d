import { randomBytes, randomUUID } from 'node:crypto';
import {
  createEnvelope,
  partnerKeyIssuedV1,
  partnerKeyRevokedV1,
  partnerUpdatedV1,
  type EventEnvelope,
  type PartnerUpdatedV1,
} from '@vip/contracts/events';
import type { PartnerKeyMode } from '@vip/contracts/schemas';
import { hashPartnerKey } from '../koa/partner-key';

type PartnerState = Omit<PartnerUpdatedV1, 'partnerId' | 'version' | 'updatedAt'>;

export interface TestPartnerKey {
  keyId: string;
  /** The key as the partner holds it: `vipk_live_<prefix>_<secret>` or `vipk_test_<prefix>_<secret>`. */
  key: string;
  prefix: string;
  mode: PartnerKeyMode;
  issued: EventEnvelope;
}

/**
 * A partner as svc-ops would announce it on ops.events (partner.updated, partner.key-issued, partner.key-revoked),
 * for the tests of the services that keep a copy: publish `partner.updated()` and a key's `issued` on the bus.
 * Keys are made as svc-ops makes them (32 random bytes, SHA-256 in the event).
 */
export function testPartner(initial: Partial<PartnerState> & { id?: string } = {}) {
  const partnerId = initial.id ?? randomUUID();
  let version = 0;
  let state: PartnerState = {
    companyName: initial.companyName ?? 'Test Travel Ltd',
    active: initial.active ?? true,
    sandbox: initial.sandbox ?? false,
    terms: initial.terms ?? [{ kind: 'commission', percentBasisPoints: 1000, effectiveFrom: '2020-01-01' }],
  };
  const envelope = (payload: PartnerUpdatedV1) =>
    createEnvelope(partnerUpdatedV1, { producer: 'svc-ops', aggregateId: partnerId, payload }) as EventEnvelope;
  return {
    partnerId,
    /** The partner's whole state with the next version (changes applied on top of the last). */
    updated(changes: Partial<PartnerState> = {}, at: Date = new Date()): EventEnvelope {
      state = { ...state, ...changes };
      version += 1;
      return envelope({ partnerId, ...state, version, updatedAt: at.toISOString() });
    },
    /** A state with a version of one's choosing (an old one arriving late). */
    updatedAtVersion(v: number, changes: Partial<PartnerState> = {}): EventEnvelope {
      return envelope({ partnerId, ...state, ...changes, version: v, updatedAt: new Date().toISOString() });
    },
    key(mode: PartnerKeyMode = 'live', rateLimitPerMinute = 120, name = 'Booking system'): TestPartnerKey {
      const keyId = randomUUID();
      const prefix = randomBytes(6).toString('hex');
      const key = `vipk_${mode === 'live' ? 'live' : 'test'}_${prefix}_${randomBytes(32).toString('base64url')}`;
      const issued = createEnvelope(partnerKeyIssuedV1, {
        producer: 'svc-ops',
        aggregateId: partnerId,
        payload: {
          partnerId,
          keyId,
          name,
          prefix,
          keyHash: hashPartnerKey(key),
          mode,
          rateLimitPerMinute,
          issuedAt: new Date().toISOString(),
        },
      }) as EventEnvelope;
      return { keyId, key, prefix, mode, issued };
    },
    revoked(keyId: string, at: Date = new Date(), reason: 'revoked' | 'rotated' = 'revoked'): EventEnvelope {
      return createEnvelope(partnerKeyRevokedV1, {
        producer: 'svc-ops',
        aggregateId: partnerId,
        payload: { partnerId, keyId, revokedAt: at.toISOString(), reason },
      }) as EventEnvelope;
    },
  };
}
export type TestPartner = ReturnType<typeof testPartner>;
