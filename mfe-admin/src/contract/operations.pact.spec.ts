/**
 * @jest-environment node
 */
// Consumer contract of the back office's operations calls with svc-ops: Create Chauffeur Service
// (chauffeur/api.ts useCreateTransfer), the currency rate table (operations/api.ts) and the operations
// tab's save (booking-detail/api.ts useDetailMutations().save with operations fields). The hooks take no
// base URL, so this test calls apiRequest with their method, path, options and schema. The session
// cookie and CSRF token are supplied by svc-ops' verification, as in ops.pact.spec.ts.
import { MatchersV3, PactV4 } from '@pact-foundation/pact';
import { ApiRequestError, apiRequest } from '@vip/contracts/http';
import {
  adminBookingDetailSchema,
  currencyRateListSchema,
  currencyRateSchema,
  adminPricePreviewSchema,
  serviceOptionListSchema,
  transferCreatedSchema,
  type TransferCreateInput,
} from '@vip/contracts/schemas';
import { RATE_CURRENCIES } from '@vip/contracts/vocabulary';
import { assertPactCommitted, pactOutput } from '@vip/platform/testing';
import {
  CASE_ID,
  CSRF_TOKEN,
  INSTANT,
  bookingDetail,
  bookingPath,
  oneOf,
  requestId,
  unsafeHeaders,
} from './pact-bodies';
import { SERVICE_LEVELS, SERVICE_TYPES } from '@vip/contracts/vocabulary';

const { eachLike, integer, like, number, regex, uuid } = MatchersV3;

const CONSUMER = 'mfe-admin-operations';
const output = pactOutput(CONSUMER, 'svc-ops');
const pact = new PactV4({ consumer: CONSUMER, provider: 'svc-ops', dir: output.dir, logLevel: 'warn' });

const transfer: TransferCreateInput = {
  contactName: 'Katherine Johnson',
  contactEmail: 'katherine@example.com',
  contactPhone: '+1 757 555 0100',
  serviceDate: '2030-07-01',
  serviceTime: '09:30',
  direction: 'pickup',
  airportCode: 'JFK',
  pickupLocation: 'JFK Terminal 4',
  dropoffLocation: 'The Plaza, 768 5th Ave',
  passengers: 3,
  vehicleType: 'suv',
  serviceCost: 180,
  additionalCostItems: [{ description: 'Child seat', amount: 15.5 }],
};

