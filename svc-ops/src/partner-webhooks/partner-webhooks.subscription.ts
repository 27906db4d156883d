import { type EventEnvelope } from '@vip/contracts/events';
import { type SubscriptionSpec } from '@vip/platform/bus';
import { consumeOnce } from '@vip/platform/outbox';
import type { OpsPrisma } from '../prisma';
import type { PartnerWebhooksService } from './partner-webhooks.service';
import type { WebhookEvent } from './webhook-changes';

/** Its own group: a partner's slow endpoint never holds back cases, messages or svc-booking. */
export const PARTNER_WEBHOOKS_CONSUMER = 'svc-ops.partner-webhooks';

/**
 * Each event through the inbox, so a change writes its delivery once however often the bus hands it over. svc-ops'
 * own events were told as they were written (the partner-webhooks module's step); their copies here change nothing,
 * unless a release from before that step wrote them during a rolling deploy.
 */
export function partnerWebhooksSubscription(
  prisma: OpsPrisma,
  webhooks: PartnerWebhooksService,
  onWritten: () => void,
): SubscriptionSpec {
  const handle = async (event: EventEnvelope & WebhookEvent) => {
    let written = false;
    await consumeOnce(prisma, PARTNER_WEBHOOKS_CONSUMER, event, async (tx) => {
      written = await webhooks.record(tx, event);
    });
    if (written) onWritten();
  };
  return {
    group: PARTNER_WEBHOOKS_CONSUMER,
    handlers: {
      'case.status-changed': handle,
      'booking.cancelled': handle,
      'invoice.paid': handle,
      'booking.updated': handle,
    },
  };
}
