/**
 * @jest-environment node
 */
// Consumer contract of the supplier hub (/admin/suppliers), the suppliers tab and the Chauffeur Supplier
// Hub panel with svc-ops: every call they make, through the fetchers their hooks use (suppliers/api.ts),
// and the parts of the answers they rely on. The session cookie and CSRF token are handled as in
// ops.pact.spec.ts: svc-ops' verification signs in for 'a staff member is signed in', adds the cookie and
// puts the session's token where this test sends CSRF_TOKEN.
//
// svc-ops verifies against a database its states fill: the suppliers named here exist with every field
// set, so each list's items all match one template.
import { MatchersV3, PactV4 } from '@pact-foundation/pact';
import { ApiRequestError } from '@vip/contracts/http';
import {
  CHAUFFEUR_AIRPORT_REQUIRED_MESSAGE,
  CHAUFFEUR_SUPPLIER_TYPES,
  SUPPLIER_LEVELS,
  VEHICLE_TYPES,
  type ChauffeurSupplierInput,
} from '@vip/contracts/schemas';
import { assertPactCommitted, pactOutput } from '@vip/platform/testing';
import {
  appendChauffeurAirportCodes,
  assignSupplier,
  createChauffeurSupplier,
  deleteVipSupplier,
  fetchChauffeurSuggestions,
  fetchChauffeurSuppliers,
  fetchVipSuppliers,
  setSupplierNotice,
  setSupplierPreferred,
  unassignSupplier,
  updateChauffeurSupplier,
} from '../suppliers/api';
import {
  CASE_ID,
  CSRF_TOKEN,
  INSTANT,
  bookingDetail,
  freshOperations,
  oneOf,
  requestId,
  unsafeHeaders,
} from './pact-bodies';

const { eachLike, fromProviderState, integer, like, number, regex, uuid } = MatchersV3;

const output = pactOutput('mfe-admin-suppliers', 'svc-ops');
const pact = new PactV4({ consumer: 'mfe-admin-suppliers', provider: 'svc-ops', dir: output.dir, logLevel: 'warn' });

const SIGNED_IN = 'a staff member is signed in';
const SUPPLIER_ID = '7f1d2c3b-4a59-4e6f-8a7b-9c0d1e2f3a4b';
const CHAUFFEUR_ID = '2b3c4d5e-6f70-4182-93a4-b5c6d7e8f901';
const supplierPath = fromProviderState('/api/suppliers/${supplierId}', `/api/suppliers/${SUPPLIER_ID}`);
const chauffeurPath = (suffix = '') =>
  fromProviderState(
    `/api/suppliers/chauffeur/\${supplierId}${suffix}`,
    `/api/suppliers/chauffeur/${CHAUFFEUR_ID}${suffix}`,
  );
const assignmentPath = fromProviderState(
  '/api/admin/bookings/${id}/supplier',
  `/api/admin/bookings/${CASE_ID}/supplier`,
);

/** A VIP supplier as the hub and the selection hub read it (every field of vipSupplierSchema). */
function vipSupplier(overrides: Record<string, unknown> = {}) {
  return {
    id: uuid(SUPPLIER_ID),
    companyName: like('Opaline Rome Hosts'),
    iataCode: 'FCO',
    supplierName: like('Davide Ricci'),
    email: like('bookings@opaline-rome.example'),
    phone: like('+39 06 0000 0001'),
    mobile: like('+39 333 000 0001'),
    webpage: like('https://www.opaline-rome.example'),
    preferredBookingMethod: like('Email'),
    serviceLevel: regex(oneOf(SUPPLIER_LEVELS), 'standard'),
    notes: like('Confirms by e-mail within 24 hours.'),
    isPreferred: like(true),
    rating: integer(4),
    numberIncluded: integer(2),
    instantBookingHours: integer(24),
    // Dollars at the edge.
    porterCost: number(150),
    activationCost: number(395),
    amenities: eachLike('Meet at the gate'),
    ...overrides,
  };
}

