import { Modal, Typography } from 'antd';
import type { AdminBookingDetail, StaffSession } from '@vip/contracts';

export interface SupplierEmailDialogProps {
  booking: AdminBookingDetail;
  session: StaffSession;
  open: boolean;
  onClose: () => void;
  /** The supplier the e-mail goes to (prefills To). */
  supplier: { name: string; email: string | null };
}

/** Send Email to Supplier (spec §2 dialogs): To, Subject and Message required; copied to the support mailbox. */
export function SupplierEmailDialog({ open, onClose, supplier }: SupplierEmailDialogProps) {
  return (
    <Modal open={open} onCancel={onClose} footer={null} title="Send Email to Supplier">
      <Typography.Paragraph type="secondary">E-mail to {supplier.name} is being built (issue 7).</Typography.Paragraph>
    </Modal>
  );
}
