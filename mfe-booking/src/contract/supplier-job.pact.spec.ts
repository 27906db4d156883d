/**
 * @jest-environment node
 */
// Consumer contract of the supplier's job page (/supplier-jobs/:token) with svc-ops: the job as the link opens it, an
// answer, the completion refused before the service starts, and the one answer for a link that is not valid. The
// token is the provider's: its state sends the job link the real way and gives it back. Named
// 'mfe-booking-supplier-job' so no other consumer test overwrites it.
import { MatchersV3, PactV4 } from '@pact-foundation/pact';
import { ApiRequestError } from '@vip/contracts/http';
import { LOCALES } from '@vip/contracts/i18n';
import { SUPPLIER_JOB_LINK_INVALID_MESSAGE, supplierJobNotStartedMessage } from '@vip/contracts/schemas';
import { assertPactCommitted, pactOutput } from '@vip/platform/testing';
import { fetchSupplierJob, linkRefused, postSupplierJobAnswer } from '../supplier-job/api';

const { like, integer, regex, fromProviderState } = MatchersV3;

const CONSUMER = 'mfe-booking-supplier-job';
const output = pactOutput(CONSUMER, 'svc-ops');
const ops = new PactV4({ consumer: CONSUMER, provider: 'svc-ops', dir: output.dir, logLevel: 'warn' });

const REFERENCE = /^VIP-\d{5}-[A-Z]{3}$/;
const LANGUAGE = new RegExp(`^(${LOCALES.join('|')})$`);
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;
const requestId = like('8f0c2c1e-0000-4000-8000-000000000000');
/** The example token; the provider's state gives the real one. */
const TOKEN = 'k3Q9yZ0p1vB7wX5cR2mN8aL4sD6fG0hJ1kE3tU7iO9q';
/** Well-formed, and no link's. */
const UNKNOWN_TOKEN = 'A'.repeat(43);
const SENT = 'a new booking at FCO on 2030-06-20 at 14:00 has a supplier whose greeter request carried a job link';
const ACCEPTED = "a new booking's supplier at FCO, for 2030-06-20 at 14:00, accepted the job through its link";
const jobPath = (suffix = '') =>
  fromProviderState(`/api/supplier-jobs/\${token}${suffix}`, `/api/supplier-jobs/${TOKEN}${suffix}`);

/** The job as the page reads it; the answers as given so far. */
const job = (answers: Record<string, unknown>) => ({
  referenceCode: regex(REFERENCE, 'VIP-50001-FCO'),
  kind: 'meet_and_greet',
  serviceId: integer(11),
  serviceName: like('VIP Meet & Greet - Arrival'),
  supplierName: like('Opaline Rome Hosts'),
  airportCode: 'FCO',
  airportName: like('Rome Fiumicino'),
  serviceDate: '2030-06-20',
  serviceTime: '14:00',
  timeZone: 'Europe/Rome',
  flightNumber: like('AZ611'),
  airline: null,
  terminal: like('3'),
  travellerName: like('Grace Hopper'),
  adults: 2,
  children: 1,
  meetingPoint: null,
  specialRequests: like('Wheelchair at the gate'),
  // Staff have not shared the traveller's e-mail and phone.
  travellerContact: null,
  answers: {
    response: null,
    declineReason: null,
    confirmationNumber: null,
    greeterName: null,
    greeterPhone: null,
    driverName: null,
    driverPhone: null,
    vehicleMakeModel: null,
    vehiclePlate: null,
    meetingPoint: null,
    eta: null,
    completedAt: null,
    handlingReport: null,
    ...answers,
  },
  expiresAt: regex(ISO_INSTANT, '2030-06-23T12:00:00.000Z'),
  // The traveller's language, shown to the greeter.
  travellerLocale: regex(LANGUAGE, 'fr'),
});

