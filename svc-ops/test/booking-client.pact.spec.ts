// Consumer contract of svc-ops with svc-booking's internal API for staff corrections (staff
// edits of a booking's core fields go from svc-ops to svc-booking over HTTP): the PATCH /internal/bookings/{id}
// calls BookingClient.updateCore makes, with the service token, and the parts of the answers svc-ops relies
// on. svc-booking verifies the pact against its real service and database, with the booking id taken from
// its provider state and the placeholder token swapped for the one it runs with.
// Named 'svc-ops-booking-client' so it never shares a file with svc-ops' booking.requested message pact
// (consumer 'svc-ops', contracts/pacts/svc-ops-svc-booking.json), nor that test with this one.
import { MatchersV3, PactV4 } from '@pact-foundation/pact';
import type { BookingCoreUpdateInput } from '@vip/contracts/schemas';
import { assertPactCommitted, pactOutput, placeholderCaller } from '@vip/platform/testing';
import { BOOKING_UNAVAILABLE_MESSAGE, BookingClient, SupplierSeatsClient } from '../src/booking/booking.client';

const { eachLike, fromProviderState, integer, like, number, regex, uuid } = MatchersV3;

const CONSUMER = 'svc-ops-booking-client';
const output = pactOutput(CONSUMER, 'svc-booking');
const pact = new PactV4({ consumer: CONSUMER, provider: 'svc-booking', dir: output.dir, logLevel: 'warn' });

/** Stands for svc-ops' signed token; svc-booking's verification sends one svc-ops' key signs instead. */
const TOKEN = 'placeholder-internal-api-token-of-svc-ops';
/** Any other token: svc-booking's verification leaves it as sent, and svc-booking refuses it. */
const WRONG_TOKEN = 'not-the-internal-api-token-0123456789abcdef';
/** The booking is made by svc-booking when its state is set up; the state returns its id as `id`. */
const BOOKING_ID = '3c9d6b1e-5f2a-4b7c-8d0e-1a2b3c4d5e6f';
const UNKNOWN_BOOKING_ID = '7d0c5a4e-1111-4222-8333-444455556666';
const BOOKING_EXISTS =
  'a booking made at checkout exists (FCO standard arrival, 2 adults, porter, airline and terminal)';

const bookingPath = fromProviderState('/internal/bookings/${id}', `/internal/bookings/${BOOKING_ID}`);
const requestId = like('8f0c2c1e-0000-4000-8000-000000000000');
const actor = { id: '5e0c2b7a-9d1f-4e3a-8b6c-0f1e2d3c4b5a', name: 'Olivia Ops' };
const IDEMPOTENCY_KEY = 'case-3c9d6b1e-v4-0f1e2d3c';
/** The booking as its provider state makes it, before the correction. */
const PREVIOUS = {
  bookingId: BOOKING_ID,
  referenceCode: 'VIP-12345-FCO',
  contactName: 'Charles Babbage',
  contactEmail: 'ada@agency.example',
  contactPhone: '+44 20 7946 0001',
  airline: 'ITA Airways',
  flightNumber: 'AZ611',
  flightDate: '2030-06-20',
  flightTime: '14:00',
  terminal: '3',
  adultCount: 2,
  childCount: 0,
  travelerNames: ['Charles Babbage'],
  porterSelected: true,
  porterCost: 150,
  totalPrice: 545,
  service: { id: 11, name: 'VIP Meet & Greet - Arrival', serviceType: 'arrival', serviceLevel: 'standard' },
  price: {
    basePrice: 395,
    adultFeeTotal: 0,
    childFeeTotal: 0,
    additionalGreeterFee: 0,
    afterHoursFee: 0,
    lastMinuteFee: 0,
    porterCost: 150,
    discount: 0,
    totalPrice: 545,
  },
};

/** The service and price parts of an answer, by type (svc-catalog's price; the case keeps them). */
const serviceAndPrice = (totalPrice: number, porterCost: number) => ({
  service: {
    id: integer(11),
    name: like('VIP Meet & Greet - Arrival'),
    serviceType: regex(/^(arrival|departure|transfer)$/, 'arrival'),
    serviceLevel: regex(/^(standard|lounge|tarmac|suite)$/, 'standard'),
  },
  price: {
    basePrice: number(395),
    adultFeeTotal: number(0),
    childFeeTotal: number(0),
    additionalGreeterFee: number(0),
    afterHoursFee: number(0),
    lastMinuteFee: number(0),
    porterCost,
    discount: number(0),
    totalPrice: number(totalPrice),
  },
});

