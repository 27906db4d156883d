// The catalog's OpenAPI documents are made from its mounted routes and their schemas: every route is
// documented, the documents are valid OpenAPI 3.1, and what they say about inputs is what the server checks.
import request from 'supertest';
import { silentLogger } from '@vip/platform/logger';
import { createTestDatabase, serviceDocumentProblems, testIdentities, type TestDatabase } from '@vip/platform/testing';
import { startCatalogService, type CatalogService } from '../src/server';

describe('svc-catalog OpenAPI documents and methods', () => {
  let db: TestDatabase;
  let service: CatalogService;
  const api = () => request(service.app.callback());

  beforeAll(async () => {
    db = await createTestDatabase('catalog_openapi');
    service = await startCatalogService({
      env: { PORT: '0', DATABASE_URL: db.url, ...testIdentities().env('svc-catalog') },
      inMemory: true,
      logger: silentLogger(),
    });
  });
  afterAll(async () => {
    await service?.stop();
    await db?.drop();
  });

  it('documents every mounted route in valid OpenAPI 3.1, with a readable page', async () => {
    expect(await serviceDocumentProblems(service.app, 'catalog')).toEqual([]);
  });

  it('says what the server checks: limits, minimums, real dates, the API key', async () => {
    const doc = (await api().get('/api/openapi/catalog.json').expect(200)).body;
    const param = (path: string, name: string) =>
      doc.paths[path].get.parameters.find((p: { name: string }) => p.name === name);
    expect(param('/api/airports/search', 'limit').schema).toMatchObject({
      type: 'integer',
      minimum: 1,
      maximum: 50,
      default: 10,
    });
    // A service id is bounded as the route's params schema bounds it (no bare integer).
    expect(JSON.stringify(param('/api/services/{id}', 'id').schema)).toMatch(/"(pattern|exclusiveMinimum|minimum)"/);
    expect(param('/api/services', 'date').schema).toMatchObject({ type: 'string', format: 'date' });
    expect(doc.paths['/api/partner/v1/services'].get.security).toEqual([{ PartnerApiKey: [] }]);
    expect(doc.paths['/api/partner/v1/services'].get.responses['401']).toBeDefined();
    expect(doc.paths['/api/promo-codes/apply'].post.responses['429'].headers['Retry-After']).toBeDefined();
    expect(doc.paths['/internal/promo-codes/apply']).toBeUndefined();
    const full = (await api().get('/openapi.json').expect(200)).body;
    expect(full.paths['/internal/promo-codes/apply'].post.security).toEqual([{ ServiceToken: [] }]);
    // The catalog team's routes: a staff token, their permission, and the refusals it brings.
    const patch = doc.paths['/api/admin/catalog/airports/{code}'].patch;
    expect(patch.security).toEqual([{ StaffToken: [] }]);
    expect(patch['x-permission']).toBe('catalog.edit');
    expect(Object.keys(patch.responses)).toEqual(expect.arrayContaining(['200', '400', '401', '403', '404', '409']));
    expect(doc.components.securitySchemes.StaffToken).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(doc.paths['/api/admin/catalog/import'].post.requestBody.content['text/csv'].schema).toMatchObject({
      type: 'string',
      maxLength: 10 * 1024 * 1024,
    });
    expect(doc.paths['/api/admin/catalog/services/{id}/image'].put.requestBody.content['image/png'].schema).toEqual({
      type: 'string',
      format: 'binary',
      maxLength: 2 * 1024 * 1024,
    });
    expect(doc.paths['/api/airports/{code}'].get.responses['410']).toBeDefined();
    expect(doc.paths['/internal/promo-codes/redemptions']).toBeUndefined();
    // Partners get the merged partner document instead: its partner routes are these (tools' partner-openapi test
    // holds the committed file to what the three services mount).
    const partner = (await api().get('/api/partner/v1/openapi.json').expect(200)).body;
    expect(partner.paths['/api/partner/v1/services']).toBeDefined();
    expect(partner.paths['/api/airports']).toBeUndefined();
  });

  it('answers a method a path is not served with 405 and Allow, in the one error shape', async () => {
    for (const method of ['trace', 'propfind', 'query', 'delete'] as const) {
      const res = await (api() as unknown as Record<string, (path: string) => request.Test>)[method]!(
        '/api/airports/search?q=rome',
      );
      expect([method, res.status, res.headers.allow, res.body.error?.code]).toEqual([
        method,
        405,
        'GET, HEAD, OPTIONS',
        'METHOD_NOT_ALLOWED',
      ]);
    }
    const literal = await api().get('/api/services/calculate-price').expect(405);
    expect(literal.headers.allow).toBe('POST, OPTIONS');
    expect((await api().options('/api/services/1').expect(204)).headers.allow).toBe('GET, HEAD, OPTIONS');
  });
});
