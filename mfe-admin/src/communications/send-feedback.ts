import type { App } from 'antd';
import type { Communication } from '@vip/contracts/schemas';

type Notification = ReturnType<typeof App.useApp>['notification'];

/** What staff are told after a send: delivered, kept in the dev outbox, or failed (and where to retry). */
export function reportSend(notification: Notification, what: string, rows: Communication[]): void {
  const failed = rows.filter((r) => r.status === 'failed');
  if (failed.length > 0) {
    notification.error({
      title: `${what}: ${failed.length === rows.length ? 'not delivered' : `${failed.length} of ${rows.length} not delivered`}`,
      description: `${failed[0]!.error ?? 'The provider refused it.'} Retry it from the Communication Center.`,
    });
    return;
  }
  if (rows.every((r) => r.transport === 'dev-outbox')) {
    notification.info({
      title: `${what} kept in the dev outbox`,
      description:
        'No mail server or SMS provider is configured: it is listed in the Communication Center, not delivered.',
    });
    return;
  }
  notification.success({ title: `${what} sent` });
}
