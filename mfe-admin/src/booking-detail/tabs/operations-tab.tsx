import { Alert, App, Button, Descriptions, Flex, Input, InputNumber, Select, Typography } from 'antd';
import { formatUsd } from '@vip/contracts/money';
import {
  COMMISSION_TYPES,
  OPERATIONS_TEXT_LIMITS,
  PAYMENT_METHODS,
  PAYMENT_METHOD_LABELS,
  type AdminBookingDetail,
  type CommissionType,
  type PaymentMethod,
  type StaffSession,
  formatPhoneNumber,
} from '@vip/contracts/schemas';
import { SUPPLIER_CURRENCIES, type SupplierCurrency } from '@vip/contracts/vocabulary';
import { PhoneInput } from '@vip/ui';
import { useCan } from '../../auth/permissions';
import { CommunicationCenter } from '../../communications/communication-center';
import { JobLinkSection } from '../../suppliers/job-link-section';
import { useCurrencyRates, useSaveCurrencyRate } from '../../operations/api';
import { errorMessage } from '../../ui/error-message';
import { optionalAmount, usdPreview, type OpsDraft } from './operations-edit';

const COMMISSION_TYPE_LABELS: Record<CommissionType, string> = { percent: '% of the total', fixed: 'USD (fixed)' };
import { TransferEditFields } from './transfer-details';

const when = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

export interface OperationsTabProps {
  booking: AdminBookingDetail;
  session: StaffSession;
  editing: boolean;
  draft: OpsDraft;
  onChange: (draft: OpsDraft) => void;
  errors: Record<string, string[]>;
}

