// svc-booking's OpenAPI documents are made from its mounted routes and their schemas: every route is
// documented, the documents are valid OpenAPI 3.1, and one Allow covers the two routers under /api/bookings.
import request from 'supertest';
import { silentLogger } from '@vip/platform/logger';
import { createTestDatabase, serviceDocumentProblems, testIdentities, type TestDatabase } from '@vip/platform/testing';
import { startBookingService, type BookingService } from '../src/server';

describe('svc-booking OpenAPI documents and methods', () => {
  let db: TestDatabase;
  let service: BookingService;
  const api = () => request(service.app.callback());

  beforeAll(async () => {
    db = await createTestDatabase('booking_openapi');
    service = await startBookingService({
      env: { PORT: '0', DATABASE_URL: db.url, ...testIdentities().env('svc-booking') },
      inMemory: true,
      logger: silentLogger(),
    });
  });
  afterAll(async () => {
    await service?.stop();
    await db?.drop();
  });

  it('documents every mounted route in valid OpenAPI 3.1, with a readable page', async () => {
    expect(await serviceDocumentProblems(service.app, 'booking')).toEqual([]);
  });

  it('documents the Idempotency-Key header, the limits and the business refusals', async () => {
    const doc = (await api().get('/api/openapi/booking.json').expect(200)).body;
    const checkout = doc.paths['/api/bookings/checkout'].post;
    expect(checkout.parameters).toContainEqual(
      expect.objectContaining({ name: 'Idempotency-Key', in: 'header', required: false }),
    );
    expect(Object.keys(checkout.responses)).toEqual(expect.arrayContaining(['201', '400', '409', '422', '429', '503']));
    expect(doc.paths['/api/bookings/{reference}'].get.parameters.map((p: { name: string }) => p.name)).toEqual([
      'reference',
      'email',
    ]);
    expect(doc.paths['/internal/bookings/{id}']).toBeUndefined();
  });

  it("documents the hold routes, the hold's token header and their refusals", async () => {
    const doc = (await api().get('/api/openapi/booking.json').expect(200)).body;
    const place = doc.paths['/api/bookings/holds'].post;
    expect(place.parameters).toContainEqual(expect.objectContaining({ name: 'Idempotency-Key', in: 'header' }));
    expect(Object.keys(place.responses)).toEqual(expect.arrayContaining(['201', '400', '422', '429', '503']));
    const one = doc.paths['/api/bookings/holds/{id}'];
    for (const op of [one.patch, one.delete]) {
      expect(op.parameters).toContainEqual(
        expect.objectContaining({ name: 'Hold-Token', in: 'header', required: true }),
      );
      expect(Object.keys(op.responses)).toEqual(expect.arrayContaining(['400', '404', '429']));
    }
    expect(Object.keys(one.patch.responses)).toContain('409');
  });

  it("documents the allotment routes behind svc-ops' staff token, each with its permission", async () => {
    const doc = (await api().get('/api/openapi/booking.json').expect(200)).body;
    const list = doc.paths['/api/admin/allotments'];
    const one = doc.paths['/api/admin/allotments/{id}'];
    expect(list.post.security).toEqual([{ StaffToken: [] }]);
    expect(doc.components.securitySchemes.StaffToken).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(
      [list.get, list.post, one.get, one.patch, one.delete].map((op: { 'x-permission': string }) => op['x-permission']),
    ).toEqual(['allotments.view', 'allotments.edit', 'allotments.view', 'allotments.edit', 'allotments.edit']);
    expect(Object.keys(one.patch.responses)).toEqual(expect.arrayContaining(['200', '401', '403', '404', '409']));
    const body = list.post.requestBody.content['application/json'].schema;
    const schema = body.$ref ? doc.components.schemas[body.$ref.split('/').pop()] : body;
    expect(schema.required).toEqual(
      expect.arrayContaining(['airportCode', 'serviceId', 'date', 'fromTime', 'toTime', 'seats', 'supplierId']),
    );
  });

  it("documents the partner routes: the partner key, the required Idempotency-Key, svc-ops' 503", async () => {
    const doc = (await api().get('/api/openapi/booking.json').expect(200)).body;
    const book = doc.paths['/api/partner/v1/bookings'].post;
    expect(book.tags).toEqual(['Partner']);
    expect(book.security).toEqual([{ PartnerApiKey: [] }]);
    expect(doc.components.securitySchemes.PartnerApiKey).toMatchObject({
      type: 'apiKey',
      in: 'header',
      name: 'X-API-Key',
    });
    expect(book.parameters).toContainEqual(
      expect.objectContaining({ name: 'Idempotency-Key', in: 'header', required: true }),
    );
    expect(book.requestBody.content['application/json'].example).toBeDefined();
    const cancel = doc.paths['/api/partner/v1/bookings/{reference}/cancel'].post;
    expect(Object.keys(cancel.responses)).toEqual(expect.arrayContaining(['200', '401', '404', '409', '429', '503']));
    expect(cancel.responses['401'].content['application/json'].example.error.code).toBe('INVALID_API_KEY');
  });

  it('answers one Allow for a path two routers serve, and 405 for methods none serves', async () => {
    const get = await api().get('/api/bookings/checkout').expect(405);
    expect(get.headers.allow).toBe('POST, OPTIONS');
    expect(get.body.error.code).toBe('METHOD_NOT_ALLOWED');
    const trace = await api().trace('/api/bookings/VIP-12345-LHR').expect(405);
    expect(trace.headers.allow).toBe('GET, HEAD, OPTIONS');
    await api().delete('/api/quotes').expect(405);
  });
});
