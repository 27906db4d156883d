import type { Prisma } from '../generated/prisma/client.ts';

type Tx = Prisma.TransactionClient;

export class BookingsRepository {
  create(tx: Tx, data: Prisma.BookingCreateInput) {
    return tx.booking.create({ data });
  }
}
