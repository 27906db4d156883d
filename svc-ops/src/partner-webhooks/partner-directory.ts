import type { PartnerKeyMode } from '@vip/contracts/schemas';

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
  webhookTarget(partnerId: string): Promise<WebhookTarget | null>;
  partnerForKey(presentedKey: string): Promise<PartnerKeyHolder | null>;
}

/** Until partners/ is wired in: no partner has an endpoint, no key is accepted. */
export const NO_PARTNERS: PartnerDirectory = {
  partnerExists: async () => false,
  webhookTarget: async () => null,
  partnerForKey: async () => null,
};
