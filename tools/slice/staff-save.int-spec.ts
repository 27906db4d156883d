import type { AddressInfo } from 'node:net';
import { LocalEventBus } from '@vip/platform/bus';
import { silentLogger } from '@vip/platform/logger';
import { createTestDatabase, testIdentities, type TestDatabase } from '@vip/platform/testing';
import { startBookingService, type BookingService } from '@vip/svc-booking';
import { startOpsService, type OpsService } from '@vip/svc-ops';
import { fcoStandardArrival, startCatalogStandIn } from '@vip/svc-booking/testing';
import { eventually } from '../test-support/processes';

/**
 * A staff save touches both services: svc-booking keeps the traveller's contact and flight, svc-ops the
 * rest and the audit trail. Real svc-booking and svc-ops in this process, each on its own PostgreSQL
 * database (PGlite in memory without a server), one event bus: whatever fails, neither keeps half a save.
 */
describe('a staff save is all or nothing across svc-booking and svc-ops', () => {
  const identities = testIdentities();
  const ADMIN = { email: 'save.admin@example.com', password: 'a-long-and-secret-password' };
  const NOW = new Date('2030-06-01T12:00:00Z');
  const logger = silentLogger();
  const bus = new LocalEventBus({ logger, publishWaitsForApply: true });
  let bookingDb: TestDatabase;
  let opsDb: TestDatabase;
  let catalog: Awaited<ReturnType<typeof startCatalogStandIn>>;
  let booking: BookingService;
  let ops: OpsService;
  let bookingUrl: string;
  let opsUrl: string;

  // SQL on a service's own database through its own Prisma: PostgreSQL, or PGlite in memory without a server.
  type WithPrisma = {
    prisma: {
      $queryRawUnsafe<R>(sql: string, ...values: unknown[]): Promise<R>;
      $executeRawUnsafe(sql: string, ...values: unknown[]): Promise<number>;
    };
  };
  const query = <T = unknown>(service: WithPrisma, sql: string, values: unknown[] = []) =>
    service.prisma.$queryRawUnsafe<T[]>(sql, ...values);
  const execute = (service: WithPrisma, sql: string) => service.prisma.$executeRawUnsafe(sql);
  const urlOf = (server: import('node:http').Server) => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  beforeAll(async () => {
    bookingDb = await createTestDatabase('slice_save_booking');
    opsDb = await createTestDatabase('slice_save_ops');
    catalog = await startCatalogStandIn({ [fcoStandardArrival.id]: fcoStandardArrival });
    booking = await startBookingService({
      env: {
        PORT: '0',
        HOST: '127.0.0.1',
        DATABASE_URL: bookingDb.url,
        CATALOG_URL: catalog.url,
        ...identities.env('svc-booking'),
        LOG_LEVEL: 'silent',
      },
      bus,
      inMemory: true,
      logger,
      now: () => NOW,
    });
    bookingUrl = urlOf(await booking.listen());
    ops = await startOpsService({
      env: {
        PORT: '0',
        HOST: '127.0.0.1',
        DATABASE_URL: opsDb.url,
        BOOKING_URL: bookingUrl,
        ...identities.env('svc-ops'),
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        STAFF_SECOND_FACTOR: 'optional',
        LOG_LEVEL: 'silent',
      },
      bus,
      inMemory: true,
      logger,
    });
    opsUrl = urlOf(await ops.listen());
    // A fault switch in svc-ops' database: while on, writing an audit entry fails, i.e. svc-ops' own
    // transaction fails after svc-booking has already said yes to its part.
    await execute(ops, 'CREATE TABLE test_fault (failing boolean NOT NULL)');
    await execute(ops, 'INSERT INTO test_fault VALUES (false)');
    await execute(
      ops,
      `CREATE FUNCTION test_fault_fail() RETURNS trigger AS $$ BEGIN
         IF (SELECT failing FROM test_fault) THEN RAISE EXCEPTION 'forced failure after svc-booking said yes'; END IF;
         RETURN NEW; END $$ LANGUAGE plpgsql`,
    );
    await execute(
      ops,
      'CREATE TRIGGER test_fault_audit BEFORE INSERT ON case_audit_entries FOR EACH ROW EXECUTE FUNCTION test_fault_fail()',
    );
  });
  afterAll(async () => {
    await ops?.stop();
    await booking?.stop();
    await bus.close();
    await catalog?.close();
    await bookingDb?.drop();
    await opsDb?.drop();
  });

  async function signIn() {
    const res = await fetch(`${opsUrl}/api/admin/session`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    expect(res.status).toBe(200);
    const { csrfToken } = (await res.json()) as { csrfToken: string };
    return { cookie: res.headers.get('set-cookie')!.split(';')[0]!, csrfToken };
  }

  async function bookAndOpenCase(): Promise<{ caseId: string; bookingId: string }> {
    const res = await fetch(`${bookingUrl}/api/bookings/request`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        serviceId: fcoStandardArrival.id,
        contactName: 'Grace Hopper',
        contactEmail: 'grace@example.com',
        contactPhone: '+1 212 555 0100',
        flightNumber: 'AZ611',
        flightDate: '2030-06-20',
        flightTime: '14:00',
        adultCount: 2,
        childCount: 0,
      }),
    });
    expect(res.status).toBe(201);
    const { referenceCode } = (await res.json()) as { referenceCode: string };
    const rows = await eventually(
      () =>
        query<{ id: string; booking_id: string }>(
          ops,
          'SELECT id, booking_id FROM operations_cases WHERE reference_code = $1',
          [referenceCode],
        ),
      (found) => found.length === 1,
    );
    return { caseId: rows[0]!.id, bookingId: rows[0]!.booking_id };
  }

  const bookingPhone = async (bookingId: string) =>
    (
      await query<{ contact_phone: string; core_version: number }>(
        booking,
        'SELECT contact_phone, core_version FROM bookings WHERE id = $1',
        [bookingId],
      )
    )[0]!;
  const caseState = async (caseId: string) => ({
    ...(
      await query<{ version: number; contact_phone: string; internal_notes: string | null }>(
        ops,
        'SELECT version, contact_phone, internal_notes FROM operations_cases WHERE id = $1',
        [caseId],
      )
    )[0]!,
    audits: (
      await query(ops, "SELECT 1 FROM case_audit_entries WHERE case_id = $1 AND action = 'details_edited'", [caseId])
    ).length,
  });
  const save = (staff: { cookie: string; csrfToken: string }, caseId: string, body: Record<string, unknown>) =>
    fetch(`${opsUrl}/api/admin/bookings/${caseId}`, {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json', cookie: staff.cookie, 'X-CSRF-Token': staff.csrfToken },
      body: JSON.stringify(body),
    });

  it('undoes svc-booking’s part when svc-ops fails to save its own after svc-booking said yes', async () => {
    const staff = await signIn();
    const { caseId, bookingId } = await bookAndOpenCase();
    const before = await caseState(caseId);

    await execute(ops, 'UPDATE test_fault SET failing = true');
    try {
      const res = await save(staff, caseId, {
        version: before.version,
        contactPhone: '+1 212 555 0199',
        internalNotes: 'Greeter at gate B12',
      });
      expect(res.status).toBe(500);
    } finally {
      await execute(ops, 'UPDATE test_fault SET failing = false');
    }
    // svc-booking said yes (version 2), then put it back on svc-ops' word (version 3): the traveller's phone is as it
    // was.
    expect(await bookingPhone(bookingId)).toEqual({ contact_phone: '+12125550100', core_version: 3 });
    expect(await caseState(caseId)).toEqual(before);

    // The same save once svc-ops can write again: both sides have it, once.
    const res = await save(staff, caseId, {
      version: before.version,
      contactPhone: '+1 212 555 0199',
      internalNotes: 'Greeter at gate B12',
    });
    expect(res.status).toBe(200);
    expect((await bookingPhone(bookingId)).contact_phone).toBe('+12125550199');
    expect(await caseState(caseId)).toEqual({
      version: before.version + 1,
      contact_phone: '+12125550199',
      internal_notes: 'Greeter at gate B12',
      audits: 1,
    });
  });

  it('a staff save that re-prices the booking and a cancel sent at once: one of them is applied, and both services agree on which', async () => {
    const staff = await signIn();
    const headers = { 'Content-Type': 'application/json', cookie: staff.cookie, 'X-CSRF-Token': staff.csrfToken };
    for (let attempt = 0; attempt < 3; attempt++) {
      const { caseId, bookingId } = await bookAndOpenCase();
      const before = await caseState(caseId);
      const quote = (await (
        await fetch(`${opsUrl}/api/admin/bookings/${caseId}/cancellation`, { headers })
      ).json()) as { chargePercent: number };
      const [saved, cancelled] = await Promise.all([
        save(staff, caseId, { version: before.version, adultCount: 4 }),
        fetch(`${opsUrl}/api/admin/bookings/${caseId}/cancel`, {
          method: 'POST',
          headers,
          body: JSON.stringify({
            version: before.version,
            reason: 'Trip called off',
            chargePercent: quote.chargePercent,
          }),
        }),
      ]);
      expect([saved.status, cancelled.status].sort()).toEqual([200, 409]);
      // Whatever the events still bring, the two services end as one answer says.
      await new Promise((resolve) => setTimeout(resolve, 1500));
      const [bookingRow] = await query<{ adult_count: number; total_price_cents: number; status: string }>(
        booking,
        'SELECT adult_count, total_price_cents, status FROM bookings WHERE id = $1',
        [bookingId],
      );
      const [caseRow] = await query<{ adult_count: number; total_price_cents: number; cancelled_at: Date | null }>(
        ops,
        'SELECT adult_count, total_price_cents, cancelled_at FROM operations_cases WHERE id = $1',
        [caseId],
      );
      const edits = (
        await query(ops, "SELECT 1 FROM case_audit_entries WHERE case_id = $1 AND action = 'details_edited'", [caseId])
      ).length;
      if (saved.status === 200) {
        expect(await cancelled.json()).toMatchObject({
          error: { code: expect.stringMatching(/^(CHANGE_IN_PROGRESS|VERSION_CONFLICT)$/) },
        });
        expect({
          booking: bookingRow!.adult_count,
          case: caseRow!.adult_count,
          cancelled: caseRow!.cancelled_at,
          bookingStatus: bookingRow!.status,
          edits,
        }).toEqual({
          booking: 4,
          case: 4,
          cancelled: null,
          bookingStatus: expect.not.stringMatching(/cancel/),
          edits: 1,
        });
      } else {
        expect(await saved.json()).toMatchObject({
          error: { code: expect.stringMatching(/^(BOOKING_CANCELLED|VERSION_CONFLICT)$/) },
        });
        expect({
          booking: bookingRow!.adult_count,
          case: caseRow!.adult_count,
          cancelled: caseRow!.cancelled_at !== null,
          edits,
        }).toEqual({ booking: 2, case: 2, cancelled: true, edits: 0 });
        const [charged] = await query<{ charge_cents: number }>(
          ops,
          'SELECT charge_cents FROM case_cancellations WHERE case_id = $1',
          [caseId],
        );
        expect(charged!.charge_cents).toBe(Math.round((caseRow!.total_price_cents * quote.chargePercent) / 100));
      }
      expect(bookingRow!.total_price_cents).toBe(caseRow!.total_price_cents);
    }
  });

  it('writes nothing anywhere for a save that is refused, nor for a stale one', async () => {
    const staff = await signIn();
    const { caseId, bookingId } = await bookAndOpenCase();
    const before = await caseState(caseId);
    const tooLong = await save(staff, caseId, {
      version: before.version,
      contactPhone: '+1 212 555 0199',
      internalNotes: 'x'.repeat(5001),
    });
    expect(tooLong.status).toBe(400);
    const badCost = await save(staff, caseId, {
      version: before.version,
      contactPhone: '+1 212 555 0199',
      supplierCostOriginal: 100,
      supplierCurrency: 'XYZ',
    });
    expect(badCost.status).toBeGreaterThanOrEqual(400);
    expect(badCost.status).toBeLessThan(500);
    const stale = await save(staff, caseId, { version: before.version + 7, contactPhone: '+1 212 555 0199' });
    expect(stale.status).toBe(409);
    expect(await bookingPhone(bookingId)).toEqual({ contact_phone: '+12125550100', core_version: 1 });
    expect(await caseState(caseId)).toEqual(before);
  });
});
