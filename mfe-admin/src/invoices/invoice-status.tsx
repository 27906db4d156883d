import { Tag } from 'antd';
import { TAG_TONES } from '@vip/ui';

export interface InvoiceStatusView {
  label: string;
  tone: keyof typeof TAG_TONES;
}

/**
 * Every status Square reports, and the spec's lower-case 'sent', 'unpaid', 'overdue' and 'canceled'
 * (and 'completed'), as a label and a colour; an unknown status is shown as it came.
 */
const VIEWS: Record<string, InvoiceStatusView> = {
  DRAFT: { label: 'Draft', tone: 'grey' },
  // Published (Square), or marked as sent (manual): the client has it and the payment is awaited.
  UNPAID: { label: 'Sent', tone: 'blue' },
  SENT: { label: 'Sent', tone: 'blue' },
  SCHEDULED: { label: 'Scheduled', tone: 'cyan' },
  PARTIALLY_PAID: { label: 'Partially paid', tone: 'gold' },
  PAYMENT_PENDING: { label: 'Payment pending', tone: 'orange' },
  PAID: { label: 'Paid', tone: 'green' },
  COMPLETED: { label: 'Completed', tone: 'green' },
  PARTIALLY_REFUNDED: { label: 'Partially refunded', tone: 'purple' },
  REFUNDED: { label: 'Refunded', tone: 'purple' },
  CANCELED: { label: 'Canceled', tone: 'grey' },
  CANCELLED: { label: 'Canceled', tone: 'grey' },
  FAILED: { label: 'Failed', tone: 'red' },
  OVERDUE: { label: 'Overdue', tone: 'red' },
};

export function invoiceStatusView(status: string): InvoiceStatusView {
  return VIEWS[status.trim().toUpperCase()] ?? { label: status, tone: 'grey' };
}

/** Still awaiting money after its due date (Square has no overdue status of its own). */
export function isOverdue(status: string, dueDate: string | null, today: string): boolean {
  return (
    ['UNPAID', 'SENT', 'PARTIALLY_PAID', 'SCHEDULED'].includes(status.trim().toUpperCase()) &&
    dueDate !== null &&
    dueDate < today
  );
}

/** The status as staff read it: past its due date with the money still awaited, it is Overdue. */
export function InvoiceStatusTag({
  status,
  dueDate = null,
  today = new Date().toISOString().slice(0, 10),
}: {
  status: string;
  dueDate?: string | null;
  today?: string;
}) {
  const view = isOverdue(status, dueDate, today) ? VIEWS.OVERDUE! : invoiceStatusView(status);
  return (
    <Tag style={TAG_TONES[view.tone]} data-testid="invoice-status">
      {view.label}
    </Tag>
  );
}
