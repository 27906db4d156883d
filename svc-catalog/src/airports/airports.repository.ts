import type { CatalogPrisma } from '../prisma';

export class AirportsRepository {
  constructor(private readonly prisma: CatalogPrisma) {}

  list() {
    return this.prisma.airport.findMany({
      select: { id: true, code: true, name: true, city: true, country: true },
      orderBy: { code: 'asc' },
    });
  }
}
