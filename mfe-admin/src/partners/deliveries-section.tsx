import { useState } from 'react';
import { Alert, App, Button, Descriptions, Flex, Modal, Segmented, Table, Typography } from 'antd';
import { WEBHOOK_DELIVERY_STATUSES, type StaffSession, type WebhookDelivery } from '@vip/contracts/schemas';
import { errorMessage } from '../ui/error-message';
import { useReplayDelivery, useWebhookDeliveries } from './api';
import { DELIVERY_STATUS_LABELS, DeliveryStatusTag, when } from './partner-bits';
import { PartnerSection } from './partner-section';
import { retryingAfterError } from '@vip/ui';
import { LastErrorMessage, RetryButton } from '../ui/retry-button';

type StatusFilter = (typeof WEBHOOK_DELIVERY_STATUSES)[number] | 'all';

const FILTERS: { value: StatusFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  ...WEBHOOK_DELIVERY_STATUSES.map((s) => ({ value: s, label: DELIVERY_STATUS_LABELS[s] })),
];

const at = (iso: string | null) => (iso ? when.format(new Date(iso)) : '—');

/** What the receiver last said: its HTTP status, or why nothing came back. */
function lastResponse(d: Pick<WebhookDelivery, 'lastResponseStatus' | 'lastError'>): string {
  if (d.lastResponseStatus !== null) return `HTTP ${d.lastResponseStatus}${d.lastError ? ` · ${d.lastError}` : ''}`;
  return d.lastError ?? '—';
}

/** One delivery: the payload as posted, and every attempt. */
function DeliveryDialog({ delivery, onClose }: { delivery: WebhookDelivery | null; onClose: () => void }) {
  return (
    <Modal
      open={delivery !== null}
      title={delivery ? `${delivery.type} · ${delivery.referenceCode}` : 'Delivery'}
      onCancel={onClose}
      width={760}
      footer={<Button onClick={onClose}>Close</Button>}
      destroyOnHidden
    >
      {delivery && (
        <Flex vertical gap={12}>
          <Descriptions
            size="small"
            column={2}
            items={[
              { key: 'id', label: 'webhook-id', children: <Typography.Text code>{delivery.id}</Typography.Text> },
              { key: 'status', label: 'Status', children: <DeliveryStatusTag status={delivery.status} /> },
              { key: 'created', label: 'Created', children: at(delivery.createdAt) },
              { key: 'delivered', label: 'Delivered', children: at(delivery.deliveredAt) },
              { key: 'next', label: 'Next try', children: at(delivery.nextAttemptAt) },
              { key: 'attempts', label: 'Attempts', children: delivery.attempts },
            ]}
          />
          <h3 style={{ fontSize: 15, margin: 0 }}>Attempts</h3>
          {delivery.history.length === 0 ? (
            <Typography.Text>Not tried yet.</Typography.Text>
          ) : (
            <ol style={{ margin: 0, paddingLeft: 20 }}>
              {delivery.history.map((a) => (
                <li key={a.at}>
                  {at(a.at)}: {lastResponse({ lastResponseStatus: a.responseStatus, lastError: a.error })} (
                  {a.durationMs} ms)
                </li>
              ))}
            </ol>
          )}
          <h3 style={{ fontSize: 15, margin: 0 }} id="payload-title">
            Payload
          </h3>
          <pre
            aria-labelledby="payload-title"
            tabIndex={0}
            style={{ maxHeight: 320, overflow: 'auto', background: '#f5f5f5', padding: 12, borderRadius: 8, margin: 0 }}
          >
            {JSON.stringify(delivery.payload, null, 2)}
          </pre>
        </Flex>
      )}
    </Modal>
  );
}

/**
 * The partner's web-hook delivery log, newest first: status filter, attempts, next try, the receiver's last answer,
 * the payload, and Replay (the same webhook-id again, so the partner can drop a copy it already has).
 */
