import type { CatalogPrisma } from '../prisma';

export class AirportsRepository {
  constructor(private readonly prisma: CatalogPrisma) {}

  /** Every airport, retired ones included. */
  allAirports() {
    return this.prisma.airport.findMany({ orderBy: { code: 'asc' } });
  }
}