/** A chauffeur supplier as the panel and the vendor picker read it. */
function chauffeurSupplier(overrides: Record<string, unknown> = {}) {
  return {
    id: uuid(CHAUFFEUR_ID),
    supplierName: like('Astral Worldwide Chauffeurs'),
    airportCodes: eachLike(regex(/^([A-Z]{3}|ALL)$/, 'ALL')),
    phone: like('+1 718-555-0161'),
    email: like('dispatch@astral.example'),
    website: like('https://www.astral.example'),
    typeOfSupplier: regex(oneOf(CHAUFFEUR_SUPPLIER_TYPES), 'Global'),
    preferredBookingMethod: like('Email'),
    vehiclesOffered: eachLike(regex(oneOf(VEHICLE_TYPES), 'sedan')),
    isPreferred: like(true),
    flightsUnderCarTypeForVan: like('Van for 4 or more passengers'),
    notes: like('Waits 60 minutes after landing at no charge.'),
    createdAt: regex(INSTANT, '2030-01-01T00:00:00.000Z'),
    ...overrides,
  };
}

/** The booking detail the modal shows after an assignment change, for a fresh travel-agent booking. */
function detailWith(assigned: boolean) {
  return {
    ...bookingDetail('pending_supplier_availability', 'VIP-61001-FCO', {
      internalNotes: null,
      comments: [],
      version: integer(2),
    }),
    assignedSupplierName: assigned ? like('Opaline Rome Hosts') : null,
    operations: assigned
      ? {
          ...freshOperations,
          assignedSupplierId: uuid(SUPPLIER_ID),
          assignedSupplierName: like('Opaline Rome Hosts'),
          assignedSupplierEmail: like('bookings@opaline-rome.example'),
          assignedSupplierPhone: like('+39 06 0000 0001'),
        }
      : freshOperations,
  };
}

const milano: ChauffeurSupplierInput = {
  supplierName: 'Pact Milano Drivers',
  typeOfSupplier: 'Regional',
  airportCodes: ['MXP', 'LIN'],
  phone: '+39 02 0000 0000',
  email: 'dispatch@pact-milano.example',
  website: 'https://www.pact-milano.example',
  preferredBookingMethod: 'Phone',
  vehiclesOffered: ['sedan', 'van'],
  isPreferred: false,
  flightsUnderCarTypeForVan: 'Van for 4 or more passengers',
  notes: 'Ask for Marco',
};

const roma: ChauffeurSupplierInput = {
  ...milano,
  supplierName: 'Pact Roma Drivers',
  typeOfSupplier: 'Local',
  airportCodes: ['FCO'],
  email: 'dispatch@pact-roma.example',
  notes: 'Child seats on request',
};