/** A staff correction: contact phone, flight time, adults, and the porter taken off. */
const correction: BookingCoreUpdateInput = {
  contactPhone: '+1 212 555 0199',
  flightTime: '16:30',
  adultCount: 3,
  porterSelected: false,
  actor,
};

/** No waiting: a contract test must see the first answer. */
const clientFor = (baseUrl: string, token: string = TOKEN) =>
  new BookingClient({ baseUrl, caller: placeholderCaller(token), timeoutMs: 5_000 });

async function failureOf(
  promise: Promise<unknown>,
): Promise<{ status: number; code: string; message: string; details?: unknown }> {
  try {
    await promise;
  } catch (error) {
    return error as { status: number; code: string; message: string; details?: unknown };
  }
  throw new Error('Expected the call to fail');
}

describe('svc-ops → svc-booking (internal API for staff corrections)', () => {
  afterAll(() => assertPactCommitted(output));

  it('corrects contact phone, flight time, adults and porter and gets the booking\u2019s core fields back', async () => {
    await pact
      .addInteraction()
      .given(BOOKING_EXISTS)
      .uponReceiving('a correction from svc-ops of contact phone, flight time, adults and porter off')
      .withRequest('PATCH', bookingPath, (b) =>
        b
          .headers({
            Authorization: `Bearer ${TOKEN}`,
            'Idempotency-Key': regex(/^[A-Za-z0-9_.:-]{8,128}$/, IDEMPOTENCY_KEY),
          })
          .jsonBody(correction),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({
          bookingId: uuid(BOOKING_ID),
          referenceCode: regex(/^VIP-\d{5}-[A-Z]{3}$/, 'VIP-12345-FCO'),
          contactName: like('Charles Babbage'),
          contactEmail: like('ada@agency.example'),
          // What staff changed comes back as they set it: svc-ops keeps svc-booking's answer as the case's copy.
          contactPhone: '+1 212 555 0199',
          airline: like('ITA Airways'),
          flightNumber: like('AZ611'),
          flightDate: regex(/^\d{4}-\d{2}-\d{2}$/, '2030-06-20'),
          flightTime: '16:30',
          terminal: like('3'),
          adultCount: 3,
          childCount: integer(0),
          travelerNames: eachLike('Charles Babbage'),
          // Porter off is a porter cost of 0 (spec: unticked → 0); the total follows the porter.
          porterSelected: false,
          porterCost: 0,
          totalPrice: number(395),
          // The version after the change, and the fields before it: what svc-ops sends back (If-Match) to undo it.
          coreVersion: integer(2),
          // Re-priced by svc-catalog: the service and the parts svc-ops keeps on the case.
          ...serviceAndPrice(395, 0),
          previous: like({ ...PREVIOUS, coreVersion: 1 }),
        }),
      )
      .executeTest(async (server) => {
        const core = await clientFor(server.url).updateCore(BOOKING_ID, correction, {
          idempotencyKey: IDEMPOTENCY_KEY,
        });
        expect(core).toMatchObject({
          bookingId: BOOKING_ID,
          contactPhone: '+1 212 555 0199',
          flightTime: '16:30',
          adultCount: 3,
          porterSelected: false,
          porterCost: 0,
        });
        expect(core.coreVersion).toBeGreaterThan(core.previous.coreVersion);
      });
  });

  it('is refused (409) an undo on a core version the booking has moved past, which staff see as VERSION_CONFLICT', async () => {
    const undo: BookingCoreUpdateInput = { contactPhone: '+1 212 555 0100', actor };
    await pact
      .addInteraction()
      .given(BOOKING_EXISTS)
      .uponReceiving('an undo from svc-ops for a core version the booking does not have')
      .withRequest('PATCH', bookingPath, (b) =>
        b.headers({ Authorization: `Bearer ${TOKEN}`, 'If-Match': '"99"' }).jsonBody(undo),
      )
      .willRespondWith(409, (b) =>
        b.jsonBody({
          error: {
            code: 'BOOKING_CHANGED',
            message: like('The booking was changed meanwhile'),
            details: like({ coreVersion: 1 }),
            requestId,
          },
        }),
      )
      .executeTest(async (server) => {
        const failure = await failureOf(clientFor(server.url).updateCore(BOOKING_ID, undo, { ifMatch: 99 }));
        expect(failure).toMatchObject({ status: 409, code: 'VERSION_CONFLICT' });
      });
  });

  it('gets field errors for a correction the spec does not allow, which staff see as VALIDATION_FAILED', async () => {
    await pact
      .addInteraction()
      .given(BOOKING_EXISTS)
      .uponReceiving('a correction from svc-ops that leaves no adult')
      .withRequest('PATCH', bookingPath, (b) =>
        b.headers({ Authorization: `Bearer ${TOKEN}` }).jsonBody({ adultCount: 0, actor }),
      )
      .willRespondWith(400, (b) =>
        b.jsonBody({
          error: {
            code: 'VALIDATION_FAILED',
            message: like('At least 1 adult is required'),
            // The field errors reach the back office as they are, under the input of the same name.
            details: { fieldErrors: { adultCount: eachLike('At least 1 adult is required') }, formErrors: like([]) },
            requestId,
          },
        }),
      )
      .executeTest(async (server) => {
        const error = await failureOf(clientFor(server.url).updateCore(BOOKING_ID, { adultCount: 0, actor }));
        expect(error).toMatchObject({
          status: 400,
          code: 'VALIDATION_FAILED',
          message: 'At least 1 adult is required',
          details: { fieldErrors: { adultCount: ['At least 1 adult is required'] } },
        });
      });
  });

  it('gets a 404 for a booking svc-booking does not have, which staff see as "Booking not found"', async () => {
    await pact
      .addInteraction()
      .given(`booking ${UNKNOWN_BOOKING_ID} does not exist`)
      .uponReceiving('a correction from svc-ops of an unknown booking')
      .withRequest('PATCH', `/internal/bookings/${UNKNOWN_BOOKING_ID}`, (b) =>
        b.headers({ Authorization: `Bearer ${TOKEN}` }).jsonBody({ contactPhone: '+1 212 555 0199', actor }),
      )
      .willRespondWith(404, (b) =>
        b.jsonBody({ error: { code: like('BOOKING_NOT_FOUND'), message: like('Booking not found'), requestId } }),
      )
      .executeTest(async (server) => {
        const error = await failureOf(
          clientFor(server.url).updateCore(UNKNOWN_BOOKING_ID, { contactPhone: '+1 212 555 0199', actor }),
        );
        expect(error).toMatchObject({ status: 404, code: 'CASE_NOT_FOUND', message: 'Booking not found' });
      });
  });

  it('is refused with a wrong service token, which staff see as the booking being unavailable', async () => {
    await pact
      .addInteraction()
      .given(BOOKING_EXISTS)
      .uponReceiving('a correction from svc-ops with a wrong service token')
      .withRequest('PATCH', bookingPath, (b) =>
        b.headers({ Authorization: `Bearer ${WRONG_TOKEN}` }).jsonBody(correction),
      )
      .willRespondWith(401, (b) =>
        b.jsonBody({
          error: { code: like('SERVICE_TOKEN_INVALID'), message: like('A valid service token is required'), requestId },
        }),
      )
      .executeTest(async (server) => {
        const error = await failureOf(clientFor(server.url, WRONG_TOKEN).updateCore(BOOKING_ID, correction));
        expect(error).toMatchObject({ status: 503, code: 'BOOKING_UNAVAILABLE', message: BOOKING_UNAVAILABLE_MESSAGE });
      });
  });

  it('previews the price of a change (more adults, porter off) without svc-booking writing anything', async () => {
    const change = { adultCount: 3, porterSelected: false };
    const core = (totalPrice: number, porterCost: number, adultCount: number, porterSelected: boolean) => ({
      ...Object.fromEntries(
        Object.entries(PREVIOUS)
          .filter(([k]) => !['service', 'price'].includes(k))
          .map(([k, v]) => [k, like(v)]),
      ),
      bookingId: uuid(BOOKING_ID),
      adultCount,
      porterSelected,
      porterCost,
      totalPrice: number(totalPrice),
      coreVersion: integer(1),
      ...serviceAndPrice(totalPrice, porterCost),
    });
    await pact
      .addInteraction()
      .given(BOOKING_EXISTS)
      .uponReceiving('a price preview from svc-ops of more adults and the porter off')
      .withRequest(
        'POST',
        fromProviderState('/internal/bookings/${id}/price-preview', `/internal/bookings/${BOOKING_ID}/price-preview`),
        (b) => b.headers({ Authorization: `Bearer ${TOKEN}` }).jsonBody(change),
      )
      .willRespondWith(200, (b) => b.jsonBody({ current: core(545, 150, 2, true), proposed: core(395, 0, 3, false) }))
      .executeTest(async (server) => {
        const preview = await clientFor(server.url).previewCore(BOOKING_ID, change);
        expect(preview.current).toMatchObject({ totalPrice: 545, adultCount: 2 });
        expect(preview.proposed).toMatchObject({
          adultCount: 3,
          porterSelected: false,
          porterCost: 0,
          price: { porterCost: 0 },
        });
      });
  });

  describe("a supplier's own seats, through its job link", () => {
    /** The supplier a job link names; svc-booking's provider state publishes its seats at FCO. */
    const SUPPLIER_ID = '9d5e1f20-3c4b-4a59-8e6f-7a8b9c0d1e2f';
    const OTHER_SUPPLIER_ID = '1f2e3d4c-5b6a-4978-8695-a4b3c2d1e0f9';
    const ALLOTMENT_ID = 'a5a50000-0000-4000-8000-000000000001';
    const SUPPLIER_HAS_SEATS = `supplier ${SUPPLIER_ID} has seats for service 11 at FCO on 2030-06-20 from 20:00 to 21:00`;
    const scope = { supplierId: SUPPLIER_ID, airportCode: 'FCO' };
    const seats = { serviceId: 11, date: '2030-06-20', fromTime: '20:00', toTime: '21:00', seats: 3 };
    const allotmentPath = (supplierId: string) =>
      fromProviderState(
        `/internal/suppliers/${supplierId}/allotments/\${id}`,
        `/internal/suppliers/${supplierId}/allotments/${ALLOTMENT_ID}`,
      );
    const allotment = (fields: Record<string, unknown>) => ({
      id: uuid(ALLOTMENT_ID),
      airportCode: 'FCO',
      serviceId: 11,
      date: '2030-06-20',
      fromTime: like('20:00'),
      toTime: like('21:00'),
      seats: integer(3),
      seatsTaken: integer(0),
      seatsHeld: integer(0),
      seatsLeft: integer(3),
      // Always the supplier the path names: svc-ops never sends one of its own.
      supplierId: SUPPLIER_ID,
      version: integer(1),
      updatedBy: like('Supplier (job link)'),
      updatedAt: regex(/^\d{4}-\d{2}-\d{2}T.+Z$/, '2030-06-01T12:00:00.000Z'),
      ...fields,
    });
    const seatsClient = (baseUrl: string) => new SupplierSeatsClient(clientFor(baseUrl));

    it("lists the supplier's seats at the job's airport", async () => {
      await pact
        .addInteraction()
        .given(SUPPLIER_HAS_SEATS)
        .uponReceiving("svc-ops asking for a supplier's own seats at FCO")
        .withRequest('GET', `/internal/suppliers/${SUPPLIER_ID}/allotments`, (b) =>
          b.headers({ Authorization: `Bearer ${TOKEN}` }).query({ airportCode: 'FCO' }),
        )
        .willRespondWith(200, (b) => b.jsonBody({ allotments: eachLike(allotment({ id: uuid(ALLOTMENT_ID) })) }))
        .executeTest(async (server) => {
          const list = await seatsClient(server.url).list(scope);
          expect(list.allotments[0]).toMatchObject({ airportCode: 'FCO', supplierId: SUPPLIER_ID });
        });
    });

    it('publishes seats for the supplier the path names, at the airport svc-ops gives', async () => {
      await pact
        .addInteraction()
        .given('service 11 is in the catalog')
        .uponReceiving('svc-ops publishing a supplier\u2019s seats at FCO')
        .withRequest('POST', `/internal/suppliers/${SUPPLIER_ID}/allotments`, (b) =>
          b.headers({ Authorization: `Bearer ${TOKEN}` }).jsonBody({ ...seats, airportCode: 'FCO' }),
        )
        .willRespondWith(201, (b) => b.jsonBody(allotment({ fromTime: '20:00', toTime: '21:00', seats: 3 })))
        .executeTest(async (server) => {
          const published = await seatsClient(server.url).publish(scope, seats);
          expect(published).toMatchObject({ ...seats, airportCode: 'FCO', supplierId: SUPPLIER_ID, seatsLeft: 3 });
        });
    });

    it('changes the seats of the version read', async () => {
      await pact
        .addInteraction()
        .given(SUPPLIER_HAS_SEATS)
        .uponReceiving('svc-ops changing the seats of a supplier\u2019s own allotment')
        .withRequest('PATCH', allotmentPath(SUPPLIER_ID), (b) =>
          b
            .headers({ Authorization: `Bearer ${TOKEN}` })
            .query({ airportCode: 'FCO' })
            .jsonBody({ version: 1, seats: 5 }),
        )
        .willRespondWith(200, (b) => b.jsonBody(allotment({ seats: 5, seatsLeft: 5, version: 2 })))
        .executeTest(async (server) => {
          const changed = await seatsClient(server.url).change(scope, ALLOTMENT_ID, { version: 1, seats: 5 });
          expect(changed).toMatchObject({ seats: 5, version: 2 });
        });
    });

    it('withdraws an allotment no booking holds', async () => {
      await pact
        .addInteraction()
        .given(SUPPLIER_HAS_SEATS)
        .uponReceiving('svc-ops withdrawing a supplier\u2019s own allotment')
        .withRequest('DELETE', allotmentPath(SUPPLIER_ID), (b) =>
          b.headers({ Authorization: `Bearer ${TOKEN}` }).query({ airportCode: 'FCO' }),
        )
        .willRespondWith(204)
        .executeTest(async (server) => {
          await expect(seatsClient(server.url).withdraw(scope, ALLOTMENT_ID)).resolves.toBeUndefined();
        });
    });

    it("passes on svc-booking's refusal of an airport the supplier does not serve, with its field error", async () => {
      await pact
        .addInteraction()
        .given(`supplier ${SUPPLIER_ID} serves FCO only`)
        .given('service 21 is in the catalog at JFK')
        .uponReceiving('svc-ops publishing a supplier\u2019s seats at an airport it does not serve')
        .withRequest('POST', `/internal/suppliers/${SUPPLIER_ID}/allotments`, (b) =>
          b.headers({ Authorization: `Bearer ${TOKEN}` }).jsonBody({ ...seats, serviceId: 21, airportCode: 'JFK' }),
        )
        .willRespondWith(422, (b) =>
          b.jsonBody({
            error: {
              code: 'SUPPLIER_NOT_AT_AIRPORT',
              message: like('Roma VIP Services does not serve JFK'),
              requestId,
              details: { fieldErrors: { airportCode: eachLike(like('Roma VIP Services does not serve JFK')) } },
            },
          }),
        )
        .executeTest(async (server) => {
          const error = await failureOf(
            seatsClient(server.url).publish({ ...scope, airportCode: 'JFK' }, { ...seats, serviceId: 21 }),
          );
          expect(error).toMatchObject({ status: 422, code: 'SUPPLIER_NOT_AT_AIRPORT' });
          expect(error.details).toMatchObject({ fieldErrors: { airportCode: [expect.any(String)] } });
        });
    });

    it("gets a 404 for another supplier's allotment, which the supplier sees as not its own", async () => {
      await pact
        .addInteraction()
        .given(SUPPLIER_HAS_SEATS)
        .uponReceiving('svc-ops changing an allotment for a supplier it is not')
        .withRequest('PATCH', allotmentPath(OTHER_SUPPLIER_ID), (b) =>
          b
            .headers({ Authorization: `Bearer ${TOKEN}` })
            .query({ airportCode: 'FCO' })
            .jsonBody({ version: 1, seats: 0 }),
        )
        .willRespondWith(404, (b) =>
          b.jsonBody({
            error: { code: like('ALLOTMENT_NOT_FOUND'), message: like('No allotment has this id'), requestId },
          }),
        )
        .executeTest(async (server) => {
          const error = await failureOf(
            seatsClient(server.url).change({ ...scope, supplierId: OTHER_SUPPLIER_ID }, ALLOTMENT_ID, {
              version: 1,
              seats: 0,
            }),
          );
          expect(error).toMatchObject({ status: 404, code: 'ALLOTMENT_NOT_FOUND' });
        });
    });
  });

  // Without a token the client never calls (so there is no interaction for a missing token to describe).
  it('does not call svc-booking when svc-ops has no SERVICE_KEY', async () => {
    const fetchImpl = jest.fn<Promise<Response>, Parameters<typeof fetch>>();
    const client = new BookingClient({
      baseUrl: 'http://127.0.0.1:9',
      caller: undefined,
      timeoutMs: 5_000,
      fetchImpl: fetchImpl as unknown as typeof fetch,
    });
    const error = await failureOf(client.updateCore(BOOKING_ID, correction));
    expect(error).toMatchObject({ status: 503, code: 'BOOKING_UNAVAILABLE' });
    expect(fetchImpl).not.toHaveBeenCalled();
  });
});
