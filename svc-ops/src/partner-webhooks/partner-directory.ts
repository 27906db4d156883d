import type { PartnerKeyMode } from '@vip/contracts/schemas';
import type { OpsTx } from '../prisma';

/** Where a partner's web hooks go and with which secrets, newest first (two while a rotated secret overlaps). */
export interface WebhookTarget {
  url: string;
  enabled: boolean;
  secrets: string[];
}

/** A partner API key svc-ops accepts on its partner routes (the web-hook delivery log). */
export interface PartnerKeyHolder {
  partnerId: string;
  keyId: string;
  mode: PartnerKeyMode;
  rateLimitPerMinute: number;
}

/**
 * What this feature needs of partner accounts, which partners/ keeps: app.ts passes partners' service, which
 * implements it. Null for an unknown partner or no endpoint; for an unknown, revoked or expired key, or an inactive
 * partner's.
 */
export interface PartnerDirectory {
  /** Whether the partner exists: the back office's delivery log answers 404 for one that does not. */
  partnerExists(partnerId: string): Promise<boolean>;
  /** With a transaction, read in it: a step inside one may not wait for a second connection (embedded mode has one). */
  webhookTarget(partnerId: string, tx?: OpsTx): Promise<WebhookTarget | null>;
  partnerForKey(presentedKey: string): Promise<PartnerKeyHolder | null>;
}

/** Until partners/ is wired in: no partner has an endpoint, no key is accepted. */
export const NO_PARTNERS: PartnerDirectory = {
  partnerExists: async () => false,
  webhookTarget: async () => null,
  partnerForKey: async () => null,
};
