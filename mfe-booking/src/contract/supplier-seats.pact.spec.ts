/**
 * @jest-environment node
 */
// Consumer contract of the seats section of the supplier's job page with svc-ops: the seats the link's supplier
// published at the job's airport, publishing, changing and withdrawing them, the refusals the page shows (seats below
// those booked, seats bookings hold) and the one answer for a link that is not valid. The token and the allotment's id
// are the provider's: its states send the job link and publish the seats the real way. Named
// 'mfe-booking-supplier-seats' so no other consumer test overwrites it.
import { MatchersV3, PactV4 } from '@pact-foundation/pact';
import { ApiRequestError } from '@vip/contracts/http';
import {
  ALLOTMENT_MESSAGES,
  SUPPLIER_JOB_LINK_INVALID_MESSAGE,
  allotmentSeatsTakenMessage,
} from '@vip/contracts/schemas';
import { assertPactCommitted, pactOutput } from '@vip/platform/testing';
import {
  deleteSupplierAllotment,
  fetchSupplierAllotments,
  linkRefused,
  patchSupplierAllotment,
  postSupplierAllotment,
} from '../supplier-job/api';

const { like, integer, regex, uuid, eachLike, fromProviderState } = MatchersV3;

const CONSUMER = 'mfe-booking-supplier-seats';
const output = pactOutput(CONSUMER, 'svc-ops');
const ops = new PactV4({ consumer: CONSUMER, provider: 'svc-ops', dir: output.dir, logLevel: 'warn' });

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;
const requestId = like('8f0c2c1e-0000-4000-8000-000000000000');
/** The examples; the provider's states give the real ones. */
const TOKEN = 'k3Q9yZ0p1vB7wX5cR2mN8aL4sD6fG0hJ1kE3tU7iO9q';
const ALLOTMENT_ID = 'a5a50000-0000-4000-8000-000000000001';
const UNKNOWN_TOKEN = 'A'.repeat(43);

const SENT = 'a new booking at FCO on 2030-06-20 at 14:00 has a supplier whose greeter request carried a job link';
const BOOKED =
  "a job link's supplier published 3 seats for service 11 at FCO on 2030-06-20 from 06:00 to 09:00, 2 of them booked";
const FREE =
  "a job link's supplier published 3 seats for service 11 at FCO on 2030-06-20 from 06:00 to 09:00, none booked";

const seatsPath = () =>
  fromProviderState('/api/supplier-jobs/${token}/allotments', `/api/supplier-jobs/${TOKEN}/allotments`);
const rowPath = () =>
  fromProviderState(
    '/api/supplier-jobs/${token}/allotments/${allotmentId}',
    `/api/supplier-jobs/${TOKEN}/allotments/${ALLOTMENT_ID}`,
  );

/** A row as the page reads it: the band and seats exact, the rest by type. */
const allotment = (seats: { seats: number; seatsTaken: number; seatsLeft: number; version: number }) => ({
  id: uuid(ALLOTMENT_ID),
  airportCode: 'FCO',
  serviceId: 11,
  date: '2030-06-20',
  fromTime: '06:00',
  toTime: '09:00',
  seats: seats.seats,
  seatsTaken: seats.seatsTaken,
  // Seats in travellers' checkouts: by type, as the provider's states hold none.
  seatsHeld: integer(0),
  seatsLeft: seats.seatsLeft,
  supplierId: uuid('9d5e1f20-3c4b-4a59-8e6f-7a8b9c0d1e2f'),
  version: integer(seats.version),
  updatedBy: like('Supplier (job link)'),
  updatedAt: regex(ISO_INSTANT, '2030-05-01T12:00:00.000Z'),
});

const refused = (code: string, message: string) => ({ error: { code, message, requestId } });

async function failure(call: Promise<unknown>): Promise<ApiRequestError> {
  const error = await call.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiRequestError);
  return error as ApiRequestError;
}

