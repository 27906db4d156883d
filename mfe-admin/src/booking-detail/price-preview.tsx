import { useEffect, useState } from 'react';
import { Alert, Descriptions, Spin, Typography } from 'antd';
import { formatUsd } from '@vip/contracts/money';
import {
  type AdminBookingDetail,
  type AdminPricePreviewRequest,
  type PriceBreakdown,
  type StaffSession,
} from '@vip/contracts/schemas';
import { STAFF_LEVEL_LABELS } from '@vip/contracts/vocabulary';
import { errorMessage } from '../ui/error-message';
import { usePricePreview } from './api';

/** The pending change, settled for this long before it is priced (typing 1, 2, 3 adults asks once). */
const SETTLE_MS = 400;

function useSettled<T>(value: T): T {
  const [settled, setSettled] = useState(value);
  const key = JSON.stringify(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), SETTLE_MS);
    return () => clearTimeout(timer);
    // Keyed by content: a new object with the same fields is no change.
  }, [key]);
  return settled;
}

const PARTS: Array<[keyof PriceBreakdown, string]> = [
  ['basePrice', 'Base price'],
  ['adultFeeTotal', 'Extra adults'],
  ['childFeeTotal', 'Extra children'],
  ['additionalGreeterFee', 'Additional greeters'],
  ['afterHoursFee', 'After-hours fee'],
  ['lastMinuteFee', 'Last-minute fee'],
  ['porterCost', 'Porter'],
  ['discount', 'Discount'],
];

/**
 * In edit mode, once the service, travellers, porter or flight time changed: the old and the new total as
 * svc-catalog prices them (nothing saved yet), the parts that moved, and the invoice the new total would no
 * longer match.
 */
export function PricePreview({
  booking,
  change,
  session,
}: {
  booking: AdminBookingDetail;
  change: AdminPricePreviewRequest | null;
  session: StaffSession;
}) {
  const settled = useSettled(change);
  const preview = usePricePreview(booking.id, settled, session);
  if (change === null) return null;
  const pending = settled !== change && JSON.stringify(settled) !== JSON.stringify(change);
  return (
    <section aria-label="Price after this edit" aria-live="polite" style={{ marginTop: 12 }}>
      {(pending || preview.isFetching) && <Spin size="small" aria-label="Pricing the change" />}
      {preview.isError && !pending && (
        <Alert type="error" showIcon title="This change cannot be priced" description={errorMessage(preview.error)} />
      )}
      {preview.data && !pending && (
        <>
          <Typography.Paragraph strong style={{ marginBottom: 4 }} data-testid="price-preview-total">
            Total: {formatUsd(preview.data.current.totalPrice)} → {formatUsd(preview.data.proposed.totalPrice)}
          </Typography.Paragraph>
          {preview.data.service.id !== booking.service?.id && (
            <Typography.Paragraph style={{ marginBottom: 4 }}>
              Service: {preview.data.service.name} ({STAFF_LEVEL_LABELS[preview.data.service.serviceLevel]})
            </Typography.Paragraph>
          )}
          <Descriptions
            size="small"
            column={2}
            items={PARTS.filter(([key]) => preview.data!.current[key] !== preview.data!.proposed[key]).map(
              ([key, label]) => ({
                key,
                label,
                children: `${formatUsd(preview.data!.current[key])} → ${formatUsd(preview.data!.proposed[key])}`,
              }),
            )}
          />
          {preview.data.invoice && (
            <Alert
              type="warning"
              showIcon
              title={`The invoice (${preview.data.invoice.status}) was made for ${formatUsd(preview.data.invoice.amount)}`}
              description="It keeps that amount after you save: cancel it and generate a new one for the new total from the Invoice tab."
            />
          )}
        </>
      )}
    </section>
  );
}
