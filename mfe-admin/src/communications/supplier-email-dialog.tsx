import { useState } from 'react';
import { App, Button, Flex } from 'antd';
import { errorMessage } from '../ui/error-message';
import { useSendCommunication } from './api';
import { tripLines } from './contacts';
import { filled, MessageField, TextField } from './form-bits';
import { messageDialog, type MessageFormProps } from './message-dialog';
import { reportSend } from './send-feedback';

/** The supplier the e-mail goes to (prefills To). */
interface SupplierProps {
  supplier: { name: string; email: string | null };
}

function SupplierEmailForm({ booking, session, supplier, onDone }: MessageFormProps & SupplierProps) {
  const { notification } = App.useApp();
  const send = useSendCommunication(booking.id, session);
  const [to, setTo] = useState(supplier.email ?? '');
  const [cc, setCc] = useState('');
  const [subject, setSubject] = useState(`Booking Request - ${booking.referenceCode}`);
  const [message, setMessage] = useState(
    [
      `Dear ${supplier.name},`,
      '',
      'Please confirm availability for the following service:',
      '',
      ...tripLines(booking),
      '',
      'Thank you.',
    ].join('\n'),
  );
  const [messageError, setMessageError] = useState<string>();

  const submit = () => {
    if (!filled(message)) return setMessageError('Message is required');
    setMessageError(undefined);
    send.mutate(
      { purpose: 'supplier_email', supplierName: supplier.name, email: { to, cc, subject, message } },
      {
        onSuccess: ({ communications }) => {
          reportSend(notification, `E-mail to ${supplier.name}`, communications);
          onDone();
        },
        onError: (error) =>
          notification.error({ title: 'Could not send the e-mail', description: errorMessage(error) }),
      },
    );
  };

  return (
    <Flex vertical gap={12}>
      <TextField id="supplier-email-to" label="To" type="email" value={to} onChange={setTo} required />
      <TextField
        id="supplier-email-cc"
        label="CC"
        type="email"
        value={cc}
        onChange={setCc}
        placeholder="Optional; the support mailbox is always copied"
      />
      <TextField id="supplier-email-subject" label="Subject" value={subject} onChange={setSubject} required />
      <MessageField id="supplier-email-message" value={message} onChange={setMessage} required error={messageError} />
      <Flex justify="end" gap={8}>
        <Button onClick={onDone}>Cancel</Button>
        {/* Send is disabled without To and Subject; Message is checked on send. */}
        <Button type="primary" disabled={!filled(to) || !filled(subject)} loading={send.isPending} onClick={submit}>
          Send Email
        </Button>
      </Flex>
    </Flex>
  );
}

/** Send Email to Supplier: To, Subject and Message required; copied to the support mailbox. */
export const SupplierEmailDialog = messageDialog<SupplierProps>('Send Email to Supplier', 640, SupplierEmailForm);
