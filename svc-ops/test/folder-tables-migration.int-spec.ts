// The migration that gives each folder its tables moves every value (later migrations add columns of their own,
// so each table is compared on the columns this one moved): a database made by the migrations
// before it, with data in every column that moves, is migrated and read back from the new tables.
import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { applyMigrations } from '@vip/platform/db';
import { createTestDatabase, testInfra, type TestDatabase } from '@vip/platform/testing';

const MIGRATIONS = join(__dirname, '..', 'prisma', 'migrations');
const SPLIT = '20261125054255_folder_owned_tables';

const MEET_AND_GREET = '11111111-1111-4111-8111-111111111111';
const TRANSFER = '22222222-2222-4222-8222-222222222222';
const QUIET = '33333333-3333-4333-8333-333333333333';
const DOC_SENT = '44444444-4444-4444-8444-444444444444';
const DOC_UNSENT = '55555555-5555-4555-8555-555555555555';

/** A copy of the migrations folder with only those before `SPLIT`. */
function migrationsBefore(): string {
  const dir = mkdtempSync(join(tmpdir(), 'ops-migrations-'));
  for (const name of readdirSync(MIGRATIONS)) {
    if (name < SPLIT || name === 'migration_lock.toml')
      cpSync(join(MIGRATIONS, name), join(dir, name), { recursive: true });
  }
  return dir;
}

const CASE_COLUMNS = `id, booking_id, reference_code, booking_status, contact_name, contact_email, contact_phone, traveler_names, service_name,
  service_type, airport_code, airport_name, airport_time_zone, flight_date, flight_time, flight_at, adult_count, child_count, porter_selected,
  porter_cost_cents, base_price_cents, total_price_cents, price_breakdown, cancellation_policy_hours, requested_at, updated_at, is_chauffeur`;
const caseValues = (id: string, ref: string, chauffeur: boolean) =>
  `('${id}', ${chauffeur ? 'NULL' : `'${id.replace(/^1/, '9')}'`}, '${ref}', 'pending_payment', 'Grace Hopper', 'grace@example.com', '+1 212 555 0100',
    ARRAY['Grace Hopper'], 'Service', '${chauffeur ? 'transfer' : 'arrival'}', 'FCO', 'Rome Fiumicino', 'Europe/Rome', '2030-06-20', '14:00',
    '2030-06-20T12:00:00Z', 2, 0, false, 0, 39500, 41500, '{}'::jsonb, 48, '2030-06-01T12:00:00Z', '2030-06-02T08:00:00Z', ${chauffeur})`;

