import type { Prisma } from '../generated/prisma/client.ts';
import type { CatalogPrisma } from '../prisma';

type Tx = Prisma.TransactionClient;

export interface NewPriceVersion {
  serviceId: number;
  effectiveFrom: Date;
  basePriceCents: number;
  adultFeeCents: number;
  childFeeCents: number;
  afterHoursFeeCents: number;
  lastMinute24hSurchargeCents: number;
  lastMinute48hSurchargeCents: number;
  createdAt: Date;
  createdById: string;
  createdByName: string;
}

export type PriceVersionRow = Awaited<ReturnType<PricesRepository['versions']>>[number];

export class PricesRepository {
  constructor(private readonly prisma: CatalogPrisma) {}

  inTransaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    return this.prisma.$transaction(work);
  }

  service(id: number, tx: Tx | CatalogPrisma = this.prisma) {
    return tx.service.findUnique({
      where: { id },
      select: { id: true, airport: { select: { code: true, timeZone: true } } },
    });
  }

  /** Every version of a service, cancelled ones too, the latest start first. */
  versions(serviceId: number, tx: Tx | CatalogPrisma = this.prisma) {
    return tx.priceVersion.findMany({
      where: { serviceId },
      orderBy: [{ effectiveFrom: 'desc' }, { id: 'desc' }],
    });
  }

  /** Versions of many services (admin lists), not cancelled. */
  liveVersionsOf(serviceIds: number[]) {
    return this.prisma.priceVersion.findMany({
      where: { serviceId: { in: serviceIds }, cancelledAt: null },
      orderBy: [{ effectiveFrom: 'asc' }, { id: 'asc' }],
    });
  }

  /** Taken first in every price change of a service, so two changes of its prices never interleave. */
  async lockService(tx: Tx, serviceId: number): Promise<void> {
    await tx.$queryRawUnsafe('SELECT id FROM services WHERE id = $1 FOR UPDATE', serviceId);
  }

  create(tx: Tx, data: NewPriceVersion) {
    return tx.priceVersion.create({ data });
  }

  async createMany(tx: Tx, data: NewPriceVersion[]): Promise<void> {
    for (let i = 0; i < data.length; i += 1000) await tx.priceVersion.createMany({ data: data.slice(i, i + 1000) });
  }

  find(tx: Tx, id: number) {
    return tx.priceVersion.findUnique({ where: { id } });
  }

  async cancel(tx: Tx, id: number, at: Date, by: { id: string; name: string }): Promise<boolean> {
    const { count } = await tx.priceVersion.updateMany({
      where: { id, cancelledAt: null },
      data: { cancelledAt: at, cancelledById: by.id, cancelledByName: by.name },
    });
    return count === 1;
  }
}
