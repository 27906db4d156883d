import { randomUUID } from 'node:crypto';
import {
  ALL_AIRPORTS,
  type ChauffeurSupplierData,
  type SupplierLevel,
  type SupplierSeedData,
} from '@vip/contracts/schemas';
import { appendToOutbox } from '@vip/platform/outbox';
import type { Prisma } from '../generated/prisma/client.ts';
import type { OpsPrisma } from '../prisma';
import { supplierUpdatedEvent } from './suppliers.events';

type Tx = Prisma.TransactionClient;
type Db = OpsPrisma | Tx;

const VIP_LIST_LIMIT = 200;
const SUGGESTION_LIMIT = 10;
/** Suppliers announced per transaction at start. */
const ANNOUNCE_BATCH = 200;
/** Advisory lock serialising chauffeur supplier creates and renames, as names are unique. */
const CHAUFFEUR_NAMES_LOCK = 7_202_611;

export class SuppliersRepository {
  constructor(private readonly prisma: OpsPrisma) {}

  vipAt(iataCode: string, serviceLevel: SupplierLevel) {
    return this.prisma.supplier.findMany({
      where: { iataCode, serviceLevel, deletedAt: null },
      orderBy: [{ isPreferred: 'desc' }, { rating: 'desc' }, { companyName: 'asc' }, { id: 'asc' }],
      take: VIP_LIST_LIMIT,
    });
  }

  /** Whether staff deleted this VIP supplier (false for one that never was one, such as a chauffeur company). */
  async isDeleted(id: string, db: Db = this.prisma): Promise<boolean> {
    const row = await db.supplier.findUnique({ where: { id }, select: { deletedAt: true } });
    return row?.deletedAt != null;
  }

  /** A deleted supplier is as unknown as one that never was. */
  findVip(id: string, db: Db = this.prisma) {
    return db.supplier.findFirst({ where: { id, deletedAt: null } });
  }

  /**
   * A staff change of a VIP supplier, on its locked row. A change of the lead time is a new revision, announced
   * (supplier.updated) in the same transaction; the preference alone is svc-ops' own and announces nothing.
   */
  async changeVip(tx: Tx, id: string, data: { isPreferred?: boolean; instantBookingHours?: number }, at: Date) {
    const before = await this.lockVip(tx, id);
    if (!before) return null;
    const announced = data.instantBookingHours !== undefined && data.instantBookingHours !== before.instantBookingHours;
    const revision = announced ? before.revision + 1 : before.revision;
    const after = await tx.supplier.update({
      where: { id },
      data: { ...data, revision, ...(announced ? { announcedRevision: revision } : {}) },
    });
    if (announced) await appendToOutbox(tx, [supplierUpdatedEvent(after, at)]);
    return { before, after };
  }

  /**
   * Staff deleting a VIP supplier, on its locked row: kept for the cases that name it, offered nowhere from now on, and
   * announced inactive (a new revision) in the same transaction, so its allotments stop confirming at once. The row as
   * it was, or null for an unknown or already deleted supplier.
   */
  async deleteVip(tx: Tx, id: string, at: Date) {
    const before = await this.lockVip(tx, id);
    if (!before) return null;
    const revision = before.revision + 1;
    const after = await tx.supplier.update({
      where: { id },
      data: { deletedAt: at, revision, announcedRevision: revision },
    });
    await appendToOutbox(tx, [supplierUpdatedEvent(after, at)]);
    return before;
  }

  private async lockVip(tx: Tx, id: string) {
    await tx.$executeRaw`SELECT 1 FROM suppliers WHERE id = ${id}::uuid FOR UPDATE`;
    return tx.supplier.findFirst({ where: { id, deletedAt: null } });
  }

