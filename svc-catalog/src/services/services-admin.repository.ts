import type { Prisma } from '../generated/prisma/client.ts';
import type { CatalogPrisma } from '../prisma';

type Tx = Prisma.TransactionClient;

export interface ServiceFilter {
  airport?: string;
  type?: string;
  level?: string;
  status: 'active' | 'inactive' | 'all';
  q?: string;
}

const withRelations = {
  airport: { select: { code: true, name: true, active: true, timeZone: true } },
  vendor: { select: { id: true, name: true } },
  prices: { where: { cancelledAt: null }, orderBy: [{ effectiveFrom: 'asc' }, { id: 'asc' }] },
} satisfies Prisma.ServiceInclude;

export type AdminServiceRow = NonNullable<Awaited<ReturnType<ServicesAdminRepository['find']>>>;

export class ServicesAdminRepository {
  constructor(private readonly prisma: CatalogPrisma) {}

  inTransaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    return this.prisma.$transaction(work);
  }

  async page(filter: ServiceFilter, page: number, pageSize: number) {
    const where: Prisma.ServiceWhereInput = {
      ...(filter.airport ? { airport: { code: filter.airport } } : {}),
      ...(filter.type ? { serviceType: filter.type } : {}),
      ...(filter.level ? { serviceLevel: filter.level } : {}),
      ...(filter.status === 'all' ? {} : { active: filter.status === 'active' }),
      ...(filter.q ? { name: { contains: filter.q, mode: 'insensitive' } } : {}),
    };
    const [total, rows] = await Promise.all([
      this.prisma.service.count({ where }),
      this.prisma.service.findMany({
        where,
        include: withRelations,
        orderBy: [{ airport: { code: 'asc' } }, { id: 'asc' }],
        skip: (page - 1) * pageSize,
        take: pageSize,
      }),
    ]);
    return { total, rows };
  }

  find(id: number, tx: Tx | CatalogPrisma = this.prisma) {
    return tx.service.findUnique({ where: { id }, include: withRelations });
  }

  airport(code: string, tx: Tx) {
    return tx.airport.findUnique({ where: { code }, select: { id: true, code: true, timeZone: true } });
  }

  vendorExists(id: number, tx: Tx) {
    return tx.vendor.findUnique({ where: { id }, select: { id: true } });
  }

  vendors() {
    return this.prisma.vendor.findMany({ select: { id: true, name: true }, orderBy: { name: 'asc' } });
  }

  create(tx: Tx, data: Prisma.ServiceUncheckedCreateInput) {
    return tx.service.create({ data });
  }

  createPrice(tx: Tx, data: Prisma.PriceVersionUncheckedCreateInput) {
    return tx.priceVersion.create({ data });
  }

  async updateVersioned(tx: Tx, id: number, version: number, data: Prisma.ServiceUncheckedUpdateManyInput) {
    const { count } = await tx.service.updateMany({
      where: { id, version },
      data: { ...data, version: { increment: 1 } },
    });
    return count === 1 ? this.find(id, tx) : null;
  }

  /** Uploaded images are named by their content, so the same file is stored once. */
  async saveImage(tx: Tx, name: string, contentType: string, bytes: Uint8Array): Promise<void> {
    await tx.serviceImage.createMany({
      data: [{ name, contentType, bytes: new Uint8Array(bytes) }],
      skipDuplicates: true,
    });
  }

  image(name: string) {
    return this.prisma.serviceImage.findUnique({ where: { name } });
  }
}
