/**
 * The partner API as a partner's developer meets it: the embedded product (tools/dev/stack.mjs, on PostgreSQL when
 * DATABASE_URL is set) with partners made as svc-ops announces them (tools/test-support/partner-stack.mjs), driven
 * through the typed client generated from the published document (openapi-typescript types on openapi-fetch): the
 * README's example script end to end, then what a client must be able to rely on.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import createClient, { type Client } from 'openapi-fetch';
import { createTestDatabase, type TestDatabase } from '@vip/platform/testing';
import { cleanEnv, freePort, spawnNode, type Spawned } from '../test-support/processes';
import type { paths } from './partner-api';

interface StackInfo {
  url: string;
  partners: Record<'acme' | 'other', { id: string; companyName: string; keys: Record<string, string> }>;
}

const daysAhead = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

describe('the partner API through the generated client', () => {
  let stack: Spawned;
  let info: StackInfo;
  let dataDir: string;
  const databases: TestDatabase[] = [];
  const clientFor = (apiKey: string): Client<paths> => {
    const client = createClient<paths>({ baseUrl: info.url });
    client.use({
      onRequest: ({ request }) => {
        request.headers.set('X-API-Key', apiKey);
        return request;
      },
    });
    return client;
  };

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'vip-partner-api-'));
    const env: Record<string, string> = {};
    for (const name of ['CATALOG', 'BOOKING', 'OPS']) {
      const db = await createTestDatabase(`partner_api_${name.toLowerCase()}`);
      databases.push(db);
      if (db.url) env[`${name}_DATABASE_URL`] = db.url;
    }
    stack = spawnNode(
      'tools/test-support/partner-stack.mjs',
      cleanEnv({ ...env, PORT: String(await freePort()), DATA_DIR: dataDir, LOG_LEVEL: 'error' }),
    );
    const [, json] = (await stack.waitFor(/PARTNER_STACK (.+)\n/, 180_000)) as RegExpMatchArray;
    info = JSON.parse(json!) as StackInfo;
  }, 240_000);
  afterAll(async () => {
    stack?.child.kill('SIGINT');
    await stack?.exited;
    for (const db of databases) await db.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("runs the README's example: quote, book, retrieve, list, cancellation charge, cancel", async () => {
    const example = spawnNode(
      'tools/partner-client/example.mjs',
      cleanEnv({ PARTNER_API_URL: info.url, PARTNER_API_KEY: info.partners.acme.keys.live }),
    );
    const code = await example.exited;
    const output = example.output();
    expect({ code, output }).toEqual({ code: 0, output: expect.stringContaining('cancelled: VIP-') });
    expect(output).toMatch(/booked: VIP-\d{5}-LHR \(requested, live\), total [\d.]+ USD, commission [\d.]+/);
    expect(output).toMatch(/listed: VIP-\d{5}-LHR\n/);
    expect(output).toMatch(/cancelling now costs 0 USD \(0%\): Free cancellation up to 48 hours before service\./);
    expect(output).toMatch(/cancelled: VIP-\d{5}-LHR is cancelled, charge 0 USD/);
  });

  it('books once per Idempotency-Key, keeps each partner to its own bookings, and pages the list', async () => {
    const acme = clientFor(info.partners.acme.keys.live);
    const other = clientFor(info.partners.other.keys.live);
    const date = daysAhead(40);
    const services = await acme.GET('/api/partner/v1/services', {
      params: { query: { airport: 'FCO', type: 'arrival', date, time: '10:00', adults: 1 } },
    });
    expect(services.response.status).toBe(200);
    const serviceId = services.data![0]!.id;
    const idempotencyKey = randomUUID();
    const body = {
      partnerReference: `IT-${idempotencyKey.slice(0, 8)}`,
      contact: { name: 'Ada Lovelace', email: 'ada@example.com', phone: '+44 20 7946 0001' },
      items: [{ serviceId, flightDate: date, flightTime: '10:00', flightNumber: 'AZ201', adults: 1 }],
    };
    const book = () =>
      acme.POST('/api/partner/v1/bookings', { params: { header: { 'Idempotency-Key': idempotencyKey } }, body });
    const first = await book();
    expect(first.response.status).toBe(201);
    const again = await book();
    expect(again.response.headers.get('idempotent-replayed')).toBe('true');
    expect(again.data).toEqual(first.data);
    const reference = first.data!.bookings[0]!.referenceCode;
    expect(first.data!.bookings[0]).toMatchObject({ partnerReference: body.partnerReference, status: 'requested' });
    expect(first.data!.total.commission).toBeCloseTo(first.data!.total.total * 0.1, 2);

    const theirs = await other.GET('/api/partner/v1/bookings/{reference}', { params: { path: { reference } } });
    expect(theirs.response.status).toBe(404);
    expect(theirs.error).toMatchObject({ error: { code: 'BOOKING_NOT_FOUND' } });
    const theirList = await other.GET('/api/partner/v1/bookings', { params: { query: { limit: 100 } } });
    expect(theirList.data!.items.map((b) => b.referenceCode)).not.toContain(reference);

    // Another booking, then the whole list a page at a time: every booking once, in change order.
    await acme.POST('/api/partner/v1/bookings', {
      params: { header: { 'Idempotency-Key': randomUUID() } },
      body: { ...body, partnerReference: `${body.partnerReference}-2` },
    });
    const seen: string[] = [];
    let cursor: string | null | undefined;
    do {
      const page = await acme.GET('/api/partner/v1/bookings', { params: { query: { limit: 1, cursor } } });
      expect(page.response.status).toBe(200);
      seen.push(...page.data!.items.map((b) => b.referenceCode));
      cursor = page.data!.nextCursor;
    } while (cursor);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen).toEqual(expect.arrayContaining([reference]));
    expect(seen.length).toBeGreaterThanOrEqual(3);

    const missingKey = await createClient<paths>({ baseUrl: info.url }).GET('/api/partner/v1/bookings', {});
    expect(missingKey.response.status).toBe(401);
  });
});