describe('mfe-admin → svc-ops: operations', () => {
  afterAll(() => assertPactCommitted(output));

  it('creates a standalone chauffeur transfer and gets its reference and total', async () => {
    await pact
      .addInteraction()
      .given('a staff member is signed in')
      .given('the catalog knows airport JFK')
      .uponReceiving('a standalone chauffeur transfer at JFK')
      .withRequest('POST', '/api/admin/transfers', (b) => b.headers(unsafeHeaders).jsonBody(transfer))
      .willRespondWith(201, (b) =>
        b.jsonBody({ id: uuid(CASE_ID), referenceCode: regex(/^CHF-\d{5}-JFK$/, 'CHF-10001-JFK'), totalAmount: 195.5 }),
      )
      .executeTest(async (server) => {
        const created = await apiRequest('POST', `${server.url}/api/admin/transfers`, {
          body: transfer,
          csrfToken: CSRF_TOKEN,
          schema: transferCreatedSchema,
        });
        expect(created).toMatchObject({ referenceCode: 'CHF-10001-JFK', totalAmount: 195.5 });
      });
  });

  it("gets the Transfer form's messages for a transfer without contact name or date", async () => {
    await pact
      .addInteraction()
      .given('a staff member is signed in')
      .uponReceiving('a chauffeur transfer without contact name and service date')
      .withRequest('POST', '/api/admin/transfers', (b) =>
        b.headers(unsafeHeaders).jsonBody({ ...transfer, contactName: '', serviceDate: '' }),
      )
      .willRespondWith(400, (b) =>
        b.jsonBody({
          error: {
            code: 'VALIDATION_FAILED',
            message: like('Please check the highlighted fields'),
            details: {
              fieldErrors: { contactName: ['Contact name is required'], serviceDate: ['Service date is required'] },
              formErrors: like([]),
            },
            requestId,
          },
        }),
      )
      .executeTest(async (server) => {
        const failure = await apiRequest('POST', `${server.url}/api/admin/transfers`, {
          body: { ...transfer, contactName: '', serviceDate: '' },
          csrfToken: CSRF_TOKEN,
          schema: transferCreatedSchema,
        }).catch((e: unknown) => e);
        expect(failure).toBeInstanceOf(ApiRequestError);
        expect((failure as ApiRequestError).status).toBe(400);
      });
  });

  it('reads the currency rate table', async () => {
    await pact
      .addInteraction()
      .given('a staff member is signed in')
      .uponReceiving('a request for the currency rates')
      .withRequest('GET', '/api/admin/currency-rates')
      .willRespondWith(200, (b) =>
        b.jsonBody(
          eachLike({
            currency: regex(oneOf(RATE_CURRENCIES), 'EUR'),
            rateToUsd: number(1.08),
            updatedBy: like('system'),
            updatedAt: regex(INSTANT, '2030-06-01T08:00:00.000Z'),
          }),
        ),
      )
      .executeTest(async (server) => {
        const rates = await apiRequest('GET', `${server.url}/api/admin/currency-rates`, {
          schema: currencyRateListSchema,
        });
        expect(rates[0]!.rateToUsd).toBeGreaterThan(0);
      });
  });

  it('sets the euro rate', async () => {
    await pact
      .addInteraction()
      .given('a staff member is signed in')
      .uponReceiving('a new euro rate')
      .withRequest('PUT', '/api/admin/currency-rates/EUR', (b) => b.headers(unsafeHeaders).jsonBody({ rateToUsd: 1.1 }))
      .willRespondWith(200, (b) =>
        b.jsonBody({
          currency: 'EUR',
          rateToUsd: 1.1,
          updatedBy: like('Ops Lead'),
          updatedAt: regex(INSTANT, '2030-06-02T08:00:00.000Z'),
        }),
      )
      .executeTest(async (server) => {
        const rate = await apiRequest('PUT', `${server.url}/api/admin/currency-rates/EUR`, {
          body: { rateToUsd: 1.1 },
          csrfToken: CSRF_TOKEN,
          schema: currencyRateSchema,
        });
        expect(rate).toMatchObject({ currency: 'EUR', rateToUsd: 1.1 });
      });
  });

  it('saves a supplier cost in euros and the greeter, and gets the cost in USD with the rate used', async () => {
    const edit = {
      version: 1,
      supplierCostOriginal: 100,
      supplierCurrency: 'EUR',
      greeterName: 'Marco Rossi',
      greeterPhone: '+39065550101',
    };
    const body = bookingDetail('inquiry_received', 'VIP-30001-FCO', {
      internalNotes: null,
      comments: [],
      version: integer(2),
    });
    await pact
      .addInteraction()
      .given('a staff member is signed in')
      .given('a booking made by a travel agent has just arrived (version 1)')
      .given('the euro rate is 1.08')
      .uponReceiving('a save of the supplier cost in euros and the greeter')
      .withRequest('PATCH', bookingPath(), (b) => b.headers(unsafeHeaders).jsonBody(edit))
      .willRespondWith(200, (b) =>
        b.jsonBody({
          ...body,
          operations: {
            ...body.operations,
            supplierCostOriginal: 100,
            supplierCurrency: 'EUR',
            supplierRateToUsd: 1.08,
            supplierCostUSD: 108,
            computedMargin: MatchersV3.number(437),
            greeterName: 'Marco Rossi',
            greeterPhone: '+39065550101',
          },
        }),
      )
      .executeTest(async (server) => {
        const saved = await apiRequest('PATCH', `${server.url}/api/admin/bookings/${encodeURIComponent(CASE_ID)}`, {
          body: edit,
          csrfToken: CSRF_TOKEN,
          schema: adminBookingDetailSchema,
        });
        expect(saved.operations).toMatchObject({
          supplierCostUSD: 108,
          supplierRateToUsd: 1.08,
          greeterName: 'Marco Rossi',
        });
      });
  });

  it("lists the services the booking may move to at its airport, priced for its party (the edit form's Service)", async () => {
    await pact
      .addInteraction()
      .given('a staff member is signed in')
      .given('a booking made by a travel agent has just arrived (version 1)')
      .uponReceiving('a request for the service options of a booking')
      .withRequest('GET', bookingPath('/service-options'))
      .willRespondWith(200, (b) =>
        b.jsonBody(
          eachLike({
            id: integer(11),
            name: like('VIP Meet & Greet - Arrival'),
            serviceType: regex(oneOf(SERVICE_TYPES), 'arrival'),
            serviceLevel: regex(oneOf(SERVICE_LEVELS), 'standard'),
            totalPrice: number(545),
          }),
        ),
      )
      .executeTest(async (server) => {
        const options = await apiRequest(
          'GET',
          `${server.url}/api/admin/bookings/${encodeURIComponent(CASE_ID)}/service-options`,
          { schema: serviceOptionListSchema },
        );
        expect(options[0]).toMatchObject({ serviceType: 'arrival' });
      });
  });

  it('previews the old and new price of more adults, nothing saved', async () => {
    const change = { adultCount: 3 };
    const breakdown = (total: number) => ({
      basePrice: number(395),
      adultFeeTotal: number(0),
      childFeeTotal: number(0),
      additionalGreeterFee: number(0),
      afterHoursFee: number(0),
      lastMinuteFee: number(0),
      porterCost: number(150),
      discount: number(0),
      totalPrice: number(total),
    });
    await pact
      .addInteraction()
      .given('a staff member is signed in')
      .given('a booking made by a travel agent has just arrived (version 1)')
      .uponReceiving('a price preview of more adults, with the CSRF token')
      .withRequest('POST', bookingPath('/price-preview'), (b) => b.headers(unsafeHeaders).jsonBody(change))
      .willRespondWith(200, (b) =>
        b.jsonBody({
          current: breakdown(545),
          proposed: breakdown(645),
          service: {
            id: integer(11),
            name: like('VIP Meet & Greet - Arrival'),
            serviceType: regex(oneOf(SERVICE_TYPES), 'arrival'),
            serviceLevel: regex(oneOf(SERVICE_LEVELS), 'standard'),
          },
          // No invoice yet: nothing to warn of.
          invoice: null,
        }),
      )
      .executeTest(async (server) => {
        const preview = await apiRequest(
          'POST',
          `${server.url}/api/admin/bookings/${encodeURIComponent(CASE_ID)}/price-preview`,
          { body: change, csrfToken: CSRF_TOKEN, schema: adminPricePreviewSchema },
        );
        expect(preview.invoice).toBeNull();
        expect(preview.proposed.totalPrice).toBeGreaterThan(0);
      });
  });
});
