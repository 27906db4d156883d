import type { Prisma } from '../generated/prisma/client.ts';
import type { CatalogPrisma } from '../prisma';

type Tx = Prisma.TransactionClient;

export class PorterFeesRepository {
  constructor(private readonly prisma: CatalogPrisma) {}

  inTransaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    return this.prisma.$transaction(work);
  }

  airport(code: string) {
    return this.prisma.airport.findUnique({ where: { code }, select: { id: true, code: true } });
  }

  ofAirport(airportId: number, tx: Tx | CatalogPrisma = this.prisma) {
    return tx.porterFee.findMany({ where: { airportId } });
  }

  find(tx: Tx, airportId: number, serviceLevel: string) {
    return tx.porterFee.findUnique({ where: { airportId_serviceLevel: { airportId, serviceLevel } } });
  }

  /** The first fee of a level; a fee set meanwhile by someone else makes the key clash (P2002). */
  async create(tx: Tx, airportId: number, serviceLevel: string, feeCents: number) {
    try {
      return await tx.porterFee.create({ data: { airportId, serviceLevel, feeCents } });
    } catch (error) {
      if ((error as { code?: string }).code === 'P2002') return null;
      throw error;
    }
  }

  async updateVersioned(tx: Tx, airportId: number, serviceLevel: string, version: number, feeCents: number) {
    const { count } = await tx.porterFee.updateMany({
      where: { airportId, serviceLevel, version },
      data: { feeCents, version: { increment: 1 } },
    });
    return count === 1 ? this.find(tx, airportId, serviceLevel) : null;
  }
}
