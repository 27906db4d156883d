import type { CatalogPrisma } from '../prisma';

const withRelations = { airport: true, vendor: { select: { id: true, name: true } } } as const;

export class ServicesRepository {
  constructor(private readonly prisma: CatalogPrisma) {}

  allActive() {
    return this.prisma.service.findMany({
      where: { active: true },
      include: withRelations,
      orderBy: [{ basePriceCents: 'asc' }, { id: 'asc' }],
    });
  }

  allPorterFees() {
    return this.prisma.porterFee.findMany();
  }

  airportCodes() {
    return this.prisma.airport.findMany({ select: { code: true } });
  }
}

export type ServiceRow = Awaited<ReturnType<ServicesRepository['allActive']>>[number];
