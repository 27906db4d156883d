/**
 * @jest-environment node
 */
// Consumer contract of the Communication Center, its dialogs and the confirmations tab with svc-ops: every
// call they make, through the same fetchers their hooks use (communications/api.ts), and the parts of the
// answers they rely on. The session cookie and CSRF token are handled as in ops.pact.spec.ts: svc-ops'
// verification signs in for 'a staff member is signed in', adds the cookie and puts the session's token
// where this test sends CSRF_TOKEN.
//
// svc-ops verifies without a mail server or SMS provider configured, so its messages go to the dev outbox
// and are 'sent'; the transport is matched by kind. It renders the PDFs with Chromium (the generate-pdf and
// pdf interactions): the example PDF here is matched by its content type, not its bytes.
import { join } from 'node:path';
import { MatchersV3, PactV4 } from '@pact-foundation/pact';
import { ApiRequestError } from '@vip/contracts/http';
import {
  COMMUNICATION_PURPOSES,
  COMMUNICATION_TRANSPORTS,
  GREETER_REQUIRED_MESSAGE,
  PDF_RECIPIENT_REQUIRED_MESSAGE,
  SMS_DRIVER_POSTSCRIPT,
  VENDOR_REQUIRED_MESSAGE,
  type CommunicationCreateInput,
} from '@vip/contracts/schemas';
import { assertPactCommitted, pactOutput } from '@vip/platform/testing';
import {
  fetchCommunications,
  fetchPdf,
  generatePdf,
  latestPdfPath,
  retryCommunication,
  sendCommunication,
  sendPdfConfirmation,
} from '../communications/api';
import { CASE_ID, CSRF_TOKEN, INSTANT, oneOf, requestId, unsafeHeaders } from './pact-bodies';

const { boolean, eachLike, fromProviderState, integer, like, regex } = MatchersV3;

const output = pactOutput('mfe-admin-communications', 'svc-ops');
const pact = new PactV4({
  consumer: 'mfe-admin-communications',
  provider: 'svc-ops',
  dir: output.dir,
  logLevel: 'warn',
});

const SIGNED_IN = 'a staff member is signed in';
const MESSAGE_ID = '7c9e6679-7425-40de-944b-e07fc1f90ae7';
const EXAMPLE_PDF = join(__dirname, 'fixtures', 'confirmation.pdf');
const path = (suffix: string) =>
  fromProviderState(`/api/admin/bookings/\${id}${suffix}`, `/api/admin/bookings/${CASE_ID}${suffix}`);
const refusal = (code: string, message: unknown) => ({ error: { code, message, requestId } });

/** One logged message as the Communication Center lists it. */
function message(fields: {
  channel: 'email' | 'sms';
  purpose: string;
  to: string;
  cc?: string[];
  subject: string | null;
  status?: string;
  attachmentName?: unknown;
}) {
  return {
    id: like(MESSAGE_ID),
    channel: fields.channel,
    purpose: fields.purpose,
    to: eachLike(fields.to),
    cc: fields.cc ? eachLike(fields.cc[0]) : [],
    subject: fields.subject === null ? null : like(fields.subject),
    body: like('Please confirm availability.'),
    attachmentName: fields.attachmentName ?? null,
    transport: regex(oneOf(COMMUNICATION_TRANSPORTS), 'smtp'),
    status: fields.status ?? 'sent',
    error: null,
    attempts: integer(1),
    retryable: false,
    createdBy: like('Ops Lead'),
    createdAt: regex(INSTANT, '2030-06-02T10:00:00.000Z'),
    sentAt: regex(INSTANT, '2030-06-02T10:00:01.000Z'),
  };
}

