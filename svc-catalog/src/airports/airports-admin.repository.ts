import type { Prisma } from '../generated/prisma/client.ts';
import type { CatalogPrisma } from '../prisma';

export type Tx = Prisma.TransactionClient;

export interface AirportFilter {
  q?: string;
  status: 'active' | 'retired' | 'all';
  region?: string;
}

export type AirportRow = Awaited<ReturnType<AirportsAdminRepository['find']>> & object;

export class AirportsAdminRepository {
  constructor(private readonly prisma: CatalogPrisma) {}

  inTransaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    return this.prisma.$transaction(work);
  }

  private where(filter: AirportFilter): Prisma.AirportWhereInput {
    const text = filter.q;
    return {
      ...(filter.status === 'all' ? {} : { active: filter.status === 'active' }),
      ...(filter.region ? { region: filter.region } : {}),
      ...(text
        ? {
            OR: [
              { code: { equals: text.toUpperCase() } },
              { name: { contains: text, mode: 'insensitive' } },
              { city: { contains: text, mode: 'insensitive' } },
              { country: { contains: text, mode: 'insensitive' } },
            ],
          }
        : {}),
    };
  }

  async page(filter: AirportFilter, page: number, pageSize: number) {
    const where = this.where(filter);
    const [total, rows] = await Promise.all([
      this.prisma.airport.count({ where }),
      this.prisma.airport.findMany({ where, orderBy: { code: 'asc' }, skip: (page - 1) * pageSize, take: pageSize }),
    ]);
    return { total, rows };
  }

  find(code: string, tx: Tx | CatalogPrisma = this.prisma) {
    return tx.airport.findUnique({ where: { code } });
  }

  /** Services per airport: all and active. */
  async serviceCounts(airportIds: number[]): Promise<Map<number, { all: number; active: number }>> {
    const groups = await this.prisma.service.groupBy({
      by: ['airportId', 'active'],
      where: { airportId: { in: airportIds } },
      _count: { _all: true },
    });
    const counts = new Map<number, { all: number; active: number }>();
    for (const g of groups) {
      const c = counts.get(g.airportId) ?? { all: 0, active: 0 };
      c.all += g._count._all;
      if (g.active) c.active += g._count._all;
      counts.set(g.airportId, c);
    }
    return counts;
  }

  create(tx: Tx, data: Prisma.AirportCreateInput) {
    return tx.airport.create({ data });
  }

  /** Only from `version`: none changed means someone else changed it first (or it is gone). */
  async updateVersioned(tx: Tx, id: number, version: number, data: Prisma.AirportUpdateManyMutationInput) {
    const { count } = await tx.airport.updateMany({
      where: { id, version },
      data: { ...data, version: { increment: 1 } },
    });
    return count === 1 ? tx.airport.findUniqueOrThrow({ where: { id } }) : null;
  }
}
