import { useState } from 'react';
import { App, Button, Card, Flex, Form, Input, Modal, Table, Typography } from 'antd';
import {
  CATALOG_MESSAGES,
  PRICE_VERSION_STATE_LABELS,
  priceVersionCreateSchema,
  type PriceVersion,
  type PriceVersionCreate,
  type ServicePrices,
} from '@vip/contracts/schemas';
import { useCatalogAdmin } from '../common/catalog-context';
import { ErrorNotice, QueryState } from '../common/feedback';
import { parseForm } from '../common/form-helpers';
import { formatCalendarDate, formatInstant, formatUsd } from '../common/format';
import { ToneTag } from '../common/status-tag';
import type { TagTone } from '@vip/ui';
import { useCancelPrice, useSchedulePrice, useServicePrices } from './api';
import { PRICE_FIELD_LABELS, PriceAmountFields } from './price-fields';

const STATE_TONES: Record<PriceVersion['state'], TagTone> = {
  current: 'green',
  scheduled: 'blue',
  past: 'grey',
  cancelled: 'red',
};

/** A service's prices: every version, newest start first, who made and cancelled each; a new one from a date. */
export function ServicePricesSection({ serviceId, serviceName }: { serviceId: number; serviceName: string }) {
  const { canEdit } = useCatalogAdmin();
  const prices = useServicePrices(serviceId);
  return (
    <Card title={<h3 className="catalog-admin__card-title">Prices</h3>} style={{ marginBottom: 16 }}>
      <QueryState query={prices} what="the prices">
        {() => (
          <>
            <Typography.Paragraph type="secondary">
              Dates are days at the airport ({prices.data!.timeZone}); a price applies from that day&rsquo;s local
              midnight. Today at the airport is {formatCalendarDate(prices.data!.today)}.
            </Typography.Paragraph>
            <PriceHistory prices={prices.data!} serviceName={serviceName} />
            {canEdit && <SchedulePriceForm serviceId={serviceId} prices={prices.data!} />}
          </>
        )}
      </QueryState>
    </Card>
  );
}

function PriceHistory({ prices, serviceName }: { prices: ServicePrices; serviceName: string }) {
  const { canEdit } = useCatalogAdmin();
  // The dialog stays mounted while closed, so closing it gives the focus back to the Cancel button.
  const [cancelling, setCancelling] = useState<{ open: boolean; version: PriceVersion | null }>({
    open: false,
    version: null,
  });
  const columns = [
    {
      title: 'From',
      key: 'from',
      render: (_: unknown, v: PriceVersion) => (
        <Flex vertical gap={4} align="start">
          <span>{formatCalendarDate(v.effectiveFrom)}</span>
          <ToneTag tone={STATE_TONES[v.state]}>{PRICE_VERSION_STATE_LABELS[v.state]}</ToneTag>
        </Flex>
      ),
    },
    {
      title: PRICE_FIELD_LABELS.basePrice,
      key: 'base',
      render: (_: unknown, v: PriceVersion) => <strong>{formatUsd(v.basePrice)}</strong>,
    },
    {
      title: 'Fees',
      key: 'fees',
      render: (_: unknown, v: PriceVersion) => (
        <span className="catalog-admin__fees">
          Adult {formatUsd(v.adultFee)}, child {formatUsd(v.childFee)}, after hours {formatUsd(v.afterHoursFee)}, within
          24 h {formatUsd(v.lastMinute24hSurcharge)}, within 48 h {formatUsd(v.lastMinute48hSurcharge)}
        </span>
      ),
    },
    {
      title: 'Made',
      key: 'made',
      render: (_: unknown, v: PriceVersion) => `${v.createdBy.name}, ${formatInstant(v.createdAt)}`,
    },
    {
      title: 'Cancelled',
      key: 'cancelled',
      render: (_: unknown, v: PriceVersion) =>
        v.cancelledAt ? `${v.cancelledBy?.name ?? 'Unknown'}, ${formatInstant(v.cancelledAt)}` : '',
    },
    ...(canEdit
      ? [
          {
            title: 'Action',
            key: 'action',
            render: (_: unknown, v: PriceVersion) =>
              v.state === 'scheduled' ? (
                <Button
                  size="small"
                  onClick={() => setCancelling({ open: true, version: v })}
                  aria-label={`Cancel the price from ${formatCalendarDate(v.effectiveFrom)}`}
                >
                  Cancel
                </Button>
              ) : null,
          },
        ]
      : []),
  ];
  return (
    <>
      <Table<PriceVersion>
        rowKey="id"
        caption={
          <span className="catalog-admin__caption">Price versions of {serviceName}, the latest start first</span>
        }
        dataSource={prices.versions}
        columns={columns}
        pagination={false}
        rowClassName={(v) => (v.state === 'current' ? 'catalog-admin__row--current' : '')}
        scroll={{ x: true }}
      />
      {cancelling.version && (
        <CancelPriceDialog
          open={cancelling.open}
          serviceId={prices.serviceId}
          version={cancelling.version}
          onClose={() => setCancelling((c) => ({ ...c, open: false }))}
        />
      )}
    </>
  );
}