describe('mfe-admin (communications and PDF confirmations) → svc-ops', () => {
  afterAll(() => assertPactCommitted(output));

  describe('Communication Center', () => {
    it('lists the messages of a booking, newest first, each with its status', async () => {
      await pact
        .addInteraction()
        .given(SIGNED_IN)
        .given('a booking has an e-mail to its supplier that failed to send')
        .uponReceiving('a request for the messages of a booking')
        .withRequest('GET', path('/communications'))
        .willRespondWith(200, (b) =>
          b.jsonBody(
            eachLike({
              ...message({
                channel: 'email',
                purpose: 'greeter_request',
                to: 'ops@romavip.example',
                cc: ['concierge@vipairportservices.com'],
                subject: 'Greeter Information Request',
              }),
              purpose: regex(oneOf(COMMUNICATION_PURPOSES), 'greeter_request'),
              status: regex(/^(queued|sent|failed)$/, 'failed'),
              error: like('SMTP EENVELOPE 550: Mailbox unavailable'),
              retryable: boolean(true),
              sentAt: null,
            }),
          ),
        )
        .executeTest(async (server) => {
          const list = await fetchCommunications(CASE_ID, server.url);
          expect(list[0]).toMatchObject({ status: 'failed', retryable: true });
        });
    });

    it('retries a failed message and gets it back sent', async () => {
      await pact
        .addInteraction()
        .given(SIGNED_IN)
        .given('a booking has an e-mail to its supplier that failed to send')
        .uponReceiving('a retry of a failed message with the CSRF token')
        .withRequest(
          'POST',
          fromProviderState(
            '/api/admin/bookings/${id}/communications/${communicationId}/retry',
            `/api/admin/bookings/${CASE_ID}/communications/${MESSAGE_ID}/retry`,
          ),
          (b) => b.headers({ 'X-CSRF-Token': CSRF_TOKEN }),
        )
        .willRespondWith(200, (b) =>
          b.jsonBody({
            ...message({
              channel: 'email',
              purpose: 'greeter_request',
              to: 'ops@romavip.example',
              cc: ['concierge@vipairportservices.com'],
              subject: 'Greeter Information Request',
            }),
            attempts: integer(2),
          }),
        )
        .executeTest(async (server) => {
          const row = await retryCommunication(CASE_ID, MESSAGE_ID, CSRF_TOKEN, server.url);
          expect(row).toMatchObject({ status: 'sent', retryable: false });
        });
    });
  });

  describe('dialogs', () => {
    it('Send Email to Supplier: delivered and logged, copied to the support mailbox', async () => {
      const body: CommunicationCreateInput = {
        purpose: 'supplier_email',
        supplierName: 'Roma VIP',
        email: {
          to: 'ops@romavip.example',
          cc: '',
          subject: 'Booking Request - VIP-50101-FCO',
          message: 'Please confirm availability.',
        },
      };
      await pact
        .addInteraction()
        .given(SIGNED_IN)
        .given('a booking has an assigned supplier')
        .uponReceiving('a Send Email to Supplier')
        .withRequest('POST', path('/communications'), (b) => b.headers(unsafeHeaders).jsonBody(body))
        .willRespondWith(201, (b) =>
          b.jsonBody({
            communications: [
              message({
                channel: 'email',
                purpose: 'supplier_email',
                to: 'ops@romavip.example',
                cc: ['concierge@vipairportservices.com'],
                subject: 'Booking Request - VIP-50101-FCO',
              }),
            ],
          }),
        )
        .executeTest(async (server) => {
          const { communications } = await sendCommunication(CASE_ID, body, CSRF_TOKEN, server.url);
          expect(communications[0]).toMatchObject({ purpose: 'supplier_email', status: 'sent' });
        });
    });

    it('Request Greeter Information without an assigned supplier is refused with the spec’s text', async () => {
      const body: CommunicationCreateInput = {
        purpose: 'greeter_request',
        email: { subject: 'Greeter Information Request', message: 'Who meets our client?' },
      };
      await pact
        .addInteraction()
        .given(SIGNED_IN)
        .given('a booking has no supplier and no greeter yet')
        .uponReceiving('a Request Greeter Information without an assigned supplier')
        .withRequest('POST', path('/communications'), (b) => b.headers(unsafeHeaders).jsonBody(body))
        .willRespondWith(422, (b) => b.jsonBody(refusal('COMMUNICATION_NOT_ALLOWED', VENDOR_REQUIRED_MESSAGE)))
        .executeTest(async (server) => {
          const failure = await sendCommunication(CASE_ID, body, CSRF_TOKEN, server.url).catch((e: unknown) => e);
          expect((failure as ApiRequestError).userMessage).toBe(VENDOR_REQUIRED_MESSAGE);
        });
    });

    it('Send Greeter Contact Information without greeter name and phone is refused with the spec’s text', async () => {
      const body: CommunicationCreateInput = {
        purpose: 'greeter_contact',
        email: {
          recipients: ['traveler', 'booker'],
          subject: 'Your Greeter Contact Information',
          message: 'Marco will meet you.',
        },
      };
      await pact
        .addInteraction()
        .given(SIGNED_IN)
        .given('a booking has no supplier and no greeter yet')
        .uponReceiving('a Send Greeter Contact Information without a greeter')
        .withRequest('POST', path('/communications'), (b) => b.headers(unsafeHeaders).jsonBody(body))
        .willRespondWith(422, (b) => b.jsonBody(refusal('COMMUNICATION_NOT_ALLOWED', GREETER_REQUIRED_MESSAGE)))
        .executeTest(async (server) => {
          const failure = await sendCommunication(CASE_ID, body, CSRF_TOKEN, server.url).catch((e: unknown) => e);
          expect((failure as ApiRequestError).status).toBe(422);
          expect((failure as ApiRequestError).userMessage).toBe(GREETER_REQUIRED_MESSAGE);
        });
    });

    it('Send Chauffeur/Driver Information: an e-mail, and a text to each number with the postscript', async () => {
      const body: CommunicationCreateInput = {
        purpose: 'driver_info',
        email: { recipients: ['traveler'], message: 'Luca will wait at arrivals.' },
        sms: {
          recipients: ['traveler', 'booker'],
          message: 'Your driver Luca, +39 333 123 4567.',
          addPostscript: true,
        },
      };
      const sms = {
        ...message({ channel: 'sms', purpose: 'driver_info', to: '+12125550100', subject: null }),
        body: `Your driver Luca, +39 333 123 4567.${SMS_DRIVER_POSTSCRIPT}`,
      };
      await pact
        .addInteraction()
        .given(SIGNED_IN)
        .given('a chauffeur booking has its driver name and phone')
        .uponReceiving('a Send Chauffeur/Driver Information by e-mail and text')
        .withRequest('POST', path('/communications'), (b) => b.headers(unsafeHeaders).jsonBody(body))
        .willRespondWith(201, (b) =>
          b.jsonBody({
            communications: [
              message({
                channel: 'email',
                purpose: 'driver_info',
                to: 'grace@example.com',
                subject: 'Your Chauffeur Details - CHF-50103-FCO',
              }),
              sms,
              { ...sms, to: eachLike('+442079460000') },
            ],
          }),
        )
        .executeTest(async (server) => {
          const { communications } = await sendCommunication(CASE_ID, body, CSRF_TOKEN, server.url);
          expect(communications.map((c) => c.channel)).toEqual(['email', 'sms', 'sms']);
          expect(communications[1]!.body.endsWith(SMS_DRIVER_POSTSCRIPT)).toBe(true);
        });
    });
  });

  describe('PDF confirmations', () => {
    it('Generate PDF: a POST with the CSRF token, answered with the PDF shown inline', async () => {
      await pact
        .addInteraction()
        .given(SIGNED_IN)
        .given('a booking has no PDF confirmation yet')
        .uponReceiving('a request to generate the PDF confirmation with the CSRF token')
        .withRequest('POST', path('/generate-pdf'), (b) =>
          b.headers({ Accept: 'application/pdf, application/json', 'X-CSRF-Token': CSRF_TOKEN }),
        )
        .willRespondWith(200, (b) =>
          b
            .headers({
              'Content-Disposition': regex(
                /^inline; filename="[A-Za-z0-9._-]+\.pdf"$/,
                'inline; filename="Reservation-Confirmation-VIP-12345-FCO.pdf"',
              ),
            })
            .binaryFile('application/pdf', EXAMPLE_PDF),
        )
        .executeTest(async (server) => {
          const pdf = await generatePdf(CASE_ID, CSRF_TOKEN, server.url);
          expect(pdf.type).toBe('application/pdf');
          expect(new TextDecoder().decode((await pdf.arrayBuffer()).slice(0, 5))).toBe('%PDF-');
        });
    });

    it('View PDF before one was generated: 409 PDF_NOT_GENERATED', async () => {
      await pact
        .addInteraction()
        .given(SIGNED_IN)
        .given('a booking has no PDF confirmation yet')
        .uponReceiving('a request for the latest PDF confirmation of a booking without one')
        .withRequest('GET', path('/pdf'), (b) => b.headers({ Accept: 'application/pdf, application/json' }))
        .willRespondWith(409, (b) =>
          b.jsonBody(refusal('PDF_NOT_GENERATED', like('No PDF confirmation has been generated for this booking yet'))),
        )
        .executeTest(async (server) => {
          const failure = await fetchPdf(latestPdfPath(CASE_ID), server.url).catch((e: unknown) => e);
          expect((failure as ApiRequestError).code).toBe('PDF_NOT_GENERATED');
        });
    });

    it('View PDF: the latest stored one', async () => {
      await pact
        .addInteraction()
        .given(SIGNED_IN)
        .given('a booking has a generated PDF confirmation')
        .uponReceiving('a request for the latest PDF confirmation')
        .withRequest('GET', path('/pdf'), (b) => b.headers({ Accept: 'application/pdf, application/json' }))
        .willRespondWith(200, (b) => b.binaryFile('application/pdf', EXAMPLE_PDF))
        .executeTest(async (server) => {
          const pdf = await fetchPdf(latestPdfPath(CASE_ID), server.url);
          expect(pdf.size).toBeGreaterThan(0);
        });
    });

    it('Send PDF Confirmation: the latest PDF attached, sent and logged', async () => {
      const body = {
        recipientEmail: 'grace@example.com',
        ccEmail: '',
        subject: 'Reservation Confirmation - VIP-12345-FCO',
        emailBody: 'Please find attached the confirmation of your reservation.',
      };
      await pact
        .addInteraction()
        .given(SIGNED_IN)
        .given('a booking has no PDF confirmation yet')
        .uponReceiving('a Send PDF Confirmation')
        .withRequest('POST', path('/send-pdf'), (b) => b.headers(unsafeHeaders).jsonBody(body))
        .willRespondWith(201, (b) =>
          b.jsonBody({
            ...message({
              channel: 'email',
              purpose: 'pdf',
              to: 'grace@example.com',
              cc: ['concierge@vipairportservices.com'],
              subject: 'Reservation Confirmation - VIP-12345-FCO',
            }),
            attachmentName: regex(/^Reservation-Confirmation-.+\.pdf$/, 'Reservation-Confirmation-VIP-12345-FCO.pdf'),
          }),
        )
        .executeTest(async (server) => {
          const row = await sendPdfConfirmation(CASE_ID, body, CSRF_TOKEN, server.url);
          expect(row).toMatchObject({ purpose: 'pdf', status: 'sent', to: ['grace@example.com'] });
        });
    });

    it('Send PDF Confirmation without a recipient: the spec’s message', async () => {
      const body = {
        recipientEmail: '',
        ccEmail: '',
        subject: 'Reservation Confirmation - VIP-12345-FCO',
        emailBody: '',
      };
      await pact
        .addInteraction()
        .given(SIGNED_IN)
        .given('a booking has no PDF confirmation yet')
        .uponReceiving('a Send PDF Confirmation without a recipient')
        .withRequest('POST', path('/send-pdf'), (b) => b.headers(unsafeHeaders).jsonBody(body))
        .willRespondWith(400, (b) =>
          b.jsonBody({
            error: { code: 'VALIDATION_FAILED', message: PDF_RECIPIENT_REQUIRED_MESSAGE, details: like({}), requestId },
          }),
        )
        .executeTest(async (server) => {
          const failure = await sendPdfConfirmation(CASE_ID, body, CSRF_TOKEN, server.url).catch((e: unknown) => e);
          expect((failure as ApiRequestError).userMessage).toBe(PDF_RECIPIENT_REQUIRED_MESSAGE);
        });
    });
  });
});
