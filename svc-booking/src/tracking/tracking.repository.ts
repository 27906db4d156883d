import type { Prisma } from '../generated/prisma/client.ts';

type Tx = Prisma.TransactionClient;

export class TrackingRepository {
  createSearch(tx: Tx, data: Prisma.SearchEventCreateInput) {
    return tx.searchEvent.create({ data });
  }
}