describe('mfe-booking-supplier-job → svc-ops', () => {
  afterAll(() => assertPactCommitted(output));

  it('opens the job the link names, with nothing cached', async () => {
    await ops
      .addInteraction()
      .given(SENT)
      .uponReceiving("a supplier's job opened through its link")
      .withRequest('GET', jobPath())
      .willRespondWith(200, (b) => b.headers({ 'Cache-Control': 'no-store' }).jsonBody(job({})))
      .executeTest(async (server) => {
        const opened = await fetchSupplierJob(TOKEN, server.url);
        expect(opened.referenceCode).toBe('VIP-50001-FCO');
        expect(opened.answers.response).toBeNull();
        expect(opened.travellerLocale).toBe('fr');
      });
  });

  it('takes the acceptance with the greeter, and answers with the job as it now stands', async () => {
    await ops
      .addInteraction()
      .given(SENT)
      .uponReceiving('a supplier accepting the job with its confirmation number and greeter')
      .withRequest('POST', jobPath('/answers'), (b) =>
        b.headers({ 'Content-Type': 'application/json' }).jsonBody({
          accept: true,
          confirmationNumber: 'OPL-7781',
          greeterName: 'Marta Bianchi',
          greeterPhone: '+39 333 123 4567',
        }),
      )
      .willRespondWith(200, (b) =>
        b.headers({ 'Cache-Control': 'no-store' }).jsonBody(
          job({
            response: 'accepted',
            confirmationNumber: 'OPL-7781',
            greeterName: 'Marta Bianchi',
            greeterPhone: '+393331234567',
          }),
        ),
      )
      .executeTest(async (server) => {
        const answered = await postSupplierJobAnswer(
          TOKEN,
          {
            accept: true,
            confirmationNumber: 'OPL-7781',
            greeterName: 'Marta Bianchi',
            greeterPhone: '+39 333 123 4567',
          },
          server.url,
        );
        expect(answered.answers).toMatchObject({ response: 'accepted', greeterName: 'Marta Bianchi' });
      });
  });

  it('refuses the completion before the service starts, with the words the page shows', async () => {
    const message = supplierJobNotStartedMessage('2030-06-20', '14:00');
    await ops
      .addInteraction()
      .given(ACCEPTED)
      .uponReceiving('a supplier marking the job completed before the service starts')
      .withRequest('POST', jobPath('/answers'), (b) =>
        b
          .headers({ 'Content-Type': 'application/json' })
          .jsonBody({ completed: true, handlingReport: 'Met at the door, bags carried, all well.' }),
      )
      .willRespondWith(409, (b) => b.jsonBody({ error: { code: 'SUPPLIER_JOB_NOT_STARTED', message, requestId } }))
      .executeTest(async (server) => {
        const refused = await postSupplierJobAnswer(
          TOKEN,
          { completed: true, handlingReport: 'Met at the door, bags carried, all well.' },
          server.url,
        ).catch((e: unknown) => e);
        expect(refused).toBeInstanceOf(ApiRequestError);
        expect((refused as ApiRequestError).status).toBe(409);
        expect((refused as ApiRequestError).userMessage).toBe(message);
      });
  });

  it('answers a link that is not valid with one plain message, and nothing of any job', async () => {
    await ops
      .addInteraction()
      .uponReceiving('a job link that is unknown, expired or revoked')
      .withRequest('GET', `/api/supplier-jobs/${UNKNOWN_TOKEN}`)
      .willRespondWith(404, (b) =>
        b.jsonBody({
          error: { code: 'SUPPLIER_JOB_LINK_INVALID', message: SUPPLIER_JOB_LINK_INVALID_MESSAGE, requestId },
        }),
      )
      .executeTest(async (server) => {
        const refused = await fetchSupplierJob(UNKNOWN_TOKEN, server.url).catch((e: unknown) => e);
        expect(linkRefused(refused)).toBe(true);
        expect((refused as ApiRequestError).userMessage).toBe(SUPPLIER_JOB_LINK_INVALID_MESSAGE);
      });
  });
});
