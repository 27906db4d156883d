import { useState } from 'react';
import { Button, Divider, Flex, Typography } from 'antd';
import { driverSmsDraft, formatPhoneNumber, type AdminBookingDetail, type ContactRole } from '@vip/contracts/schemas';
import { DraftLanguageNote } from '../ui/language-label';
import { tripLines } from './contacts';
import { filled, MessageField, TextField } from './form-bits';
import { messageDialog, type MessageFormProps } from './message-dialog';
import { availableRoles, RecipientPicker } from './recipient-picker';
import { postscriptWanted, SmsField } from './sms-field';
import { useDialogSend } from './use-dialog-send';

function driverLines(b: AdminBookingDetail): string[] {
  const o = b.operations;
  return [
    `Driver: ${o.driverName ?? ''}`,
    `Driver phone: ${formatPhoneNumber(o.driverPhone) ?? ''}`,
    ...(o.vehicleMakeModel || o.vehicleColor
      ? [`Vehicle: ${[o.vehicleMakeModel, o.vehicleColor].filter(Boolean).join(', ')}`]
      : []),
    ...(o.vehiclePlate ? [`License plate: ${o.vehiclePlate}`] : []),
  ];
}

function DriverInfoForm({ booking, session, onDone }: MessageFormProps) {
  const { send, pending } = useDialogSend(booking, session, onDone);
  const o = booking.operations;
  const [emailTo, setEmailTo] = useState<ContactRole[]>(availableRoles(booking, 'email'));
  const [subject, setSubject] = useState(`Your Chauffeur Details - ${booking.referenceCode}`);
  const [message, setMessage] = useState(
    [
      `Dear ${booking.contactName},`,
      '',
      'Here are the details of your driver:',
      '',
      ...driverLines(booking),
      '',
      ...tripLines(booking),
    ].join('\n'),
  );
  const [smsTo, setSmsTo] = useState<ContactRole[]>(availableRoles(booking, 'phone'));
  // The traveller reads it: in the booking's language.
  const [sms, setSms] = useState(
    driverSmsDraft(
      {
        referenceCode: booking.referenceCode,
        name: o.driverName ?? '',
        phone: formatPhoneNumber(o.driverPhone) ?? '',
        vehicle: [o.vehicleMakeModel, o.vehiclePlate].filter(Boolean).join(' ') || null,
      },
      booking.locale,
    ).slice(0, 300),
  );
  const [postscriptTicked, setPostscriptTicked] = useState(false);
  // The chauffeur e-mail needs a message and a recipient; the meet-and-greet one a subject too.
  const emailReady = filled(message) && emailTo.length > 0 && (booking.isChauffeur || filled(subject));
  return (
    <Flex vertical gap={12}>
      <h4 style={{ margin: 0 }}>Email</h4>
      <RecipientPicker booking={booking} kind="email" value={emailTo} onChange={setEmailTo} label="Email to" />
      <TextField
        id="driver-info-subject"
        label="Subject"
        value={subject}
        onChange={setSubject}
        required={!booking.isChauffeur}
      />
      <MessageField id="driver-info-message" value={message} onChange={setMessage} required rows={6} />
      <Flex justify="end" gap={8}>
        {!booking.isChauffeur && <Button onClick={onDone}>Cancel</Button>}
        <Button
          type="primary"
          disabled={!emailReady}
          loading={pending}
          onClick={() =>
            send('Driver information e-mail', {
              purpose: 'driver_info',
              email: { recipients: emailTo, subject: subject.trim() || undefined, message },
            })
          }
        >
          Send Email
        </Button>
      </Flex>
      {booking.isChauffeur && (
        <>
          <Divider style={{ margin: '4px 0' }} />
          <h4 style={{ margin: 0 }}>Text message</h4>
          <RecipientPicker booking={booking} kind="phone" value={smsTo} onChange={setSmsTo} label="Text to" />
          <SmsField
            id="driver-info-sms"
            value={sms}
            onChange={setSms}
            postscript={{ offeredChecked: postscriptTicked, onOfferedChange: setPostscriptTicked }}
            locale={booking.locale}
          />
          <DraftLanguageNote locale={booking.locale} />
          <Flex justify="end" gap={8}>
            <Button onClick={onDone}>Close</Button>
            <Button
              type="primary"
              disabled={!filled(sms) || smsTo.length === 0}
              loading={pending}
              onClick={() =>
                send('Driver information text', {
                  purpose: 'driver_info',
                  sms: {
                    recipients: smsTo,
                    message: sms,
                    addPostscript: postscriptWanted(sms.trim(), postscriptTicked, booking.locale),
                  },
                })
              }
            >
              Send Text
            </Button>
          </Flex>
        </>
      )}
    </Flex>
  );
}

/** Send Chauffeur/Driver Information: e-mail, plus a text for chauffeur bookings. */
export const DriverInfoDialog = messageDialog('Send Chauffeur/Driver Information', 680, DriverInfoForm);

function DriverRequestForm({ booking, session, onDone }: MessageFormProps) {
  const { send, pending } = useDialogSend(booking, session, onDone);
  const o = booking.operations;
  const [to, setTo] = useState(o.assignedSupplierEmail ?? '');
  const [subject, setSubject] = useState(`Driver Information Request - ${booking.referenceCode}`);
  const [message, setMessage] = useState(
    [
      `Dear ${o.assignedSupplierName ?? 'partner'},`,
      '',
      'Please send us the name and mobile number of the driver, the vehicle and its license plate for:',
      '',
      ...tripLines(booking),
      '',
      'Thank you.',
    ].join('\n'),
  );
  const ready =
    filled(subject) && filled(message) && (booking.isChauffeur ? filled(to) : Boolean(o.assignedSupplierEmail));
  return (
    <Flex vertical gap={12}>
      {booking.isChauffeur ? (
        <TextField id="driver-request-to" label="To" type="email" value={to} onChange={setTo} required />
      ) : (
        <Typography.Text>
          To: {o.assignedSupplierName}{' '}
          {o.assignedSupplierEmail ? `(${o.assignedSupplierEmail})` : '— no e-mail address on file'}
        </Typography.Text>
      )}
      <TextField id="driver-request-subject" label="Subject" value={subject} onChange={setSubject} required />
      <MessageField id="driver-request-message" value={message} onChange={setMessage} required />
      <Flex justify="end" gap={8}>
        <Button onClick={onDone}>Cancel</Button>
        <Button
          type="primary"
          disabled={!ready}
          loading={pending}
          onClick={() =>
            send('Driver information request', {
              purpose: 'driver_request',
              email: { ...(booking.isChauffeur ? { to } : {}), subject, message },
            })
          }
        >
          Send Request
        </Button>
      </Flex>
    </Flex>
  );
}

/** Request Driver Information: to the supplier; chauffeur bookings name the To. */
export const DriverRequestDialog = messageDialog('Request Driver Information', 640, DriverRequestForm);
