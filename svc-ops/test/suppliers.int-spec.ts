import request from 'supertest';
import {
  chauffeurSupplierListSchema,
  chauffeurSupplierSchema,
  chauffeurSupplierSuggestionsSchema,
  staffSessionSchema,
  vipSupplierListSchema,
  vipSupplierSchema,
  SUPPLIER_MESSAGES,
} from '@vip/contracts/schemas';
import { LocalEventBus } from '@vip/platform/bus';
import { silentLogger } from '@vip/platform/logger';
import { createTestDatabase, type TestDatabase } from '@vip/platform/testing';
import { startOpsService, type OpsService } from '../src/server';
import { announceSuppliers, readSupplierSeed, seedSuppliers } from '../src/suppliers/suppliers.seed';

const ADMIN = { email: 'supplier.lead@example.com', password: 'a-long-and-secret-password', name: 'Supplier Lead' };
const seed = readSupplierSeed();

describe('the supplier API', () => {
  let db: TestDatabase;
  let service: OpsService;

  beforeAll(async () => {
    db = await createTestDatabase('ops_suppliers');
    service = await startOpsService({
      env: {
        PORT: '0',
        DATABASE_URL: db.url,
        STAFF_PASSWORD_SCRYPT_COST: '14',
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        STAFF_SECOND_FACTOR: 'optional',
        ADMIN_NAME: ADMIN.name,
      },
      bus: new LocalEventBus({ publishWaitsForApply: true }),
      inMemory: true,
      logger: silentLogger(),
    });
    await seedSuppliers(service.prisma);
  });
  afterAll(async () => {
    await service?.stop();
    await db?.drop();
  });

  async function signIn() {
    const agent = request.agent(service.app.callback());
    const res = await agent
      .post('/api/admin/session')
      .send({ email: ADMIN.email, password: ADMIN.password })
      .expect(200);
    return { agent, csrf: staffSessionSchema.parse(res.body).csrfToken };
  }

  describe('seed', () => {
    it('loads every seed supplier once and never overwrites what staff changed', async () => {
      expect(await service.prisma.supplier.count()).toBe(seed.suppliers.length);
      expect(await service.prisma.chauffeurSupplier.count()).toBe(seed.chauffeurSuppliers.length);
      const first = seed.suppliers[0]!;
      await service.prisma.supplier.update({
        where: { id: first.id },
        data: { isPreferred: !first.isPreferred, notes: 'Edited by staff' },
      });
      await service.prisma.supplier.delete({ where: { id: seed.suppliers[1]!.id } });
      await seedSuppliers(service.prisma);
      expect(await service.prisma.supplier.findUniqueOrThrow({ where: { id: first.id } })).toMatchObject({
        isPreferred: !first.isPreferred,
        notes: 'Edited by staff',
      });
      // A missing row comes back; nothing is duplicated.
      expect(await service.prisma.supplier.count()).toBe(seed.suppliers.length);
      await service.prisma.supplier.update({
        where: { id: first.id },
        data: { isPreferred: first.isPreferred, notes: first.notes },
      });
    });
  });

  describe('access', () => {
    it('answers 401 to every supplier call without a session', async () => {
      const anonymous = request(service.app.callback());
      for (const path of [
        '/api/suppliers?airport=FCO&serviceLevel=standard',
        '/api/suppliers/chauffeur?airport=FCO',
        '/api/suppliers/chauffeur/names?q=a',
      ]) {
        const res = await anonymous.get(path).expect(401);
        expect(res.body.error.code).toBe('UNAUTHENTICATED');
      }
      await anonymous
        .post('/api/suppliers/chauffeur')
        .send({ supplierName: 'X', typeOfSupplier: 'Global' })
        .expect(401);
    });

    it('refuses writes without the CSRF token', async () => {
      const { agent } = await signIn();
      const id = seed.suppliers[0]!.id;
      const chauffeurId = seed.chauffeurSuppliers[0]!.id;
      for (const res of [
        await agent.patch(`/api/suppliers/${id}`).send({ isPreferred: true }),
        await agent.post('/api/suppliers/chauffeur').send({ supplierName: 'No Token Cars', typeOfSupplier: 'Global' }),
        await agent
          .put(`/api/suppliers/chauffeur/${chauffeurId}`)
          .send({ supplierName: 'No Token Cars', typeOfSupplier: 'Global' }),
        await agent
          .post(`/api/suppliers/chauffeur/${chauffeurId}/airport-codes`)
          .set('X-CSRF-Token', 'wrong')
          .send({ airportCodes: ['LHR'] }),
      ]) {
        expect(res.status).toBe(403);
        expect(res.body.error.code).toBe('CSRF_TOKEN_INVALID');
      }
    });
  });

  describe('VIP suppliers', () => {
    it('finds an airport and level, upper-casing the code, preferred first, in dollars with an amenity list', async () => {
      const { agent } = await signIn();
      const res = await agent.get('/api/suppliers').query({ airport: 'fco', serviceLevel: 'standard' }).expect(200);
      const list = vipSupplierListSchema.parse(res.body);
      const expected = seed.suppliers.filter((s) => s.iataCode === 'FCO' && s.serviceLevel === 'standard');
      expect(list.map((s) => s.id).sort()).toEqual(expected.map((s) => s.id).sort());
      const preferredCount = list.filter((s) => s.isPreferred).length;
      expect(list.slice(0, preferredCount).every((s) => s.isPreferred)).toBe(true);
      const catalogVendor = list.find((s) => s.activationCost === 395)!;
      expect(catalogVendor).toMatchObject({
        iataCode: 'FCO',
        serviceLevel: 'standard',
        porterCost: 150,
        numberIncluded: 2,
      });
      expect(Array.isArray(catalogVendor.amenities)).toBe(true);
      expect(res.headers['cache-control']).toBe('no-store');
    });

    it('answers an airport without suppliers at that level with an empty list', async () => {
      const { agent } = await signIn();
      const res = await agent.get('/api/suppliers').query({ airport: 'XXX', serviceLevel: 'suite' }).expect(200);
      expect(res.body).toEqual([]);
    });

    it('needs both airport and service level, with a clear message', async () => {
      const { agent } = await signIn();
      const noAirport = await agent.get('/api/suppliers').query({ serviceLevel: 'standard' }).expect(400);
      expect(noAirport.body.error).toMatchObject({
        code: 'VALIDATION_FAILED',
        message: 'airport is required: give the three-letter airport code',
      });
      const noLevel = await agent.get('/api/suppliers').query({ airport: 'FCO' }).expect(400);
      expect(noLevel.body.error.message).toBe('serviceLevel is required: standard, lounge or suite');
      const tarmac = await agent.get('/api/suppliers').query({ airport: 'FCO', serviceLevel: 'tarmac' }).expect(400);
      expect(tarmac.body.error.message).toBe('serviceLevel is required: standard, lounge or suite');
      const badCode = await agent
        .get('/api/suppliers')
        .query({ airport: 'ROMA', serviceLevel: 'standard' })
        .expect(400);
      expect(badCode.body.error.message).toBe('airport must be a three-letter airport code');
    });

    it('toggles Preferred with the CSRF token', async () => {
      const { agent, csrf } = await signIn();
      const target = seed.suppliers.find((s) => s.iataCode === 'LHR' && !s.isPreferred)!;
      const on = vipSupplierSchema.parse(
        (
          await agent
            .patch(`/api/suppliers/${target.id}`)
            .set('X-CSRF-Token', csrf)
            .send({ isPreferred: true })
            .expect(200)
        ).body,
      );
      expect(on).toMatchObject({ id: target.id, isPreferred: true });
      const list = vipSupplierListSchema.parse(
        (await agent.get('/api/suppliers').query({ airport: 'LHR', serviceLevel: target.serviceLevel }).expect(200))
          .body,
      );
      expect(list.find((s) => s.id === target.id)!.isPreferred).toBe(true);
      await agent
        .patch(`/api/suppliers/${target.id}`)
        .set('X-CSRF-Token', csrf)
        .send({ isPreferred: false })
        .expect(200);
    });

    it("announces a change of a supplier's lead time to svc-booking once, and never the preference alone", async () => {
      const { agent, csrf } = await signIn();
      const target = seed.suppliers.find((s) => s.iataCode === 'FCO')!;
      const announced = async () =>
        (
          await service.prisma.outboxEvent.findMany({
            where: { eventType: 'supplier.updated', aggregateId: target.id },
            orderBy: { seq: 'asc' },
          })
        ).map((e) => (e.envelope as { payload: object }).payload);
      const before = await announced();
      const { revision } = await service.prisma.supplier.findUniqueOrThrow({ where: { id: target.id } });
      const hours = target.instantBookingHours === 48 ? 36 : 48;
      const change = (body: object, status = 200) =>
        agent.patch(`/api/suppliers/${target.id}`).set('X-CSRF-Token', csrf).send(body).expect(status);

      expect((await change({ instantBookingHours: hours })).body).toMatchObject({ instantBookingHours: hours });
      // The same lead time again, and the preference: nothing for svc-booking.
      await change({ instantBookingHours: hours });
      await change({ isPreferred: !target.isPreferred });
      await change({ isPreferred: target.isPreferred });
      const after = await announced();
      expect(after.slice(before.length)).toEqual([
        {
          supplierId: target.id,
          name: target.companyName,
          active: true,
          instantBookingHours: hours,
          airportCodes: ['FCO'],
          revision: revision + 1,
          updatedAt: expect.any(String),
        },
      ]);

      const tooLong = await change({ instantBookingHours: 721 }, 400);
      expect(tooLong.body.error.details.fieldErrors).toEqual({
        instantBookingHours: [SUPPLIER_MESSAGES.instantBookingHours],
      });
      expect((await change({}, 422)).body.error.message).toBe(SUPPLIER_MESSAGES.nothingToChange);
      expect(await announced()).toHaveLength(after.length);
    });

    it('announces every supplier svc-booking has not heard of in its revision once, however often it runs', async () => {
      await announceSuppliers(service.prisma, new Date());
      expect(await announceSuppliers(service.prisma, new Date())).toBe(0);
      // Each supplier's current revision is in the outbox exactly once.
      const [{ wrong }] = await service.prisma.$queryRaw<Array<{ wrong: number }>>`
        SELECT count(*)::int AS wrong FROM suppliers s
        WHERE (SELECT count(*) FROM outbox_events o
               WHERE o.event_type = 'supplier.updated' AND o.aggregate_id = s.id::text
                 AND (o.envelope -> 'payload' ->> 'revision')::int = s.revision) <> 1`;
      expect(wrong).toBe(0);
      expect(
        await service.prisma.outboxEvent.count({ where: { eventType: 'supplier.updated' } }),
      ).toBeGreaterThanOrEqual(seed.suppliers.length);
    });

    it('deletes a VIP supplier for good: announced inactive once, offered nowhere, and 404 after', async () => {
      const { agent, csrf } = await signIn();
      const target = seed.suppliers.filter((s) => s.iataCode === 'FCO' && s.serviceLevel === 'standard').at(-1)!;
      const { revision } = await service.prisma.supplier.findUniqueOrThrow({ where: { id: target.id } });
      const announced = async () =>
        (
          await service.prisma.outboxEvent.findMany({
            where: { eventType: 'supplier.updated', aggregateId: target.id },
            orderBy: { seq: 'asc' },
          })
        ).map((e) => e.envelope as { version: number; payload: { active: boolean; revision: number } });
      const before = await announced();

      await agent.delete(`/api/suppliers/${target.id}`).set('X-CSRF-Token', csrf).expect(204);

      const after = await announced();
      expect(after.slice(before.length)).toEqual([
        expect.objectContaining({
          version: 2,
          payload: expect.objectContaining({ active: false, airportCodes: ['FCO'], revision: revision + 1 }),
        }),
      ]);
      const hub = await agent.get('/api/suppliers').query({ airport: 'FCO', serviceLevel: 'standard' }).expect(200);
      expect(vipSupplierListSchema.parse(hub.body).map((s) => s.id)).not.toContain(target.id);
      // Gone for staff: no second delete, no change, and a restart neither brings it back nor announces it again.
      await agent.delete(`/api/suppliers/${target.id}`).set('X-CSRF-Token', csrf).expect(404);
      await agent
        .patch(`/api/suppliers/${target.id}`)
        .set('X-CSRF-Token', csrf)
        .send({ isPreferred: true })
        .expect(404);
      await seedSuppliers(service.prisma);
      await announceSuppliers(service.prisma, new Date());
      expect(await announced()).toHaveLength(after.length);
      const hubAgain = await agent.get('/api/suppliers').query({ airport: 'FCO', serviceLevel: 'standard' });
      expect(vipSupplierListSchema.parse(hubAgain.body).map((s) => s.id)).not.toContain(target.id);
    });

    it('refuses a Preferred toggle for an unknown supplier (404), a malformed id or body (400)', async () => {
      const { agent, csrf } = await signIn();
      const unknown = await agent
        .patch('/api/suppliers/00000000-0000-4000-8000-000000000000')
        .set('X-CSRF-Token', csrf)
        .send({ isPreferred: true })
        .expect(404);
      expect(unknown.body.error).toMatchObject({ code: 'SUPPLIER_NOT_FOUND', message: 'Supplier not found' });
      await agent.patch('/api/suppliers/not-a-uuid').set('X-CSRF-Token', csrf).send({ isPreferred: true }).expect(400);
      const noFlag = await agent
        .patch(`/api/suppliers/${seed.suppliers[0]!.id}`)
        .set('X-CSRF-Token', csrf)
        .send({ isPreferred: 'yes' })
        .expect(400);
      expect(noFlag.body.error.message).toBe('isPreferred must be true or false');
    });
  });

  describe('chauffeur suppliers', () => {
    const servedLocally = seed.chauffeurSuppliers.find((c) => c.typeOfSupplier === 'Local')!.airportCodes[0]!;

    it('lists the suppliers of an airport, those naming it before the global ones', async () => {
      const { agent } = await signIn();
      const list = chauffeurSupplierListSchema.parse(
        (await agent.get('/api/suppliers/chauffeur').query({ airport: servedLocally.toLowerCase() }).expect(200)).body,
      );
      expect(list.onlyGlobal).toBe(false);
      expect(list.suppliers.some((s) => s.airportCodes.includes(servedLocally))).toBe(true);
      expect(
        list.suppliers.every((s) => s.airportCodes.includes(servedLocally) || s.airportCodes.includes('ALL')),
      ).toBe(true);
      expect(list.suppliers.filter((s) => s.airportCodes.includes('ALL')).length).toBe(
        seed.chauffeurSuppliers.filter((c) => c.airportCodes.includes('ALL')).length,
      );
    });

    it('says onlyGlobal for an airport no supplier names, listing the global ones', async () => {
      const { agent } = await signIn();
      const list = chauffeurSupplierListSchema.parse(
        (await agent.get('/api/suppliers/chauffeur').query({ airport: 'QQQ' }).expect(200)).body,
      );
      expect(list.onlyGlobal).toBe(true);
      expect(list.suppliers.length).toBeGreaterThan(0);
      expect(list.suppliers.every((s) => s.airportCodes.includes('ALL'))).toBe(true);
      await agent.get('/api/suppliers/chauffeur').query({ airport: 'QQQQ' }).expect(400);
    });

    it('suggests suppliers by name', async () => {
      const { agent } = await signIn();
      const found = chauffeurSupplierSuggestionsSchema.parse(
        (await agent.get('/api/suppliers/chauffeur/names').query({ q: 'astral' }).expect(200)).body,
      );
      expect(found[0]!.supplierName).toBe('Astral Worldwide Chauffeurs');
      const missing = await agent.get('/api/suppliers/chauffeur/names').expect(400);
      expect(missing.body.error.message).toBe('q is required');
    });

    it('needs an airport code unless the supplier is Global, and keeps Global without codes as ALL', async () => {
      const { agent, csrf } = await signIn();
      const local = await agent
        .post('/api/suppliers/chauffeur')
        .set('X-CSRF-Token', csrf)
        .send({ supplierName: 'Nowhere Cars', typeOfSupplier: 'Local', airportCodes: [] })
        .expect(422);
      expect(local.body.error.details.fieldErrors.airportCodes).toEqual([
        'Add at least one airport code, or make the supplier Global',
      ]);
      const global = chauffeurSupplierSchema.parse(
        (
          await agent
            .post('/api/suppliers/chauffeur')
            .set('X-CSRF-Token', csrf)
            .send({ supplierName: 'Everywhere Cars', typeOfSupplier: 'Global' })
            .expect(201)
        ).body,
      );
      expect(global).toMatchObject({
        supplierName: 'Everywhere Cars',
        airportCodes: ['ALL'],
        typeOfSupplier: 'Global',
        vehiclesOffered: [],
        isPreferred: false,
      });
    });

    it('creates a supplier with upper-cased, de-duplicated codes and checks e-mail, codes, type and vehicles', async () => {
      const { agent, csrf } = await signIn();
      const created = chauffeurSupplierSchema.parse(
        (
          await agent
            .post('/api/suppliers/chauffeur')
            .set('X-CSRF-Token', csrf)
            .send({
              supplierName: 'Seychelles Island Cars',
              typeOfSupplier: 'Local',
              airportCodes: ['sez', 'SEZ', ' pra '],
              email: 'Dispatch@Island-Cars.example',
              website: 'www.island-cars.example',
              vehiclesOffered: ['sedan', 'van', 'van'],
              isPreferred: true,
              flightsUnderCarTypeForVan: 'Van for 4 or more passengers',
            })
            .expect(201)
        ).body,
      );
      expect(created).toMatchObject({
        airportCodes: ['SEZ', 'PRA'],
        email: 'dispatch@island-cars.example',
        website: 'https://www.island-cars.example',
        vehiclesOffered: ['sedan', 'van'],
        isPreferred: true,
      });
      const invalid = await agent
        .post('/api/suppliers/chauffeur')
        .set('X-CSRF-Token', csrf)
        .send({
          supplierName: 'Bad Cars',
          typeOfSupplier: 'Citywide',
          airportCodes: ['ROMA'],
          email: 'not-an-email',
          vehiclesOffered: ['bus'],
        })
        .expect(400);
      expect(invalid.body.error.details.fieldErrors).toMatchObject({
        'airportCodes.0': ['Airport codes are three letters, or ALL'],
        email: ['Please enter a valid email address'],
        typeOfSupplier: ['Choose Local, Regional or Global'],
        'vehiclesOffered.0': ['Vehicles are sedan, suv, van or luxury'],
      });
      const noName = await agent
        .post('/api/suppliers/chauffeur')
        .set('X-CSRF-Token', csrf)
        .send({ typeOfSupplier: 'Global' })
        .expect(400);
      expect(noName.body.error.message).toBe('Supplier name is required');
    });

    it('refuses a second supplier of the same name, whatever its case', async () => {
      const { agent, csrf } = await signIn();
      const dup = await agent
        .post('/api/suppliers/chauffeur')
        .set('X-CSRF-Token', csrf)
        .send({ supplierName: 'ASTRAL worldwide chauffeurs', typeOfSupplier: 'Global' })
        .expect(409);
      expect(dup.body.error.code).toBe('CHAUFFEUR_SUPPLIER_EXISTS');
    });

    it('updates a supplier, with the same airport-code rule, and 404 for an unknown one', async () => {
      const { agent, csrf } = await signIn();
      const created = chauffeurSupplierSchema.parse(
        (
          await agent
            .post('/api/suppliers/chauffeur')
            .set('X-CSRF-Token', csrf)
            .send({ supplierName: 'Lisbon Ride', typeOfSupplier: 'Local', airportCodes: ['LIS'] })
            .expect(201)
        ).body,
      );
      const updated = chauffeurSupplierSchema.parse(
        (
          await agent
            .put(`/api/suppliers/chauffeur/${created.id}`)
            .set('X-CSRF-Token', csrf)
            .send({
              supplierName: 'Lisbon Ride Executive',
              typeOfSupplier: 'Regional',
              airportCodes: ['LIS', 'opo', 'FAO'],
              phone: '+351 21 000 0000',
              notes: 'Ask for Rui',
            })
            .expect(200)
        ).body,
      );
      expect(updated).toMatchObject({
        id: created.id,
        supplierName: 'Lisbon Ride Executive',
        typeOfSupplier: 'Regional',
        airportCodes: ['LIS', 'OPO', 'FAO'],
        phone: '+351210000000',
        notes: 'Ask for Rui',
      });
      const rule = await agent
        .put(`/api/suppliers/chauffeur/${created.id}`)
        .set('X-CSRF-Token', csrf)
        .send({ supplierName: 'Lisbon Ride Executive', typeOfSupplier: 'Regional', airportCodes: [] })
        .expect(422);
      expect(rule.body.error.message).toBe('Add at least one airport code, or make the supplier Global');
      const taken = await agent
        .put(`/api/suppliers/chauffeur/${created.id}`)
        .set('X-CSRF-Token', csrf)
        .send({ supplierName: 'Everywhere Cars', typeOfSupplier: 'Global' })
        .expect(409);
      expect(taken.body.error.code).toBe('CHAUFFEUR_SUPPLIER_EXISTS');
      const unknown = await agent
        .put('/api/suppliers/chauffeur/00000000-0000-4000-8000-000000000000')
        .set('X-CSRF-Token', csrf)
        .send({ supplierName: 'Ghost Cars', typeOfSupplier: 'Global' })
        .expect(404);
      expect(unknown.body.error.code).toBe('SUPPLIER_NOT_FOUND');
    });

    it('appends airport codes, upper-cased and without duplicates', async () => {
      const { agent, csrf } = await signIn();
      const created = chauffeurSupplierSchema.parse(
        (
          await agent
            .post('/api/suppliers/chauffeur')
            .set('X-CSRF-Token', csrf)
            .send({ supplierName: 'Alps Transfers', typeOfSupplier: 'Regional', airportCodes: ['GVA'] })
            .expect(201)
        ).body,
      );
      const appended = chauffeurSupplierSchema.parse(
        (
          await agent
            .post(`/api/suppliers/chauffeur/${created.id}/airport-codes`)
            .set('X-CSRF-Token', csrf)
            .send({ airportCodes: ['zrh', 'GVA', 'ZRH', 'inn'] })
            .expect(200)
        ).body,
      );
      expect(appended.airportCodes).toEqual(['GVA', 'ZRH', 'INN']);
      const list = chauffeurSupplierListSchema.parse(
        (await agent.get('/api/suppliers/chauffeur').query({ airport: 'INN' }).expect(200)).body,
      );
      expect(list.suppliers.map((s) => s.id)).toContain(created.id);
      const empty = await agent
        .post(`/api/suppliers/chauffeur/${created.id}/airport-codes`)
        .set('X-CSRF-Token', csrf)
        .send({ airportCodes: [] })
        .expect(400);
      expect(empty.body.error.message).toBe('Add at least one airport code');
      await agent
        .post(`/api/suppliers/chauffeur/${created.id}/airport-codes`)
        .set('X-CSRF-Token', csrf)
        .send({ airportCodes: ['ZURICH'] })
        .expect(400);
      await agent
        .post('/api/suppliers/chauffeur/00000000-0000-4000-8000-000000000000/airport-codes')
        .set('X-CSRF-Token', csrf)
        .send({ airportCodes: ['ZRH'] })
        .expect(404);
    });
  });
});
