import { Alert, Typography } from 'antd';
import { formatUsd } from '@vip/contracts/money';
import { CANCELLATION_INVOICE_TEXTS, type CaseCancellation } from '@vip/contracts/schemas';
import { when } from '../booking-detail/when';
import { CANCELLATION_SUMMARY_ID, NotifyList } from './cancel-booking-dialog';

/** The modal's banner for a cancelled booking: when, by whom, why, the charge, the invoice, who to tell. */
export function CancellationSummary({ cancellation }: { cancellation: CaseCancellation }) {
  const c = cancellation;
  return (
    <div id={CANCELLATION_SUMMARY_ID} tabIndex={-1}>
      <Alert
        type="error"
        showIcon
        title={`Cancelled on ${when.format(new Date(c.cancelledAt))} by ${c.cancelledBy}`}
        description={
          <>
            <Typography.Paragraph style={{ marginBottom: 4 }}>Reason: {c.reason}</Typography.Paragraph>
            <Typography.Paragraph style={{ marginBottom: 4 }}>
              Cancellation charge: {formatUsd(c.charge)} ({c.chargePercent}%, {c.hoursBeforeService} hours before the
              service)
            </Typography.Paragraph>
            <Typography.Paragraph style={{ marginBottom: 4 }}>
              {CANCELLATION_INVOICE_TEXTS[c.invoiceOutcome]}
            </Typography.Paragraph>
            {c.notify.length > 0 && (
              <>
                <Typography.Paragraph style={{ marginBottom: 0 }}>
                  Tell them through the Communication Center:
                </Typography.Paragraph>
                <NotifyList parties={c.notify} />
              </>
            )}
          </>
        }
      />
    </div>
  );
}