describe('mfe-admin-suppliers → svc-ops', () => {
  afterAll(() => assertPactCommitted(output));

  describe('VIP suppliers', () => {
    it('searches an airport and level: preferred first, dollars, an amenity list', async () => {
      await pact
        .addInteraction()
        .given(SIGNED_IN)
        .given('VIP suppliers Opaline Rome Hosts (preferred) and Nethercote Rome Hosts work at FCO for meet & greet')
        .uponReceiving('a search for meet & greet suppliers at FCO')
        .withRequest('GET', '/api/suppliers', (b) => b.query({ airport: 'FCO', serviceLevel: 'standard' }))
        .willRespondWith(200, (b) => b.jsonBody(eachLike(vipSupplier({ serviceLevel: 'standard' }), 2)))
        .executeTest(async (server) => {
          const found = await fetchVipSuppliers('FCO', 'standard', server.url);
          expect(found[0]).toMatchObject({ companyName: 'Opaline Rome Hosts', porterCost: 150, activationCost: 395 });
        });
    });

    it("toggles a supplier's Preferred flag with the CSRF token", async () => {
      await pact
        .addInteraction()
        .given(SIGNED_IN)
        .given('VIP suppliers Opaline Rome Hosts (preferred) and Nethercote Rome Hosts work at FCO for meet & greet')
        .uponReceiving('a Preferred toggle of a VIP supplier')
        .withRequest('PATCH', supplierPath, (b) => b.headers(unsafeHeaders).jsonBody({ isPreferred: false }))
        .willRespondWith(200, (b) => b.jsonBody(vipSupplier({ isPreferred: false })))
        .executeTest(async (server) => {
          const saved = await setSupplierPreferred(SUPPLIER_ID, false, CSRF_TOKEN, server.url);
          expect(saved.isPreferred).toBe(false);
        });
    });

    it("changes a supplier's booking notice (the lead time of instant confirmation) with the CSRF token", async () => {
      await pact
        .addInteraction()
        .given(SIGNED_IN)
        .given('VIP suppliers Opaline Rome Hosts (preferred) and Nethercote Rome Hosts work at FCO for meet & greet')
        .uponReceiving('a booking notice change of a VIP supplier')
        .withRequest('PATCH', supplierPath, (b) => b.headers(unsafeHeaders).jsonBody({ instantBookingHours: 6 }))
        .willRespondWith(200, (b) => b.jsonBody(vipSupplier({ instantBookingHours: 6 })))
        .executeTest(async (server) => {
          const saved = await setSupplierNotice(SUPPLIER_ID, 6, CSRF_TOKEN, server.url);
          expect(saved.instantBookingHours).toBe(6);
        });
    });

    it('deletes a VIP supplier with the CSRF token: 204, nothing in the body', async () => {
      await pact
        .addInteraction()
        .given(SIGNED_IN)
        .given('VIP suppliers Opaline Rome Hosts (preferred) and Nethercote Rome Hosts work at FCO for meet & greet')
        .uponReceiving('the deletion of a VIP supplier')
        .withRequest('DELETE', supplierPath, (b) => b.headers({ 'X-CSRF-Token': CSRF_TOKEN }))
        .willRespondWith(204)
        .executeTest(async (server) => {
          await expect(deleteVipSupplier(SUPPLIER_ID, CSRF_TOKEN, server.url)).resolves.toBeUndefined();
        });
    });
  });

  describe('chauffeur suppliers', () => {
    it('lists the suppliers of an airport no supplier names: the global ones, with onlyGlobal', async () => {
      await pact
        .addInteraction()
        .given(SIGNED_IN)
        .given('only global chauffeur suppliers serve SEZ')
        .uponReceiving('a list of the chauffeur suppliers serving SEZ')
        .withRequest('GET', '/api/suppliers/chauffeur', (b) => b.query({ airport: 'SEZ' }))
        .willRespondWith(200, (b) =>
          b.jsonBody({
            suppliers: eachLike(chauffeurSupplier({ airportCodes: ['ALL'], typeOfSupplier: 'Global' })),
            onlyGlobal: true,
          }),
        )
        .executeTest(async (server) => {
          const list = await fetchChauffeurSuppliers('SEZ', server.url);
          expect(list.onlyGlobal).toBe(true);
          expect(list.suppliers[0]!.airportCodes).toEqual(['ALL']);
        });
    });

    it('lists every chauffeur supplier for the hub panel', async () => {
      await pact
        .addInteraction()
        .given(SIGNED_IN)
        .given('only global chauffeur suppliers serve SEZ')
        .uponReceiving('a list of every chauffeur supplier')
        .withRequest('GET', '/api/suppliers/chauffeur')
        .willRespondWith(200, (b) => b.jsonBody({ suppliers: eachLike(chauffeurSupplier()), onlyGlobal: false }))
        .executeTest(async (server) => {
          const list = await fetchChauffeurSuppliers(null, server.url);
          expect(list.suppliers.length).toBeGreaterThan(0);
        });
    });

    it('suggests suppliers by name for the form', async () => {
      await pact
        .addInteraction()
        .given(SIGNED_IN)
        .given('only global chauffeur suppliers serve SEZ')
        .uponReceiving('name suggestions for "Astral"')
        .withRequest('GET', '/api/suppliers/chauffeur/names', (b) => b.query({ q: 'Astral' }))
        .willRespondWith(200, (b) =>
          b.jsonBody(eachLike(chauffeurSupplier({ supplierName: 'Astral Worldwide Chauffeurs' }))),
        )
        .executeTest(async (server) => {
          const found = await fetchChauffeurSuggestions('Astral', server.url);
          expect(found[0]!.supplierName).toBe('Astral Worldwide Chauffeurs');
        });
    });

    it('creates a supplier', async () => {
      await pact
        .addInteraction()
        .given(SIGNED_IN)
        .given('no chauffeur supplier is named Pact Milano Drivers')
        .uponReceiving('a new chauffeur supplier')
        .withRequest('POST', '/api/suppliers/chauffeur', (b) => b.headers(unsafeHeaders).jsonBody(milano))
        .willRespondWith(201, (b) =>
          b.jsonBody(
            chauffeurSupplier({
              supplierName: 'Pact Milano Drivers',
              airportCodes: ['MXP', 'LIN'],
              typeOfSupplier: 'Regional',
              isPreferred: false,
            }),
          ),
        )
        .executeTest(async (server) => {
          const created = await createChauffeurSupplier(milano, CSRF_TOKEN, server.url);
          expect(created).toMatchObject({ supplierName: 'Pact Milano Drivers', airportCodes: ['MXP', 'LIN'] });
        });
    });

    it('is refused a supplier without an airport code that is not Global', async () => {
      const noCodes = { ...milano, supplierName: 'Pact Nowhere Cars', airportCodes: [] };
      await pact
        .addInteraction()
        .given(SIGNED_IN)
        .uponReceiving('a new Regional chauffeur supplier without airport codes')
        .withRequest('POST', '/api/suppliers/chauffeur', (b) => b.headers(unsafeHeaders).jsonBody(noCodes))
        // 422: the body has the documented shape; a rule between two fields refuses it.
        .willRespondWith(422, (b) =>
          b.jsonBody({
            error: {
              code: 'VALIDATION_FAILED',
              message: CHAUFFEUR_AIRPORT_REQUIRED_MESSAGE,
              details: like({ fieldErrors: { airportCodes: [CHAUFFEUR_AIRPORT_REQUIRED_MESSAGE] }, formErrors: [] }),
              requestId,
            },
          }),
        )
        .executeTest(async (server) => {
          const failure = await createChauffeurSupplier(noCodes, CSRF_TOKEN, server.url).catch((e: unknown) => e);
          expect(failure).toBeInstanceOf(ApiRequestError);
          expect((failure as ApiRequestError).userMessage).toBe(CHAUFFEUR_AIRPORT_REQUIRED_MESSAGE);
        });
    });

    it('updates a supplier', async () => {
      const update = {
        ...roma,
        notes: 'Ask for Marco',
        vehiclesOffered: ['sedan', 'suv', 'van'],
      } satisfies ChauffeurSupplierInput;
      await pact
        .addInteraction()
        .given(SIGNED_IN)
        .given('chauffeur supplier Pact Roma Drivers serves FCO')
        .uponReceiving('an update of a chauffeur supplier')
        .withRequest('PUT', chauffeurPath(), (b) => b.headers(unsafeHeaders).jsonBody(update))
        .willRespondWith(200, (b) =>
          b.jsonBody(
            chauffeurSupplier({
              supplierName: 'Pact Roma Drivers',
              airportCodes: ['FCO'],
              typeOfSupplier: 'Local',
              notes: 'Ask for Marco',
              isPreferred: false,
            }),
          ),
        )
        .executeTest(async (server) => {
          const saved = await updateChauffeurSupplier(CHAUFFEUR_ID, update, CSRF_TOKEN, server.url);
          expect(saved.notes).toBe('Ask for Marco');
        });
    });

    it('appends airport codes, upper-cased, after the ones it had', async () => {
      await pact
        .addInteraction()
        .given(SIGNED_IN)
        .given('chauffeur supplier Pact Roma Drivers serves FCO')
        .uponReceiving('airport codes appended to a chauffeur supplier')
        .withRequest('POST', chauffeurPath('/airport-codes'), (b) =>
          b.headers(unsafeHeaders).jsonBody({ airportCodes: ['cia', 'FCO'] }),
        )
        .willRespondWith(200, (b) =>
          b.jsonBody(
            chauffeurSupplier({
              supplierName: 'Pact Roma Drivers',
              airportCodes: ['FCO', 'CIA'],
              typeOfSupplier: 'Local',
              isPreferred: false,
            }),
          ),
        )
        .executeTest(async (server) => {
          const saved = await appendChauffeurAirportCodes(CHAUFFEUR_ID, ['cia', 'FCO'], CSRF_TOKEN, server.url);
          expect(saved.airportCodes).toEqual(['FCO', 'CIA']);
        });
    });
  });

  describe('assignment', () => {
    const assignment = { supplierId: fromProviderState('${supplierId}', SUPPLIER_ID), kind: 'vip', version: 1 };

    it('assigns a VIP supplier to a meet-and-greet booking at its airport and gets the booking detail', async () => {
      await pact
        .addInteraction()
        .given(SIGNED_IN)
        .given('a meet-and-greet booking at FCO awaits a supplier and VIP supplier Opaline Rome Hosts works at FCO')
        .uponReceiving('an assignment of a VIP supplier to a booking')
        .withRequest('PUT', assignmentPath, (b) => b.headers(unsafeHeaders).jsonBody(assignment))
        .willRespondWith(200, (b) => b.jsonBody(detailWith(true)))
        .executeTest(async (server) => {
          const detail = await assignSupplier(
            CASE_ID,
            { supplierId: SUPPLIER_ID, kind: 'vip', version: 1 },
            CSRF_TOKEN,
            server.url,
          );
          expect(detail.operations.assignedSupplierId).toBe(SUPPLIER_ID);
          expect(detail.version).toBe(2);
        });
    });

    it("is refused a VIP supplier of another airport, with the server's reason", async () => {
      await pact
        .addInteraction()
        .given(SIGNED_IN)
        .given('a meet-and-greet booking at FCO awaits a supplier and VIP supplier Paris Gate Hosts works at CDG')
        .uponReceiving('an assignment of a VIP supplier of another airport')
        .withRequest('PUT', assignmentPath, (b) => b.headers(unsafeHeaders).jsonBody(assignment))
        .willRespondWith(422, (b) =>
          b.jsonBody({
            error: {
              code: 'SUPPLIER_NOT_ELIGIBLE',
              message: like("Paris Gate Hosts works at CDG, not at this booking's airport FCO"),
              requestId,
            },
          }),
        )
        .executeTest(async (server) => {
          const failure = await assignSupplier(
            CASE_ID,
            { supplierId: SUPPLIER_ID, kind: 'vip', version: 1 },
            CSRF_TOKEN,
            server.url,
          ).catch((e: unknown) => e);
          expect(failure).toBeInstanceOf(ApiRequestError);
          expect((failure as ApiRequestError).code).toBe('SUPPLIER_NOT_ELIGIBLE');
        });
    });

    it('unassigns the supplier and gets the booking detail without one', async () => {
      await pact
        .addInteraction()
        .given(SIGNED_IN)
        .given('a meet-and-greet booking at FCO has VIP supplier Opaline Rome Hosts assigned')
        .uponReceiving('an unassignment of the supplier of a booking')
        .withRequest('DELETE', assignmentPath, (b) => b.headers({ 'X-CSRF-Token': CSRF_TOKEN }))
        .willRespondWith(200, (b) => b.jsonBody({ ...detailWith(false), version: integer(3) }))
        .executeTest(async (server) => {
          const detail = await unassignSupplier(CASE_ID, CSRF_TOKEN, server.url);
          expect(detail.operations.assignedSupplierId).toBeNull();
        });
    });
  });
});
