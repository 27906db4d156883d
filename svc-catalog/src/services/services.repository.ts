import type { Prisma } from '../generated/prisma/client.ts';
import type { CatalogPrisma } from '../prisma';

const withRelations = {
  airport: true,
  vendor: { select: { id: true, name: true } },
  prices: { where: { cancelledAt: null }, orderBy: [{ effectiveFrom: 'asc' }, { id: 'asc' }] },
} satisfies Prisma.ServiceInclude;

export class ServicesRepository {
  constructor(private readonly prisma: CatalogPrisma) {}

  /** Active services with their airport and every price version not cancelled. */
  allActive() {
    return this.prisma.service.findMany({ where: { active: true }, include: withRelations, orderBy: { id: 'asc' } });
  }

  allPorterFees() {
    return this.prisma.porterFee.findMany();
  }

  airports() {
    return this.prisma.airport.findMany({ select: { code: true, active: true } });
  }
}

export type ServiceRowWithPrices = Awaited<ReturnType<ServicesRepository['allActive']>>[number];