/** Vendor Information, Greeter or Vehicle & Driver Coordination, and the Communication Center. */
export function OperationsTab({ booking, session, editing, draft, onChange, errors }: OperationsTabProps) {
  const o = booking.operations;
  const rates = useCurrencyRates();
  const rateOf = (c: SupplierCurrency) => rates.data?.find((r) => r.currency === c)?.rateToUsd;
  const set = <K extends keyof OpsDraft>(key: K, value: OpsDraft[K]) => onChange({ ...draft, [key]: value });
  const text = (key: keyof typeof OPERATIONS_TEXT_LIMITS & keyof OpsDraft, label: string) => {
    const id = `ops-${key}`;
    const error = errors[key]?.[0];
    return (
      <Flex vertical gap={2} key={key} style={{ minWidth: 220, flex: '1 1 220px' }}>
        <label htmlFor={id}>{label}</label>
        <Input
          id={id}
          maxLength={OPERATIONS_TEXT_LIMITS[key]}
          value={(draft[key] as string | null) ?? ''}
          status={error ? 'error' : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => set(key, (e.target.value || null) as never)}
        />
        {error && (
          <Typography.Text id={`${id}-error`} type="danger">
            {error}
          </Typography.Text>
        )}
      </Flex>
    );
  };
  const phone = (key: 'greeterPhone' | 'driverPhone' | 'advisorPhone', label: string) => {
    const id = `ops-${key}`;
    const error = errors[key]?.[0];
    return (
      <Flex vertical gap={2} key={key} style={{ minWidth: 220, flex: '1 1 220px' }}>
        <label htmlFor={id}>{label}</label>
        <PhoneInput
          id={id}
          countryLabel={`Country code for ${label}`}
          value={draft[key]}
          status={error ? 'error' : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(value) => set(key, value || null)}
        />
        {error && (
          <Typography.Text id={`${id}-error`} type="danger">
            {error}
          </Typography.Text>
        )}
      </Flex>
    );
  };
  const last = (label: string, at: string | null) => ({
    key: label,
    label,
    children: at ? when.format(new Date(at)) : 'Never',
  });
  const area = (key: keyof typeof OPERATIONS_TEXT_LIMITS & keyof OpsDraft, label: string) => {
    const id = `ops-${key}`;
    const error = errors[key]?.[0];
    return (
      <Flex vertical gap={2} key={key} style={{ minWidth: 280, flex: '1 1 280px' }}>
        <label htmlFor={id}>{label}</label>
        <Input.TextArea
          id={id}
          maxLength={OPERATIONS_TEXT_LIMITS[key]}
          autoSize={{ minRows: 2, maxRows: 6 }}
          value={(draft[key] as string | null) ?? ''}
          status={error ? 'error' : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => set(key, (e.target.value || null) as never)}
        />
        {error && (
          <Typography.Text id={`${id}-error`} type="danger">
            {error}
          </Typography.Text>
        )}
      </Flex>
    );
  };
  const money = (value: number | null) => (value === null ? '—' : formatUsd(value));
  const commission =
    o.advisorCommission === null
      ? '—'
      : o.advisorCommissionType === 'percent'
        ? `${o.advisorCommission}% (${money(o.advisorCommissionAmount)})`
        : money(o.advisorCommissionAmount);

  const preview = editing ? usdPreview(draft.supplierCostOriginal, rateOf(draft.supplierCurrency)) : o.supplierCostUSD;

  return (
    <Flex vertical gap={16}>
      <section aria-label="Vendor Information">
        <h3 style={{ fontSize: 15, margin: '0 0 6px' }}>Vendor Information</h3>
        <Descriptions
          size="small"
          column={2}
          items={[
            { key: 'supplier', label: 'Assigned supplier', children: o.assignedSupplierName ?? 'No supplier assigned' },
            {
              key: 'contact',
              label: 'Supplier contact',
              children:
                [o.assignedSupplierEmail, formatPhoneNumber(o.assignedSupplierPhone)].filter(Boolean).join(' · ') ||
                '—',
            },
            ...(editing
              ? []
              : [
                  { key: 'conf', label: 'Confirmation number', children: o.supplierConfirmationNumber ?? '—' },
                  {
                    key: 'cost',
                    label: 'Supplier cost',
                    children:
                      o.supplierCostOriginal === null
                        ? '—'
                        : `${o.supplierCostOriginal.toFixed(2)} ${o.supplierCurrency}`,
                  },
                  {
                    key: 'usd',
                    label: 'Cost in USD',
                    children:
                      o.supplierCostUSD === null
                        ? '—'
                        : `${formatUsd(o.supplierCostUSD)}${o.supplierCurrency !== 'USD' && o.supplierRateToUsd ? ` (at ${o.supplierRateToUsd} USD per ${o.supplierCurrency})` : ''}`,
                  },
                  {
                    key: 'paid',
                    label: 'Supplier payment status',
                    children: booking.supplierPaymentStatus === 'paid' ? 'Paid' : 'Unpaid',
                  },
                  {
                    key: 'vendorNotes',
                    label: 'Vendor notes',
                    children: <span style={{ whiteSpace: 'pre-line' }}>{o.vendorNotes ?? '—'}</span>,
                  },
                  {
                    key: 'vendorRestrictions',
                    label: 'Vendor restrictions',
                    children: <span style={{ whiteSpace: 'pre-line' }}>{o.vendorRestrictions ?? '—'}</span>,
                  },
                ]),
          ]}
        />
        {editing && (
          <Flex wrap gap={12} style={{ marginTop: 8 }}>
            {text('supplierConfirmationNumber', 'Confirmation number')}
            <Flex vertical gap={2} style={{ minWidth: 160 }}>
              <label htmlFor="ops-supplierCostOriginal">Supplier cost</label>
              <InputNumber
                id="ops-supplierCostOriginal"
                min={0}
                step={0.01}
                value={draft.supplierCostOriginal}
                onChange={(v) => set('supplierCostOriginal', optionalAmount(v))}
                status={errors.supplierCostOriginal ? 'error' : undefined}
              />
            </Flex>
            <Flex vertical gap={2} style={{ minWidth: 120 }}>
              <label htmlFor="ops-supplierCurrency">Currency</label>
              <Select
                id="ops-supplierCurrency"
                value={draft.supplierCurrency}
                onChange={(v: SupplierCurrency) => set('supplierCurrency', v)}
                options={SUPPLIER_CURRENCIES.map((c) => ({ value: c, label: c }))}
              />
            </Flex>
            <Flex vertical gap={2} style={{ minWidth: 140 }}>
              <span id="ops-usd-label">Cost in USD</span>
              <output aria-labelledby="ops-usd-label" style={{ paddingTop: 4 }}>
                {preview === null ? '—' : formatUsd(preview)}
              </output>
            </Flex>
            <Flex vertical gap={2} style={{ minWidth: 160 }}>
              <label htmlFor="ops-supplierPaymentStatus">Supplier payment status</label>
              <Select
                id="ops-supplierPaymentStatus"
                value={draft.supplierPaymentStatus}
                onChange={(v: 'unpaid' | 'paid') => set('supplierPaymentStatus', v)}
                options={[
                  { value: 'unpaid', label: 'Unpaid' },
                  { value: 'paid', label: 'Paid' },
                ]}
              />
            </Flex>
          </Flex>
        )}
        {editing && (
          <Flex wrap gap={12} style={{ marginTop: 8 }}>
            {area('vendorNotes', 'Vendor notes')}
            {area('vendorRestrictions', 'Vendor restrictions')}
          </Flex>
        )}
        {editing && <RateTable session={session} />}
      </section>
      {!editing && <JobLinkSection booking={booking} session={session} />}

      {editing && booking.isChauffeur && booking.transferDetail && (
        <section aria-label="Transfer Details">
          <h3 style={{ fontSize: 15, margin: '0 0 6px' }}>Transfer Details</h3>
          <TransferEditFields transfer={booking.transferDetail} draft={draft} onChange={onChange} errors={errors} />
        </section>
      )}

      {booking.isChauffeur ? (
        <section aria-label="Vehicle & Driver Coordination">
          <h3 style={{ fontSize: 15, margin: '0 0 6px' }}>Vehicle &amp; Driver Coordination</h3>
          {editing ? (
            <Flex wrap gap={12}>
              {text('driverName', 'Driver name')}
              {phone('driverPhone', 'Driver phone')}
              {text('vehicleMakeModel', 'Vehicle make and model')}
              {text('vehiclePlate', 'License plate')}
              {text('vehicleColor', 'Vehicle color')}
              {text('liveETA', 'Live ETA')}
            </Flex>
          ) : (
            <Descriptions
              size="small"
              column={2}
              items={[
                {
                  key: 'driver',
                  label: 'Driver',
                  children: [o.driverName, formatPhoneNumber(o.driverPhone)].filter(Boolean).join(' · ') || '—',
                },
                {
                  key: 'vehicle',
                  label: 'Vehicle',
                  children: [o.vehicleMakeModel, o.vehicleColor].filter(Boolean).join(', ') || '—',
                },
                { key: 'plate', label: 'License plate', children: o.vehiclePlate ?? '—' },
                { key: 'eta', label: 'Live ETA', children: o.liveETA ?? '—' },
                last('Driver info requested', o.lastDriverInfoRequested),
                last('Driver info sent', o.lastDriverInfoSent),
              ]}
            />
          )}
        </section>
      ) : (
        <section aria-label="Greeter Coordination">
          <h3 style={{ fontSize: 15, margin: '0 0 6px' }}>Greeter Coordination</h3>
          {editing ? (
            <Flex wrap gap={12}>
              {text('greeterName', 'Greeter name')}
              {phone('greeterPhone', 'Greeter phone')}
              {text('greeterEmail', 'Greeter email')}
              {text('greeterETA', 'Greeter ETA')}
              {text('greeterShiftTime', 'Greeter shift time')}
              {text('meetLocation', 'Meeting point')}
              {text('signInstructions', 'Sign instructions')}
              {/* Tarmac transfers and suites often come with a car: its driver can be sent like a chauffeur's. */}
              {text('driverName', 'Driver name (if the service includes one)')}
              {phone('driverPhone', 'Driver phone')}
              {text('vehicleMakeModel', 'Vehicle make and model')}
              {text('vehiclePlate', 'License plate')}
            </Flex>
          ) : (
            <Descriptions
              size="small"
              column={2}
              items={[
                {
                  key: 'greeter',
                  label: 'Greeter',
                  children: [o.greeterName, formatPhoneNumber(o.greeterPhone)].filter(Boolean).join(' · ') || '—',
                },
                { key: 'email', label: 'Greeter email', children: o.greeterEmail ?? '—' },
                { key: 'eta', label: 'Greeter ETA', children: o.greeterETA ?? '—' },
                { key: 'shift', label: 'Greeter shift time', children: o.greeterShiftTime ?? '—' },
                { key: 'meet', label: 'Meeting point', children: o.meetLocation ?? '—' },
                { key: 'sign', label: 'Sign instructions', children: o.signInstructions ?? '—' },
                last('Greeter info requested', o.lastGreeterRequestSent),
                last('Greeter contact sent', o.lastGreeterContactSent),
                ...(o.driverName || o.driverPhone || o.vehicleMakeModel || o.vehiclePlate
                  ? [
                      {
                        key: 'driver',
                        label: 'Driver',
                        children: [o.driverName, formatPhoneNumber(o.driverPhone)].filter(Boolean).join(' · ') || '—',
                      },
                      {
                        key: 'vehicle',
                        label: 'Vehicle',
                        children: [o.vehicleMakeModel, o.vehiclePlate].filter(Boolean).join(', ') || '—',
                      },
                    ]
                  : []),
                ...(o.lastDriverInfoRequested ? [last('Driver info requested', o.lastDriverInfoRequested)] : []),
                ...(o.lastDriverInfoSent ? [last('Driver info sent', o.lastDriverInfoSent)] : []),
              ]}
            />
          )}
        </section>
      )}

      <section aria-label="Travel Advisor & Commercials">
        <h3 style={{ fontSize: 15, margin: '0 0 6px' }}>Travel Advisor &amp; Commercials</h3>
        {editing ? (
          <Flex wrap gap={12}>
            {text('advisorName', 'Advisor name')}
            {text('advisorAgency', 'Advisor agency')}
            {text('advisorEmail', 'Advisor email')}
            {phone('advisorPhone', 'Advisor phone')}
            <Flex vertical gap={2} style={{ minWidth: 140 }}>
              <label htmlFor="ops-advisorCommission">Commission</label>
              <InputNumber
                id="ops-advisorCommission"
                min={0}
                max={draft.advisorCommissionType === 'percent' ? 100 : undefined}
                step={0.01}
                value={draft.advisorCommission}
                onChange={(v) => set('advisorCommission', optionalAmount(v))}
                status={errors.advisorCommission ? 'error' : undefined}
                aria-describedby={errors.advisorCommission ? 'ops-advisorCommission-error' : undefined}
              />
              {errors.advisorCommission && (
                <Typography.Text id="ops-advisorCommission-error" type="danger">
                  {errors.advisorCommission[0]}
                </Typography.Text>
              )}
            </Flex>
            <Flex vertical gap={2} style={{ minWidth: 160 }}>
              <label htmlFor="ops-advisorCommissionType">Commission type</label>
              <Select
                id="ops-advisorCommissionType"
                allowClear
                value={draft.advisorCommissionType ?? undefined}
                onChange={(v: CommissionType | undefined) => set('advisorCommissionType', v ?? null)}
                options={COMMISSION_TYPES.map((t) => ({ value: t, label: COMMISSION_TYPE_LABELS[t] }))}
              />
            </Flex>
            <Flex vertical gap={2} style={{ minWidth: 160 }}>
              <label htmlFor="ops-internalMargin">Internal margin (USD)</label>
              <InputNumber
                id="ops-internalMargin"
                step={0.01}
                placeholder={
                  o.computedMargin === null ? 'No supplier cost yet' : `Computed: ${o.computedMargin.toFixed(2)}`
                }
                value={draft.internalMargin}
                onChange={(v) =>
                  set(
                    'internalMargin',
                    v === null || v === undefined || Number.isNaN(Number(v)) ? null : Math.round(Number(v) * 100) / 100,
                  )
                }
              />
            </Flex>
            <Flex vertical gap={2} style={{ minWidth: 180 }}>
              <label htmlFor="ops-paymentMethod">Payment method</label>
              <Select
                id="ops-paymentMethod"
                allowClear
                value={draft.paymentMethod ?? undefined}
                onChange={(v: PaymentMethod | undefined) => set('paymentMethod', v ?? null)}
                options={PAYMENT_METHODS.map((m) => ({ value: m, label: PAYMENT_METHOD_LABELS[m] }))}
              />
            </Flex>
            {area('paymentNotes', 'Payment notes')}
          </Flex>
        ) : (
          <Descriptions
            size="small"
            column={2}
            items={[
              {
                key: 'advisor',
                label: 'Travel advisor',
                children: [o.advisorName, o.advisorAgency].filter(Boolean).join(', ') || '—',
              },
              {
                key: 'advisorContact',
                label: 'Advisor contact',
                children: [o.advisorEmail, formatPhoneNumber(o.advisorPhone)].filter(Boolean).join(' · ') || '—',
              },
              { key: 'commission', label: 'Commission', children: commission },
              {
                key: 'margin',
                label: 'Internal margin',
                children: (
                  <span data-testid="internal-margin">
                    {o.internalMargin !== null
                      ? `${money(o.internalMargin)} (set by staff; computed ${money(o.computedMargin)})`
                      : o.computedMargin !== null
                        ? `${money(o.computedMargin)} (total less supplier cost and commission)`
                        : 'Known once the supplier cost is entered'}
                  </span>
                ),
              },
              {
                key: 'payment',
                label: 'Payment method',
                children: o.paymentMethod ? PAYMENT_METHOD_LABELS[o.paymentMethod] : '—',
              },
              {
                key: 'paymentNotes',
                label: 'Payment notes',
                children: <span style={{ whiteSpace: 'pre-line' }}>{o.paymentNotes ?? '—'}</span>,
              },
            ]}
          />
        )}
      </section>

      <section aria-label="Confirmation Notes">
        <h3 style={{ fontSize: 15, margin: '0 0 6px' }}>Confirmation Notes</h3>
        {editing ? (
          <Flex wrap gap={12}>
            {area('confirmationNotes', 'Confirmation notes (staff only)')}
            {area('confirmationCustomText', 'Custom text on the PDF confirmation')}
          </Flex>
        ) : (
          <Descriptions
            size="small"
            column={1}
            items={[
              {
                key: 'notes',
                label: 'Confirmation notes',
                children: <span style={{ whiteSpace: 'pre-line' }}>{o.confirmationNotes ?? '—'}</span>,
              },
              {
                key: 'custom',
                label: 'Custom text on the PDF',
                children: <span style={{ whiteSpace: 'pre-line' }}>{o.confirmationCustomText ?? '—'}</span>,
              },
            ]}
          />
        )}
      </section>

      <CommunicationCenter booking={booking} session={session} />
    </Flex>
  );
}

