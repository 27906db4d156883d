import { useState } from 'react';
import { Alert, App, Button, Descriptions, Flex, Modal, Tag, Typography } from 'antd';
import { ApiRequestError } from '@vip/contracts/http';
import {
  PDF_RECIPIENT_REQUIRED_MESSAGE,
  defaultPdfEmailBody,
  defaultPdfSubject,
  type AdminBookingDetail,
  type StaffSession,
} from '@vip/contracts/schemas';
import { BOOKING_STATUS_FOR_ADMIN } from '@vip/contracts/vocabulary';
import { fetchPdf, latestPdfPath, useGeneratePdf, useSendPdf } from '../../communications/api';
import { MessageField, TextField } from '../../communications/form-bits';
import { errorMessage } from '../../ui/error-message';
import { DraftLanguageNote } from '../../ui/language-label';
import { GREEN_TAG } from '../../ui/tag-colors';

/**
 * What 'Confirmed' means, said where staff send it: the terms confirm a booking when its confirmation
 * e-mail is sent, and sending the PDF moves the booking to Confirmation Sent. A booking moved there by
 * hand without it shows the traveller Confirmed with nothing in their inbox: staff are told so.
 */
function ConfirmedMeaning({ booking }: { booking: AdminBookingDetail }) {
  if (booking.operations.pdfConfirmationSentToClient || booking.cancelledAt) return null;
  return BOOKING_STATUS_FOR_ADMIN[booking.adminStatus] === 'confirmed' ? (
    <Alert
      type="warning"
      showIcon
      style={{ marginBottom: 8 }}
      title="The traveller sees Confirmed, but no confirmation was e-mailed"
      description="Send the PDF confirmation: travellers are told a booking is confirmed when its confirmation e-mail is sent."
    />
  ) : (
    <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
      Sending the PDF confirmation moves this booking to Confirmation Sent: the traveller then sees Confirmed.
    </Typography.Paragraph>
  );
}

const when = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/**
 * Shows a PDF in a new tab. The tab is opened at the click (a tab opened after an await is blocked as a
 * pop-up) and pointed at the PDF once it has arrived; on failure it is closed again.
 */
async function openInNewTab(load: () => Promise<Blob>): Promise<void> {
  const tab = window.open('', '_blank');
  try {
    const url = URL.createObjectURL(await load());
    if (tab) tab.location.href = url;
    else window.open(url, '_blank');
    // The tab has loaded it well before then; the object URL need not live for the whole session.
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  } catch (error) {
    tab?.close();
    throw error;
  }
}

/** The confirmations tab: PDF Confirmation Management. */
export function ConfirmationsTab({ booking, session }: { booking: AdminBookingDetail; session: StaffSession }) {
  const { notification } = App.useApp();
  const o = booking.operations;
  const generate = useGeneratePdf(booking.id, session);
  const [sending, setSending] = useState(false);

  const onGenerate = () =>
    void openInNewTab(() => generate.mutateAsync()).catch((error: unknown) =>
      notification.error({ title: 'Could not generate the PDF confirmation', description: errorMessage(error) }),
    );
  const onView = () =>
    void openInNewTab(() => fetchPdf(latestPdfPath(booking.id))).catch((error: unknown) =>
      notification.error({ title: 'Could not open the PDF confirmation', description: errorMessage(error) }),
    );

  return (
    <section aria-label="PDF Confirmation Management">
      <h3 style={{ fontSize: 15, margin: '0 0 6px' }}>PDF Confirmation Management</h3>
      <ConfirmedMeaning booking={booking} />
      <Descriptions
        size="small"
        column={1}
        items={[
          {
            key: 'generated',
            label: 'PDF',
            children: o.pdfConfirmationGenerated ? (
              <Flex gap={6} align="center" wrap>
                <Tag style={GREEN_TAG}>Generated</Tag>
                {o.pdfConfirmationGeneratedAt && <span>on {when.format(new Date(o.pdfConfirmationGeneratedAt))}</span>}
              </Flex>
            ) : (
              <Tag>Not Generated</Tag>
            ),
          },
          {
            key: 'sent',
            label: 'Delivery',
            children: o.pdfConfirmationSentToClient ? (
              <Flex gap={6} align="center" wrap>
                <Tag style={GREEN_TAG}>Sent</Tag>
                <span>
                  {o.pdfConfirmationSentAt ? `on ${when.format(new Date(o.pdfConfirmationSentAt))}` : ''}
                  {o.pdfConfirmationSentTo ? ` to ${o.pdfConfirmationSentTo}` : ''}
                </span>
              </Flex>
            ) : (
              <Tag>Not Sent</Tag>
            ),
          },
        ]}
      />
      <Flex wrap gap={8} style={{ marginTop: 8 }}>
        <Button type="primary" loading={generate.isPending} onClick={onGenerate}>
          {o.pdfConfirmationGenerated ? 'Re-Generate PDF' : 'Generate PDF'}
        </Button>
        {o.pdfConfirmationGenerated && <Button onClick={onView}>View PDF</Button>}
        <Button onClick={() => setSending(true)}>Send PDF Confirmation</Button>
      </Flex>
      {!o.pdfConfirmationGenerated && (
        <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>
          Sending generates the PDF first if there is none yet.
        </Typography.Paragraph>
      )}
      <Modal
        open={sending}
        onCancel={() => setSending(false)}
        footer={null}
        destroyOnHidden
        title="Send PDF Confirmation"
        width={640}
      >
        <SendPdfForm booking={booking} session={session} onDone={() => setSending(false)} />
      </Modal>
    </section>
  );
}

