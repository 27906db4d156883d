import { App } from 'antd';
import type { AdminBookingDetail, CommunicationCreateInput, StaffSession } from '@vip/contracts/schemas';
import { errorMessage } from '../ui/error-message';
import { useSendCommunication } from './api';
import { reportSend } from './send-feedback';

/** A dialog's send: the outcome told as a notification; the dialog closes once svc-ops has logged the message(s). */
export function useDialogSend(booking: AdminBookingDetail, session: StaffSession, onDone: () => void) {
  const { notification } = App.useApp();
  const mutation = useSendCommunication(booking.id, session);
  const send = (what: string, body: CommunicationCreateInput) =>
    mutation.mutate(body, {
      onSuccess: ({ communications }) => {
        reportSend(notification, what, communications);
        onDone();
      },
      onError: (error) => notification.error({ title: `${what}: not sent`, description: errorMessage(error) }),
    });
  return { send, pending: mutation.isPending };
}
