import type { CatalogPrisma } from '../prisma';

export class AirportsRepository {
  constructor(private readonly prisma: CatalogPrisma) {}

  allAirports() {
    return this.prisma.airport.findMany({ orderBy: { code: 'asc' } });
  }

  /** Per airport and level: the lowest base price and how many active services there are. */
  levelSummaries() {
    return this.prisma.service.groupBy({
      by: ['airportId', 'serviceLevel'],
      where: { active: true },
      _min: { basePriceCents: true },
      _count: { _all: true },
    });
  }
}