/**
 * The USD rates admins keep current (currency-rates.edit); a new rate applies to costs saved and to travellers'
 * estimates in their currency from then on.
 * Other staff see the rates their costs are converted with, read-only.
 */
function RateTable({ session }: { session: StaffSession }) {
  const { notification } = App.useApp();
  const can = useCan();
  const rates = useCurrencyRates();
  const save = useSaveCurrencyRate(session);
  const saving = (currency: string) => save.isPending && save.variables?.currency === currency;
  if (rates.isPending) return <Typography.Text type="secondary">Loading exchange rates...</Typography.Text>;
  if (rates.isError) return <Alert type="error" showIcon title="Could not load the exchange rates" />;
  if (!can('currency-rates.edit')) {
    return (
      <details style={{ marginTop: 8 }}>
        <summary>Exchange rates (USD per unit)</summary>
        <Descriptions
          size="small"
          column={4}
          style={{ marginTop: 8 }}
          items={rates.data.map((r) => ({ key: r.currency, label: r.currency, children: r.rateToUsd }))}
        />
        <Typography.Text type="secondary">An admin changes the exchange rates.</Typography.Text>
      </details>
    );
  }
  return (
    <details style={{ marginTop: 8 }}>
      <summary>Exchange rates (USD per unit)</summary>
      <Flex wrap gap={12} style={{ marginTop: 8 }}>
        {rates.data.map((r) => (
          <Flex key={r.currency} vertical gap={2} style={{ width: 140 }}>
            <label htmlFor={`rate-${r.currency}`}>{r.currency}</label>
            <InputNumber
              id={`rate-${r.currency}`}
              min={0.00000001}
              step={0.0001}
              disabled={r.currency === 'USD'}
              // Only the rate being saved waits, and it stays focusable: a Tab from it to the next rate saves it,
              // and disabling every rate then would take the focus from the one just reached.
              readOnly={saving(r.currency)}
              aria-busy={saving(r.currency) || undefined}
              defaultValue={r.rateToUsd}
              onBlur={(e) => {
                const value = Number(e.target.value);
                if (!Number.isFinite(value) || value <= 0 || value === r.rateToUsd) return;
                save.mutate(
                  { currency: r.currency, rateToUsd: value },
                  {
                    onSuccess: () =>
                      notification.success({
                        title: 'Rate saved',
                        description: `1 ${r.currency} = ${value} USD for costs saved and prices shown from now on.`,
                      }),
                    onError: (error) =>
                      notification.error({ title: 'Could not save the rate', description: errorMessage(error) }),
                  },
                );
              }}
            />
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {r.updatedBy}
            </Typography.Text>
          </Flex>
        ))}
      </Flex>
      <Button type="link" size="small" onClick={() => void rates.refetch()} style={{ paddingLeft: 0 }}>
        Refresh rates
      </Button>
    </details>
  );
}