export function DeliveriesSection({ partnerId, session }: { partnerId: string; session: StaffSession }) {
  const { notification } = App.useApp();
  const [status, setStatus] = useState<StatusFilter>('all');
  const [viewing, setViewing] = useState<WebhookDelivery | null>(null);
  const deliveries = useWebhookDeliveries(partnerId, status);
  const replay = useReplayDelivery(partnerId, session);
  const rows = deliveries.data?.pages.flatMap((p) => p.items) ?? [];

  const replayOne = (d: WebhookDelivery) =>
    replay.mutate(d.id, {
      onSuccess: () =>
        notification.success({
          title: 'Delivery queued again',
          description: `${d.type} for ${d.referenceCode} will be sent again shortly.`,
        }),
      onError: (error) =>
        notification.error({ title: 'Could not replay the delivery', description: errorMessage(error) }),
    });

  const columns = [
    { title: 'Event', dataIndex: 'type', key: 'type' },
    { title: 'Booking', dataIndex: 'referenceCode', key: 'ref' },
    {
      title: 'Status',
      key: 'status',
      render: (_: unknown, d: WebhookDelivery) => <DeliveryStatusTag status={d.status} />,
    },
    { title: 'Attempts', dataIndex: 'attempts', key: 'attempts' },
    { title: 'Next try', key: 'next', render: (_: unknown, d: WebhookDelivery) => at(d.nextAttemptAt) },
    { title: 'Last response', key: 'last', render: (_: unknown, d: WebhookDelivery) => lastResponse(d) },
    { title: 'Created', key: 'created', render: (_: unknown, d: WebhookDelivery) => at(d.createdAt) },
    {
      title: 'Actions',
      key: 'actions',
      render: (_: unknown, d: WebhookDelivery) => (
        <Flex gap={6} wrap>
          <Button
            size="small"
            onClick={() => setViewing(d)}
            aria-label={`View the ${d.type} delivery for ${d.referenceCode}`}
          >
            View
          </Button>
          {d.status !== 'pending' && (
            <Button
              size="small"
              onClick={() => replayOne(d)}
              loading={replay.isPending && replay.variables === d.id}
              aria-label={`Replay the ${d.type} delivery for ${d.referenceCode}`}
            >
              Replay
            </Button>
          )}
        </Flex>
      ),
    },
  ];

  return (
    <PartnerSection id="partner-deliveries" title="Web hook deliveries">
      <Flex gap={12} align="center" wrap style={{ marginBottom: 12 }}>
        <Segmented<StatusFilter> aria-label="Delivery status" value={status} onChange={setStatus} options={FILTERS} />
        <Button onClick={() => void deliveries.refetch()} loading={deliveries.isRefetching}>
          Refresh
        </Button>
      </Flex>
      {(deliveries.isError || retryingAfterError(deliveries)) && (
        <Alert
          type="error"
          showIcon
          role="alert"
          style={{ marginBottom: 12 }}
          title="Could not load the deliveries"
          description={<LastErrorMessage error={deliveries.error} />}
          action={<RetryButton query={deliveries} />}
        />
      )}
      <Table<WebhookDelivery>
        rowKey="id"
        size="small"
        loading={deliveries.isPending}
        dataSource={rows}
        columns={columns}
        pagination={false}
        locale={{
          emptyText:
            deliveries.isError || retryingAfterError(deliveries)
              ? 'The deliveries could not be loaded.'
              : status === 'all'
                ? 'No deliveries yet.'
                : `No ${DELIVERY_STATUS_LABELS[status].toLowerCase()} deliveries.`,
        }}
      />
      {deliveries.hasNextPage && (
        <Button
          style={{ marginTop: 12 }}
          onClick={() => void deliveries.fetchNextPage()}
          loading={deliveries.isFetchingNextPage}
        >
          Load more
        </Button>
      )}
      <DeliveryDialog delivery={viewing} onClose={() => setViewing(null)} />
    </PartnerSection>
  );
}