describe('mfe-booking-supplier-seats → svc-ops', () => {
  afterAll(() => assertPactCommitted(output));

  it("lists the link's supplier's seats at the job's airport, with those booked, held and left, nothing cached", async () => {
    await ops
      .addInteraction()
      .given(BOOKED)
      .uponReceiving("a supplier's own seats read through its job link")
      .withRequest('GET', seatsPath())
      .willRespondWith(200, (b) =>
        b
          .headers({ 'Cache-Control': 'no-store' })
          .jsonBody({ allotments: eachLike(allotment({ seats: 3, seatsTaken: 2, seatsLeft: 1, version: 1 })) }),
      )
      .executeTest(async (server) => {
        const { allotments } = await fetchSupplierAllotments(TOKEN, server.url);
        expect(allotments[0]).toMatchObject({
          fromTime: '06:00',
          toTime: '09:00',
          seats: 3,
          seatsTaken: 2,
          seatsHeld: 0,
        });
      });
  });

  it("publishes seats for the job's service at its airport", async () => {
    const body = { serviceId: 11, date: '2030-06-20', fromTime: '06:00', toTime: '09:00', seats: 3 };
    await ops
      .addInteraction()
      .given(SENT)
      .uponReceiving('a supplier publishing seats through its job link')
      .withRequest('POST', seatsPath(), (b) => b.headers({ 'Content-Type': 'application/json' }).jsonBody(body))
      .willRespondWith(201, (b) => b.jsonBody(allotment({ seats: 3, seatsTaken: 0, seatsLeft: 3, version: 1 })))
      .executeTest(async (server) => {
        const published = await postSupplierAllotment(TOKEN, body, server.url);
        expect(published).toMatchObject({ airportCode: 'FCO', seats: 3, seatsLeft: 3 });
      });
  });

  it('changes the seats of the version read', async () => {
    await ops
      .addInteraction()
      .given(FREE)
      .uponReceiving('a supplier raising its seats through its job link')
      .withRequest('PATCH', rowPath(), (b) =>
        b.headers({ 'Content-Type': 'application/json' }).jsonBody({ version: 1, seats: 5 }),
      )
      .willRespondWith(200, (b) => b.jsonBody(allotment({ seats: 5, seatsTaken: 0, seatsLeft: 5, version: 2 })))
      .executeTest(async (server) => {
        const changed = await patchSupplierAllotment(TOKEN, ALLOTMENT_ID, { version: 1, seats: 5 }, server.url);
        expect(changed).toMatchObject({ seats: 5, seatsLeft: 5 });
      });
  });

  it('refuses seats below those booked, with the words the page shows', async () => {
    const message = allotmentSeatsTakenMessage(2, 0);
    await ops
      .addInteraction()
      .given(BOOKED)
      .uponReceiving('a supplier lowering its seats below those booked')
      .withRequest('PATCH', rowPath(), (b) =>
        b.headers({ 'Content-Type': 'application/json' }).jsonBody({ version: 1, seats: 1 }),
      )
      .willRespondWith(409, (b) => b.jsonBody(refused('ALLOTMENT_SEATS_TAKEN', message)))
      .executeTest(async (server) => {
        const error = await failure(patchSupplierAllotment(TOKEN, ALLOTMENT_ID, { version: 1, seats: 1 }, server.url));
        expect(error.status).toBe(409);
        expect(error.userMessage).toBe(message);
      });
  });

  it('withdraws seats no booking holds', async () => {
    await ops
      .addInteraction()
      .given(FREE)
      .uponReceiving('a supplier withdrawing its seats through its job link')
      .withRequest('DELETE', rowPath())
      .willRespondWith(204)
      .executeTest(async (server) => {
        await expect(deleteSupplierAllotment(TOKEN, ALLOTMENT_ID, server.url)).resolves.toBeUndefined();
      });
  });

  it('refuses to withdraw seats bookings hold', async () => {
    await ops
      .addInteraction()
      .given(BOOKED)
      .uponReceiving('a supplier withdrawing seats bookings hold')
      .withRequest('DELETE', rowPath())
      .willRespondWith(409, (b) => b.jsonBody(refused('ALLOTMENT_SEATS_TAKEN', ALLOTMENT_MESSAGES.taken)))
      .executeTest(async (server) => {
        const error = await failure(deleteSupplierAllotment(TOKEN, ALLOTMENT_ID, server.url));
        expect(error.status).toBe(409);
        expect(error.userMessage).toBe(ALLOTMENT_MESSAGES.taken);
      });
  });

  it('answers a link that is not valid with the job link its one plain message', async () => {
    await ops
      .addInteraction()
      .uponReceiving('seats read through a job link that is unknown, expired or revoked')
      .withRequest('GET', `/api/supplier-jobs/${UNKNOWN_TOKEN}/allotments`)
      .willRespondWith(404, (b) => b.jsonBody(refused('SUPPLIER_JOB_LINK_INVALID', SUPPLIER_JOB_LINK_INVALID_MESSAGE)))
      .executeTest(async (server) => {
        const error = await failure(fetchSupplierAllotments(UNKNOWN_TOKEN, server.url));
        expect(linkRefused(error)).toBe(true);
        expect(error.userMessage).toBe(SUPPLIER_JOB_LINK_INVALID_MESSAGE);
      });
  });
});
