import { useState } from 'react';
import { Button, Divider, Flex, Typography } from 'antd';
import { formatPhoneNumber, greeterSmsDraft, type AdminBookingDetail, type ContactRole } from '@vip/contracts/schemas';
import { DraftLanguageNote } from '../ui/language-label';
import { tripLines } from './contacts';
import { filled, MessageField, TextField } from './form-bits';
import { messageDialog, type MessageFormProps } from './message-dialog';
import { availableRoles, RecipientPicker } from './recipient-picker';
import { SmsField } from './sms-field';
import { useDialogSend } from './use-dialog-send';

function greeterLines(b: AdminBookingDetail): string[] {
  const o = b.operations;
  return [
    `Greeter: ${o.greeterName ?? ''}`,
    `Greeter phone: ${formatPhoneNumber(o.greeterPhone) ?? ''}`,
    ...(o.meetLocation ? [`Meeting point: ${o.meetLocation}`] : []),
    ...(o.greeterETA ? [`Greeter arrives: ${o.greeterETA}`] : []),
    ...(o.signInstructions ? [`Sign: ${o.signInstructions}`] : []),
  ];
}

function GreeterContactForm({ booking, session, onDone }: MessageFormProps) {
  const { send, pending } = useDialogSend(booking, session, onDone);
  const [recipients, setRecipients] = useState<ContactRole[]>(availableRoles(booking, 'email'));
  const [subject, setSubject] = useState(`Your Greeter Contact Information - ${booking.referenceCode}`);
  const [message, setMessage] = useState(
    [
      `Dear ${booking.contactName},`,
      '',
      'Here is how to reach your greeter:',
      '',
      ...greeterLines(booking),
      '',
      ...tripLines(booking),
    ].join('\n'),
  );
  const ready = filled(subject) && filled(message) && recipients.length > 0;
  return (
    <Flex vertical gap={12}>
      <RecipientPicker booking={booking} kind="email" value={recipients} onChange={setRecipients} label="Send to" />
      <TextField id="greeter-contact-subject" label="Subject" value={subject} onChange={setSubject} required />
      <MessageField id="greeter-contact-message" value={message} onChange={setMessage} required />
      <Flex justify="end" gap={8}>
        <Button onClick={onDone}>Cancel</Button>
        <Button
          type="primary"
          disabled={!ready}
          loading={pending}
          onClick={() =>
            send('Greeter contact information', { purpose: 'greeter_contact', email: { recipients, subject, message } })
          }
        >
          Send Email
        </Button>
      </Flex>
    </Flex>
  );
}

/** Send Greeter Contact Information: e-mail to the traveller and/or booker (subject, message and a recipient). */
export const GreeterContactDialog = messageDialog('Send Greeter Contact Information', 640, GreeterContactForm);

function GreeterRequestForm({ booking, session, onDone }: MessageFormProps) {
  const { send, pending } = useDialogSend(booking, session, onDone);
  const o = booking.operations;
  const [subject, setSubject] = useState(`Greeter Information Request - ${booking.referenceCode}`);
  const [message, setMessage] = useState(
    [
      `Dear ${o.assignedSupplierName ?? 'partner'},`,
      '',
      'Please send us the name and mobile number of the greeter for this booking, the meeting point and when the greeter will be there:',
      '',
      ...tripLines(booking),
      '',
      'Thank you.',
    ].join('\n'),
  );
  return (
    <Flex vertical gap={12}>
      <Typography.Text>
        To: {o.assignedSupplierName}{' '}
        {o.assignedSupplierEmail ? `(${o.assignedSupplierEmail})` : '— no e-mail address on file'}
      </Typography.Text>
      <TextField id="greeter-request-subject" label="Subject" value={subject} onChange={setSubject} required />
      <MessageField id="greeter-request-message" value={message} onChange={setMessage} required />
      <Flex justify="end" gap={8}>
        <Button onClick={onDone}>Cancel</Button>
        <Button
          type="primary"
          disabled={!filled(subject) || !filled(message) || !o.assignedSupplierEmail}
          loading={pending}
          onClick={() =>
            send('Greeter information request', { purpose: 'greeter_request', email: { subject, message } })
          }
        >
          Send Request
        </Button>
      </Flex>
    </Flex>
  );
}

/** Request Greeter Information: e-mail to the assigned supplier, copied to support (subject and message required). */
export const GreeterRequestDialog = messageDialog('Request Greeter Information', 640, GreeterRequestForm);

function GreeterInfoForm({ booking, session, onDone }: MessageFormProps) {
  const { send, pending } = useDialogSend(booking, session, onDone);
  const o = booking.operations;
  const [emailTo, setEmailTo] = useState<ContactRole[]>(availableRoles(booking, 'email'));
  const [subject, setSubject] = useState(`Your Greeter Information - ${booking.referenceCode}`);
  const [message, setMessage] = useState(
    [`Dear ${booking.contactName},`, '', ...greeterLines(booking), '', ...tripLines(booking)].join('\n'),
  );
  const [smsTo, setSmsTo] = useState<ContactRole[]>(availableRoles(booking, 'phone'));
  // The traveller reads it: in the booking's language.
  const [sms, setSms] = useState(
    greeterSmsDraft(
      {
        referenceCode: booking.referenceCode,
        name: o.greeterName ?? '',
        phone: formatPhoneNumber(o.greeterPhone) ?? '',
        meetLocation: o.meetLocation || null,
      },
      booking.locale,
    ).slice(0, 300),
  );
  return (
    <Flex vertical gap={12}>
      <h4 style={{ margin: 0 }}>Email</h4>
      <RecipientPicker booking={booking} kind="email" value={emailTo} onChange={setEmailTo} label="Email to" />
      <TextField id="greeter-info-subject" label="Subject" value={subject} onChange={setSubject} required />
      <MessageField id="greeter-info-message" value={message} onChange={setMessage} required rows={6} />
      <Flex justify="end">
        <Button
          type="primary"
          disabled={!filled(subject) || !filled(message) || emailTo.length === 0}
          loading={pending}
          onClick={() =>
            send('Greeter information e-mail', {
              purpose: 'greeter_info',
              email: { recipients: emailTo, subject, message },
            })
          }
        >
          Send Email
        </Button>
      </Flex>
      <Divider style={{ margin: '4px 0' }} />
      <h4 style={{ margin: 0 }}>Text message</h4>
      <RecipientPicker booking={booking} kind="phone" value={smsTo} onChange={setSmsTo} label="Text to" />
      <SmsField id="greeter-info-sms" value={sms} onChange={setSms} />
      <DraftLanguageNote locale={booking.locale} />
      <Flex justify="end" gap={8}>
        <Button onClick={onDone}>Close</Button>
        <Button
          type="primary"
          disabled={!filled(sms) || smsTo.length === 0}
          loading={pending}
          onClick={() =>
            send('Greeter information text', { purpose: 'greeter_info', sms: { recipients: smsTo, message: sms } })
          }
        >
          Send Text
        </Button>
      </Flex>
    </Flex>
  );
}

/** Send Greeter Information by e-mail and text to the traveller and/or booker. */
export const GreeterInfoDialog = messageDialog('Send Greeter Information', 680, GreeterInfoForm);