function CancelPriceDialog({
  open,
  serviceId,
  version,
  onClose,
}: {
  open: boolean;
  serviceId: number;
  version: PriceVersion;
  onClose: () => void;
}) {
  const { notification } = App.useApp();
  const cancel = useCancelPrice(serviceId);
  const date = formatCalendarDate(version.effectiveFrom);
  return (
    <Modal
      open={open}
      title={`Cancel the price from ${date}?`}
      okText="Cancel this price"
      cancelText="Keep it"
      okButtonProps={{ danger: true }}
      confirmLoading={cancel.isPending}
      onCancel={onClose}
      onOk={() =>
        cancel.mutate(version.id, {
          onSuccess: () => {
            notification.success({ title: `The price from ${date} is cancelled` });
            onClose();
          },
        })
      }
    >
      <p>
        {formatUsd(version.basePrice)} will not take effect on {date}. The price in force before it stays until another
        version starts. The version stays in the history as cancelled.
      </p>
      {cancel.isError && <ErrorNotice title="Could not cancel the price" error={cancel.error} />}
    </Modal>
  );
}

type ScheduleValues = Partial<Record<keyof PriceVersionCreate, string | number | null>>;

function SchedulePriceForm({ serviceId, prices }: { serviceId: number; prices: ServicePrices }) {
  const { notification } = App.useApp();
  const [form] = Form.useForm<ScheduleValues>();
  const schedule = useSchedulePrice(serviceId);
  const [problem, setProblem] = useState<unknown>(null);

  const submit = (values: ScheduleValues) => {
    setProblem(null);
    // Fees left empty are carried over from the version in force the day before.
    const body = Object.fromEntries(
      Object.entries(values).filter(([, v]) => v !== null && v !== undefined && v !== ''),
    );
    if (typeof body.effectiveFrom === 'string' && body.effectiveFrom < prices.today) {
      form.setFields([{ name: 'effectiveFrom', errors: [CATALOG_MESSAGES.effectiveFromPast] }]);
      return;
    }
    const parsed = parseForm(form, priceVersionCreateSchema, body);
    if (!parsed.data) return;
    schedule.mutate(parsed.data, {
      onSuccess: () => {
        form.resetFields();
        notification.success({
          title: `${formatUsd(parsed.data.basePrice)} from ${formatCalendarDate(parsed.data.effectiveFrom)} is scheduled`,
        });
      },
      onError: setProblem,
    });
  };

  return (
    <section aria-labelledby="schedule-price-title" className="catalog-admin__subsection">
      <h4 id="schedule-price-title" className="catalog-admin__subheading">
        Schedule a new price
      </h4>
      {problem !== null && <ErrorNotice title="Could not schedule the price" error={problem} />}
      <Form<ScheduleValues> form={form} layout="vertical" onFinish={submit} noValidate>
        <Form.Item
          name="effectiveFrom"
          label="Takes effect on"
          required
          extra={`Today (${formatCalendarDate(prices.today)}) or later.`}
        >
          <Input type="date" min={prices.today} style={{ maxWidth: 220 }} />
        </Form.Item>
        <PriceAmountFields optionalFees />
        <Button type="primary" htmlType="submit" loading={schedule.isPending}>
          Schedule price
        </Button>
      </Form>
    </section>
  );
}
