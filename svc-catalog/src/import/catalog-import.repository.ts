import type { Prisma } from '../generated/prisma/client.ts';
import type { CatalogPrisma } from '../prisma';

export type Tx = Prisma.TransactionClient;

export class CatalogImportRepository {
  constructor(private readonly prisma: CatalogPrisma) {}

  inTransaction<T>(work: (tx: Tx) => Promise<T>, timeoutMs = 120_000): Promise<T> {
    return this.prisma.$transaction(work, { timeout: timeoutMs, maxWait: 10_000 });
  }

  /**
   * Until the import commits no one else writes the catalog (readers and checkouts' promo uses go on), so its plan
   * holds; a second import waits for the first.
   */
  async lock(tx: Tx): Promise<void> {
    await tx.$executeRawUnsafe(
      'LOCK TABLE airports, vendors, services, price_versions, porter_fees, promo_codes IN SHARE ROW EXCLUSIVE MODE',
    );
  }

  /** Everything an import compares its rows with; one query after another (a transaction has one connection). */
  async state(tx: Tx | CatalogPrisma = this.prisma) {
    const airports = await tx.airport.findMany({ orderBy: { code: 'asc' } });
    const vendors = await tx.vendor.findMany({ orderBy: { name: 'asc' } });
    const services = await tx.service.findMany({ orderBy: { id: 'asc' } });
    const prices = await tx.priceVersion.findMany({
      where: { cancelledAt: null },
      orderBy: [{ effectiveFrom: 'asc' }, { id: 'asc' }],
    });
    const porterFees = await tx.porterFee.findMany();
    const promoCodes = await tx.promoCode.findMany({ orderBy: { code: 'asc' } });
    return { airports, vendors, services, prices, porterFees, promoCodes };
  }

  createVendors(tx: Tx, data: Prisma.VendorCreateManyInput[]) {
    return tx.vendor.createManyAndReturn({ data, select: { id: true, name: true } });
  }

  updateVendor(tx: Tx, id: number, data: Prisma.VendorUpdateInput) {
    return tx.vendor.update({ where: { id }, data });
  }

  createAirports(tx: Tx, data: Prisma.AirportCreateManyInput[]) {
    return tx.airport.createManyAndReturn({ data });
  }

  updateAirport(tx: Tx, id: number, data: Prisma.AirportUpdateInput) {
    return tx.airport.update({ where: { id }, data: { ...data, version: { increment: 1 } } });
  }

  /** Services keep the ids the file gives them; the id sequence then moves past the highest. */
  async createServices(tx: Tx, data: Prisma.ServiceCreateManyInput[]): Promise<void> {
    for (let i = 0; i < data.length; i += 500) await tx.service.createMany({ data: data.slice(i, i + 500) });
    await tx.$executeRawUnsafe(
      `SELECT setval(pg_get_serial_sequence('services', 'id'), GREATEST((SELECT COALESCE(MAX(id), 0) FROM services), 1))`,
    );
  }

  updateService(tx: Tx, id: number, data: Prisma.ServiceUncheckedUpdateInput) {
    return tx.service.update({ where: { id }, data: { ...data, version: { increment: 1 } } });
  }

  async createPrices(tx: Tx, data: Prisma.PriceVersionCreateManyInput[]) {
    const made: { id: number; serviceId: number; effectiveFrom: Date; basePriceCents: number }[] = [];
    for (let i = 0; i < data.length; i += 1000)
      made.push(
        ...(await tx.priceVersion.createManyAndReturn({
          data: data.slice(i, i + 1000),
          select: { id: true, serviceId: true, effectiveFrom: true, basePriceCents: true },
        })),
      );
    return made;
  }

  cancelPrices(tx: Tx, ids: number[], at: Date, by: { id: string; name: string }) {
    return tx.priceVersion.updateMany({
      where: { id: { in: ids }, cancelledAt: null },
      data: { cancelledAt: at, cancelledById: by.id, cancelledByName: by.name },
    });
  }

  async createPorterFees(tx: Tx, data: Prisma.PorterFeeCreateManyInput[]): Promise<void> {
    for (let i = 0; i < data.length; i += 1000) await tx.porterFee.createMany({ data: data.slice(i, i + 1000) });
  }

  async updatePorterFee(tx: Tx, airportId: number, serviceLevel: string, feeCents: number): Promise<void> {
    await tx.porterFee.update({
      where: { airportId_serviceLevel: { airportId, serviceLevel } },
      data: { feeCents, version: { increment: 1 } },
    });
  }

  createPromoCode(tx: Tx, data: Prisma.PromoCodeCreateInput) {
    return tx.promoCode.create({ data });
  }

  updatePromoCode(tx: Tx, code: string, data: Prisma.PromoCodeUpdateInput) {
    return tx.promoCode.update({ where: { code }, data: { ...data, version: { increment: 1 } } });
  }

  isEmpty() {
    return this.prisma.airport.count().then((n) => n === 0);
  }
}

export type CatalogState = Awaited<ReturnType<CatalogImportRepository['state']>>;