function SendPdfForm({
  booking,
  session,
  onDone,
}: {
  booking: AdminBookingDetail;
  session: StaffSession;
  onDone: () => void;
}) {
  const { message, notification } = App.useApp();
  const send = useSendPdf(booking.id, session);
  const [recipientEmail, setRecipient] = useState(booking.contactEmail);
  const [ccEmail, setCc] = useState(booking.bookerEmail ?? '');
  // The traveller reads it: in the booking's language, as the PDF is.
  const [subject, setSubject] = useState(defaultPdfSubject(booking.referenceCode, booking.locale));
  const [emailBody, setBody] = useState(defaultPdfEmailBody(booking, booking.locale));

  const submit = () => {
    // The alert for a missing recipient.
    if (!recipientEmail.trim()) return void message.error(PDF_RECIPIENT_REQUIRED_MESSAGE);
    send.mutate(
      { recipientEmail, ccEmail, subject, emailBody },
      {
        onSuccess: (row) => {
          if (row.status === 'failed') {
            notification.error({
              title: 'Failed to send PDF confirmation',
              description: `${row.error ?? ''} Retry it from the Communication Center.`.trim(),
            });
            return;
          }
          notification.success({
            title: row.transport === 'dev-outbox' ? 'PDF confirmation kept in the dev outbox' : 'PDF confirmation sent',
            description:
              row.transport === 'dev-outbox'
                ? 'No mail server is configured: it is listed in the Communication Center, not delivered.'
                : `Sent to ${row.to.join(', ')}.`,
          });
          onDone();
        },
        // A server's refusal is a failure to send; no answer at all is an error sending.
        onError: (error) =>
          error instanceof ApiRequestError
            ? notification.error({ title: 'Failed to send PDF confirmation', description: error.userMessage })
            : notification.error({
                title: 'Error sending PDF confirmation',
                description: 'The server could not be reached. Check the connection and try again.',
              }),
      },
    );
  };

  return (
    <Flex vertical gap={12}>
      <TextField
        id="pdf-recipient"
        label="Recipient email"
        type="email"
        value={recipientEmail}
        onChange={setRecipient}
        required
      />
      <TextField
        id="pdf-cc"
        label="CC email"
        type="email"
        value={ccEmail}
        onChange={setCc}
        placeholder="Optional; the support mailbox is always copied"
      />
      <TextField id="pdf-subject" label="Subject" value={subject} onChange={setSubject} />
      <MessageField id="pdf-body" label="Email body" value={emailBody} onChange={setBody} />
      <DraftLanguageNote locale={booking.locale} />
      <Flex justify="end" gap={8}>
        <Button onClick={onDone}>Cancel</Button>
        <Button type="primary" loading={send.isPending} onClick={submit}>
          Send PDF
        </Button>
      </Flex>
    </Flex>
  );
}
