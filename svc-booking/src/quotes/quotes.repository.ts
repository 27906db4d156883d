import type { Prisma } from '../generated/prisma/client.ts';
import type { BookingPrisma } from '../prisma';

export class QuotesRepository {
  constructor(private readonly prisma: BookingPrisma) {}

  /** Stores a quote and, in the same transaction, drops quotes that have expired. */
  async create(
    data: { token: string; items: Prisma.InputJsonValue; promoCode: string | null; expiresAt: Date },
    now: Date,
  ) {
    const [quote] = await this.prisma.$transaction([
      this.prisma.savedQuote.create({ data }),
      this.prisma.savedQuote.deleteMany({ where: { expiresAt: { lt: now } } }),
    ]);
    return quote;
  }

  findValid(token: string, now: Date) {
    return this.prisma.savedQuote.findFirst({ where: { token, expiresAt: { gt: now } } });
  }
}
