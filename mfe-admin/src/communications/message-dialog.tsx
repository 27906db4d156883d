import type { ComponentType } from 'react';
import { Modal } from 'antd';
import type { AdminBookingDetail, StaffSession } from '@vip/contracts/schemas';

export interface DialogProps {
  booking: AdminBookingDetail;
  session: StaffSession;
  open: boolean;
  onClose: () => void;
}

/** What a dialog's form is given: `onDone` closes the dialog (sent, Cancel or Close). */
export interface MessageFormProps {
  booking: AdminBookingDetail;
  session: StaffSession;
  onDone: () => void;
}

/**
 * A communication dialog around its form. The form is made afresh each time the dialog opens, so its drafts are
 * written from the booking as it is then.
 */
export function messageDialog<Extra extends object = Record<never, never>>(
  title: string,
  width: number,
  Form: ComponentType<MessageFormProps & Extra>,
): ComponentType<DialogProps & Extra> {
  function MessageDialog({ open, onClose, ...form }: DialogProps & Extra) {
    return (
      <Modal open={open} onCancel={onClose} footer={null} destroyOnHidden title={title} width={width}>
        <Form {...(form as unknown as MessageFormProps & Extra)} onDone={onClose} />
      </Modal>
    );
  }
  MessageDialog.displayName = `MessageDialog(${title})`;
  return MessageDialog;
}
