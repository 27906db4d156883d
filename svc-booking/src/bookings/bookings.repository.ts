import type { Prisma } from '../generated/prisma/client.ts';
import type { BookingPrisma } from '../prisma';

type Tx = Prisma.TransactionClient;

export class BookingsRepository {
  constructor(private readonly prisma: BookingPrisma) {}

  create(tx: Tx, data: Prisma.BookingCreateInput) {
    return tx.booking.create({ data });
  }

  findById(tx: Tx, id: string) {
    return tx.booking.findUnique({ where: { id } });
  }

  update(tx: Tx, id: string, data: Prisma.BookingUpdateInput) {
    return tx.booking.update({ where: { id }, data });
  }

  /**
   * One query for both checks, so a wrong reference and a wrong e-mail cannot be told apart. The
   * booker's e-mail finds it too: an assistant or agent follows the bookings they made.
   */
  findByReferenceAndEmail(referenceCode: string, email: string) {
    return this.prisma.booking.findFirst({ where: { referenceCode, OR: [{ contactEmail: email }, { bookerEmail: email }] } });
  }
}
