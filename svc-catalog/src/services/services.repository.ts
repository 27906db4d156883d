import type { CatalogPrisma } from '../prisma';

export class ServicesRepository {
  constructor(private readonly prisma: CatalogPrisma) {}

  findActiveById(id: number) {
    return this.prisma.service.findFirst({
      where: { id, active: true },
      include: { airport: true, vendor: { select: { id: true, name: true } } },
    });
  }

  async porterFeeCents(airportId: number, serviceLevel: string): Promise<number> {
    const fee = await this.prisma.porterFee.findUnique({ where: { airportId_serviceLevel: { airportId, serviceLevel } } });
    return fee?.feeCents ?? 0;
  }
}
