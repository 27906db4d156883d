// svc-ops' OpenAPI documents are made from its mounted routers, the guarded parents included: every route is
// documented with the staff session (and the CSRF header on unsafe methods) and the permission it names.
import request from 'supertest';
import { LocalEventBus } from '@vip/platform/bus';
import { silentLogger } from '@vip/platform/logger';
import { createTestDatabase, serviceDocumentProblems, type TestDatabase } from '@vip/platform/testing';
import { startOpsService, type OpsService } from '../src/server';

describe('svc-ops OpenAPI documents and methods', () => {
  let db: TestDatabase;
  let service: OpsService;
  const api = () => request(service.app.callback());

  beforeAll(async () => {
    db = await createTestDatabase('ops_openapi');
    service = await startOpsService({
      env: {
        PORT: '0',
        DATABASE_URL: db.url,
        STAFF_PASSWORD_SCRYPT_COST: '14',
        ADMIN_EMAIL: 'openapi.admin@example.com',
        ADMIN_PASSWORD: 'a-long-and-secret-password',
        STAFF_SECOND_FACTOR: 'optional',
      },
      bus: new LocalEventBus({ publishWaitsForApply: true }),
      inMemory: true,
      logger: silentLogger(),
    });
  });
  afterAll(async () => {
    await service?.stop();
    await db?.drop();
  });

  it('documents every mounted route in valid OpenAPI 3.1, with a readable page', async () => {
    expect(await serviceDocumentProblems(service.app, 'ops')).toEqual([]);
  });

  it('puts the session cookie on every staff route, the CSRF header on unsafe ones, and the permission', async () => {
    const doc = (await api().get('/api/openapi/ops.json').expect(200)).body;
    expect(doc.components.securitySchemes.StaffSession).toEqual(
      expect.objectContaining({ type: 'apiKey', in: 'cookie', name: 'vip_staff_session' }),
    );
    expect(doc.components.securitySchemes.CsrfToken).toEqual(
      expect.objectContaining({ type: 'apiKey', in: 'header', name: 'X-CSRF-Token' }),
    );
    expect(doc.paths['/api/admin/bookings'].get.security).toEqual([{ StaffSession: [] }]);
    expect(doc.paths['/api/admin/bookings/{id}'].patch.security).toEqual([{ StaffSession: [], CsrfToken: [] }]);
    expect(doc.paths['/api/admin/bookings/export.csv'].get['x-permission']).toBe('bookings.export');
    // Partner accounts: admins only, a key or secret answered once, statements as files.
    const partners = Object.entries(doc.paths as Record<string, Record<string, Record<string, unknown>>>).filter(
      ([path]) => path.startsWith('/api/admin/partners'),
    );
    expect(partners.flatMap(([path, ops]) => Object.keys(ops).map((m) => `${m} ${path}`)).sort()).toEqual([
      'delete /api/admin/partners/{id}/terms/{termsId}',
      'delete /api/admin/partners/{id}/webhook',
      'get /api/admin/partners',
      'get /api/admin/partners/{id}',
      'get /api/admin/partners/{id}/statements/{month}.csv',
      'get /api/admin/partners/{id}/statements/{month}.pdf',
      'get /api/admin/partners/{id}/webhook-deliveries',
      'get /api/admin/partners/{id}/webhook-deliveries/{deliveryId}',
      'patch /api/admin/partners/{id}',
      'post /api/admin/partners',
      'post /api/admin/partners/{id}/keys',
      'post /api/admin/partners/{id}/keys/{keyId}/revoke',
      'post /api/admin/partners/{id}/keys/{keyId}/rotate',
      'post /api/admin/partners/{id}/terms',
      'post /api/admin/partners/{id}/webhook-deliveries/{deliveryId}/replay',
      'post /api/admin/partners/{id}/webhook/rotate-secret',
      'put /api/admin/partners/{id}/webhook',
    ]);
    for (const [, ops] of partners)
      for (const op of Object.values(ops)) expect(op['x-permission']).toBe('partners.manage');
    const keys = doc.paths['/api/admin/partners/{id}/keys'].post;
    expect(keys.security).toEqual([{ StaffSession: [], CsrfToken: [] }]);
    expect(Object.keys(keys.responses).sort()).toEqual(['201', '400', '401', '403', '404', '415', '422', '429', '503']);
    expect(Object.keys(doc.paths['/api/admin/partners/{id}/webhook'].put.responses)).toEqual(
      expect.arrayContaining(['200', '201', '422']),
    );
    expect(doc.paths['/api/admin/partners/{id}/statements/{month}.pdf'].get.responses['200'].content).toHaveProperty(
      'application/pdf',
    );
    // Sign-in, sign-out, Square's webhook and the supplier job links are public.
    expect(Object.keys(doc.paths['/api/supplier-jobs/{token}/answers'].post.responses)).toEqual(
      expect.arrayContaining(['200', '404', '409', '422', '429']),
    );
    expect(doc.paths['/api/admin/session'].post.security).toBeUndefined();
    expect(doc.paths['/api/admin/session'].get.security).toEqual([{ StaffSession: [] }]);
    expect(doc.paths['/api/webhooks/square'].post.requestBody).toBeDefined();
    for (const [path, ops] of Object.entries(doc.paths as Record<string, Record<string, { security?: unknown }>>)) {
      for (const [method, op] of Object.entries(ops)) {
        // A supplier's job link carries its own credential, the token in the path.
        const open = [
          'post /api/admin/session',
          'delete /api/admin/session',
          'post /api/webhooks/square',
          'get /api/supplier-jobs/{token}',
          'post /api/supplier-jobs/{token}/answers',
          'get /api/supplier-jobs/{token}/allotments',
          'post /api/supplier-jobs/{token}/allotments',
          'patch /api/supplier-jobs/{token}/allotments/{id}',
          'delete /api/supplier-jobs/{token}/allotments/{id}',
        ].includes(`${method} ${path}`);
        expect([`${method} ${path}`, op.security !== undefined]).toEqual([`${method} ${path}`, !open]);
      }
    }
  });

  it('answers a method a staff path is not served with 405 and Allow, before the guard', async () => {
    const summary = await api().patch('/api/admin/bookings/summary').send({}).expect(405);
    expect(summary.headers.allow).toBe('GET, HEAD, OPTIONS');
    expect(summary.body.error.code).toBe('METHOD_NOT_ALLOWED');
    const names = await api().put('/api/suppliers/chauffeur/names').send({}).expect(405);
    expect(names.headers.allow).toBe('GET, HEAD, OPTIONS');
    const session = await api().trace('/api/admin/session').expect(405);
    expect(session.headers.allow).toBe('GET, HEAD, POST, DELETE, OPTIONS');
    // A served method still meets the guard first.
    await api().get('/api/admin/bookings/summary').expect(401);
  });
});