  /**
   * Announces every supplier whose revision is not in the outbox yet (those from before supplier.updated existed,
   * and seeded ones), in batches; rows another replica is announcing are skipped. Returns how many were announced.
   */
  async announceUnannounced(at: Date): Promise<number> {
    let total = 0;
    for (;;) {
      const announced = await this.prisma.$transaction(async (tx) => {
        const rows = await tx.$queryRaw<Array<{ id: string }>>`
          SELECT id FROM suppliers WHERE announced_revision < revision
          ORDER BY id LIMIT ${ANNOUNCE_BATCH} FOR UPDATE SKIP LOCKED`;
        if (rows.length === 0) return 0;
        const suppliers = await tx.supplier.findMany({ where: { id: { in: rows.map((r) => r.id) } } });
        await appendToOutbox(
          tx,
          suppliers.map((s) => supplierUpdatedEvent(s, at)),
        );
        // The rows are locked: their revision is the one just announced.
        await tx.$executeRaw`UPDATE suppliers SET announced_revision = revision WHERE id = ANY(${suppliers.map((s) => s.id)}::uuid[])`;
        return suppliers.length;
      });
      total += announced;
      if (announced === 0) return total;
    }
  }

  chauffeurFor(airport: string | undefined) {
    return this.prisma.chauffeurSupplier.findMany({
      where: airport ? { OR: [{ airportCodes: { has: airport } }, { airportCodes: { has: ALL_AIRPORTS } }] } : {},
      orderBy: [{ supplierName: 'asc' }, { id: 'asc' }],
    });
  }

  async chauffeurNamesLike(q: string) {
    const contains = await this.prisma.chauffeurSupplier.findMany({
      where: { supplierName: { contains: q, mode: 'insensitive' } },
      orderBy: [{ supplierName: 'asc' }, { id: 'asc' }],
      take: SUGGESTION_LIMIT * 5,
    });
    const lower = q.toLowerCase();
    const starts = (name: string) => (name.toLowerCase().startsWith(lower) ? 0 : 1);
    return contains.sort((a, b) => starts(a.supplierName) - starts(b.supplierName)).slice(0, SUGGESTION_LIMIT);
  }

  findChauffeur(id: string, db: Db = this.prisma) {
    return db.chauffeurSupplier.findUnique({ where: { id } });
  }

  /** So two creates of one name cannot both pass the check. */
  async lockChauffeurNames(tx: Tx) {
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(${CHAUFFEUR_NAMES_LOCK}::bigint)`;
  }

  findChauffeurByName(tx: Tx, supplierName: string) {
    return tx.chauffeurSupplier.findFirst({ where: { supplierName: { equals: supplierName, mode: 'insensitive' } } });
  }

  async lockChauffeur(tx: Tx, id: string) {
    await tx.$executeRaw`SELECT 1 FROM chauffeur_suppliers WHERE id = ${id}::uuid FOR UPDATE`;
    return tx.chauffeurSupplier.findUnique({ where: { id } });
  }

  createChauffeur(tx: Tx, data: ChauffeurSupplierData) {
    return tx.chauffeurSupplier.create({ data: { id: randomUUID(), ...data } });
  }

  updateChauffeur(tx: Tx, id: string, data: Partial<ChauffeurSupplierData>) {
    return tx.chauffeurSupplier.update({ where: { id }, data });
  }

  /** Existing rows stay as staff left them. */
  async insertMissingSeed(seed: SupplierSeedData): Promise<{ suppliers: number; chauffeurSuppliers: number }> {
    // Counts first: on every later start nothing needs writing.
    const present = {
      suppliers: await this.prisma.supplier.count({ where: { id: { in: seed.suppliers.map((s) => s.id) } } }),
      chauffeurSuppliers: await this.prisma.chauffeurSupplier.count({
        where: { id: { in: seed.chauffeurSuppliers.map((s) => s.id) } },
      }),
    };
    let suppliers = 0;
    let chauffeurSuppliers = 0;
    if (present.suppliers < seed.suppliers.length) {
      for (let i = 0; i < seed.suppliers.length; i += 500) {
        suppliers += (
          await this.prisma.supplier.createMany({ data: seed.suppliers.slice(i, i + 500), skipDuplicates: true })
        ).count;
      }
    }
    if (present.chauffeurSuppliers < seed.chauffeurSuppliers.length) {
      for (let i = 0; i < seed.chauffeurSuppliers.length; i += 500) {
        chauffeurSuppliers += (
          await this.prisma.chauffeurSupplier.createMany({
            data: seed.chauffeurSuppliers.slice(i, i + 500),
            skipDuplicates: true,
          })
        ).count;
      }
    }
    return { suppliers, chauffeurSuppliers };
  }
}