(testInfra.databaseUrl || testInfra.required ? describe : describe.skip)(
  'the folder-owned tables migration (PostgreSQL)',
  () => {
    let db: TestDatabase;
    let client: pg.Client;
    let before: string;

    beforeAll(async () => {
      db = await createTestDatabase('ops_split');
      before = migrationsBefore();
      await applyMigrations({ connectionString: db.url }, before);
      client = new pg.Client({ connectionString: db.url });
      await client.connect();
      await client.query(
        `INSERT INTO operations_cases (${CASE_COLUMNS}) VALUES ${caseValues(MEET_AND_GREET, 'VIP-10001-FCO', false)}, ${caseValues(TRANSFER, 'CHF-10002-FCO', true)}, ${caseValues(QUIET, 'VIP-10003-FCO', false)}`,
      );
      // Every moving column of the meet-and-greet case filled.
      await client.query(
        `UPDATE operations_cases SET
        assigned_supplier_id = '66666666-6666-4666-8666-666666666666', assigned_supplier_name = 'Roma VIP', assigned_supplier_email = 'ops@romavip.example',
        assigned_supplier_phone = '+39 06 5555 0000', supplier_confirmation_number = 'RV-88', supplier_cost_original_cents = 30000, supplier_currency = 'EUR',
        supplier_rate_to_usd = 1.08500000, supplier_cost_usd_cents = 32550, supplier_payment_status = 'paid',
        greeter_name = 'Marco', greeter_phone = '+39 06 1234 5678', greeter_email = 'marco@romavip.example', greeter_eta = '13:40',
        meet_location = 'Arrivals hall, gate B', sign_instructions = 'HOPPER', driver_name = 'Luca', driver_phone = '+39 333 123 4567',
        vehicle_make_model = 'Mercedes E', vehicle_plate = 'AB123CD', vehicle_color = 'Black', live_eta = '13:55',
        last_greeter_request_sent_at = '2030-06-01T13:00:00Z', last_greeter_contact_sent_at = '2030-06-01T14:00:00Z',
        last_driver_info_requested_at = '2030-06-01T15:00:00Z', last_driver_info_sent_at = '2030-06-01T16:00:00Z',
        pdf_generated_at = '2030-06-01T17:00:00Z', pdf_sent_at = '2030-06-01T17:05:00Z', pdf_sent_to = 'grace@example.com',
        invoice_provider = 'square', invoice_id = 'inv:1', invoice_order_id = 'order-1', invoice_number = '000042', invoice_status = 'PAID',
        invoice_url = 'https://squareup.com/pay-invoice/inv:1', invoice_version = 3, invoice_due_date = '2030-06-08', invoice_amount_cents = 41500,
        invoice_created_at = '2030-06-01T18:00:00Z', invoice_published_at = '2030-06-01T18:05:00Z', invoice_cancelled_at = '2030-06-01T18:10:00Z',
        invoice_cancellation_reason = 'kept for the test', paid_at = '2030-06-01T19:00:00Z', is_paid = true
      WHERE id = '${MEET_AND_GREET}'`,
      );
      await client.query(
        `UPDATE operations_cases SET transfer_direction = 'dropoff', pickup_location = 'Hotel Hassler', dropoff_location = 'Terminal 3', passengers = 3,
        vehicle_type = 'van', additional_cost_items = '[{"description":"Child seat","amountCents":2000}]'::jsonb, linked_case_id = '${MEET_AND_GREET}'
      WHERE id = '${TRANSFER}'`,
      );
      await client.query(
        `INSERT INTO case_documents (id, case_id, kind, file_name, content_type, content, created_by) VALUES
        ('${DOC_SENT}', '${MEET_AND_GREET}', 'pdf_confirmation', 'a.pdf', 'application/pdf', '\\x25504446', 'Ada'),
        ('${DOC_UNSENT}', '${MEET_AND_GREET}', 'pdf_confirmation', 'b.pdf', 'application/pdf', '\\x25504446', 'Ada')`,
      );
      await client.query(
        `INSERT INTO communications (id, case_id, channel, purpose, to_addresses, cc_addresses, body, attachment_id, transport, status, created_by)
       VALUES (gen_random_uuid(), '${MEET_AND_GREET}', 'email', 'pdf', ARRAY['grace@example.com'], ARRAY[]::text[], 'Your confirmation', '${DOC_SENT}', 'smtp', 'sent', 'Ada')`,
      );
      expect(await applyMigrations({ connectionString: db.url }, MIGRATIONS)).toEqual([
        SPLIT,
        ...readdirSync(MIGRATIONS).filter((n) => n > SPLIT && !n.endsWith('.toml')),
      ]);
    });
    afterAll(async () => {
      await client?.end();
      await db?.drop();
      if (before) rmSync(before, { recursive: true, force: true });
    });

    const one = async (sql: string) => (await client.query(sql)).rows;

    it('moves the supplier, its cost and the payment status to case_supplier_assignments', async () => {
      expect(await one(`SELECT * FROM case_supplier_assignments`)).toMatchObject([
        {
          case_id: MEET_AND_GREET,
          supplier_id: '66666666-6666-4666-8666-666666666666',
          supplier_name: 'Roma VIP',
          supplier_email: 'ops@romavip.example',
          supplier_phone: '+39 06 5555 0000',
          confirmation_number: 'RV-88',
          cost_original_cents: 30000,
          currency: 'EUR',
          rate_to_usd: '1.08500000',
          cost_usd_cents: 32550,
          payment_status: 'paid',
        },
      ]);
    });

    it('moves the greeter, driver, vehicle and last-sent times to case_coordination', async () => {
      const [row] = await one(`SELECT * FROM case_coordination`);
      expect(row).toMatchObject({
        case_id: MEET_AND_GREET,
        greeter_name: 'Marco',
        greeter_phone: '+39 06 1234 5678',
        greeter_email: 'marco@romavip.example',
        greeter_eta: '13:40',
        meet_location: 'Arrivals hall, gate B',
        sign_instructions: 'HOPPER',
        driver_name: 'Luca',
        driver_phone: '+39 333 123 4567',
        vehicle_make_model: 'Mercedes E',
        vehicle_plate: 'AB123CD',
        vehicle_color: 'Black',
        live_eta: '13:55',
        last_greeter_request_sent_at: new Date('2030-06-01T13:00:00Z'),
        last_greeter_contact_sent_at: new Date('2030-06-01T14:00:00Z'),
        last_driver_info_requested_at: new Date('2030-06-01T15:00:00Z'),
        last_driver_info_sent_at: new Date('2030-06-01T16:00:00Z'),
      });
      expect(await one(`SELECT count(*)::int AS n FROM case_coordination`)).toEqual([{ n: 1 }]);
    });

    it("moves a transfer's own fields and its link to case_transfers", async () => {
      expect(await one(`SELECT * FROM case_transfers`)).toMatchObject([
        {
          case_id: TRANSFER,
          direction: 'dropoff',
          pickup_location: 'Hotel Hassler',
          dropoff_location: 'Terminal 3',
          passengers: 3,
          vehicle_type: 'van',
          additional_cost_items: [{ description: 'Child seat', amountCents: 2000 }],
          linked_case_id: MEET_AND_GREET,
        },
      ]);
    });

    it('moves the PDF state to case_confirmations and keeps the document a message carried', async () => {
      expect(await one(`SELECT * FROM case_confirmations`)).toMatchObject([
        {
          case_id: MEET_AND_GREET,
          generated_at: new Date('2030-06-01T17:00:00Z'),
          sent_at: new Date('2030-06-01T17:05:00Z'),
          sent_to: 'grace@example.com',
        },
      ]);
      expect(await one(`SELECT id, attached FROM case_documents ORDER BY id`)).toEqual([
        { id: DOC_SENT, attached: true },
        { id: DOC_UNSENT, attached: false },
      ]);
    });

    it('moves the invoice to case_invoices; the case keeps is_paid', async () => {
      expect(await one(`SELECT * FROM case_invoices`)).toEqual([
        {
          case_id: MEET_AND_GREET,
          provider: 'square',
          invoice_id: 'inv:1',
          order_id: 'order-1',
          number: '000042',
          status: 'PAID',
          url: 'https://squareup.com/pay-invoice/inv:1',
          version: 3,
          due_date: '2030-06-08',
          amount_cents: 41500,
          created_at: new Date('2030-06-01T18:00:00Z'),
          published_at: new Date('2030-06-01T18:05:00Z'),
          cancelled_at: new Date('2030-06-01T18:10:00Z'),
          cancellation_reason: 'kept for the test',
          paid_at: new Date('2030-06-01T19:00:00Z'),
        },
      ]);
      expect(await one(`SELECT id, is_paid FROM operations_cases ORDER BY id`)).toEqual([
        { id: MEET_AND_GREET, is_paid: true },
        { id: TRANSFER, is_paid: false },
        { id: QUIET, is_paid: false },
      ]);
    });

    it('leaves operations_cases with the case alone: none of the moved columns is left', async () => {
      const columns = (
        await one(`SELECT column_name FROM information_schema.columns WHERE table_name = 'operations_cases'`)
      ).map((r) => r.column_name as string);
      for (const moved of [
        'assigned_supplier_name',
        'supplier_payment_status',
        'greeter_name',
        'driver_phone',
        'transfer_direction',
        'linked_case_id',
        'pdf_sent_to',
        'invoice_id',
        'paid_at',
      ]) {
        expect(columns).not.toContain(moved);
      }
      expect(columns).toEqual(
        expect.arrayContaining(['reference_code', 'admin_status', 'is_paid', 'version', 'internal_notes']),
      );
    });
  },
);
