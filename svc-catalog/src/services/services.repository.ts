import type { CatalogPrisma } from '../prisma';

const withRelations = { airport: true, vendor: { select: { id: true, name: true } } } as const;

export class ServicesRepository {
  constructor(private readonly prisma: CatalogPrisma) {}

  findActiveById(id: number) {
    return this.prisma.service.findFirst({ where: { id, active: true }, include: withRelations });
  }

  findActiveAt(airportCode: string, serviceType: string) {
    return this.prisma.service.findMany({
      where: { active: true, serviceType, airport: { code: airportCode } },
      include: withRelations,
      orderBy: [{ basePriceCents: 'asc' }, { id: 'asc' }],
    });
  }

  airportExists(code: string) {
    return this.prisma.airport.count({ where: { code } }).then((n) => n > 0);
  }

  /** Porter fee per level at an airport, in cents; a missing level means no porter. */
  async porterFees(airportId: number): Promise<Map<string, number>> {
    const rows = await this.prisma.porterFee.findMany({ where: { airportId } });
    return new Map(rows.map((r) => [r.serviceLevel, r.feeCents]));
  }
}

export type ServiceRow = NonNullable<Awaited<ReturnType<ServicesRepository['findActiveById']>>>;
