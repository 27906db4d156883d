/**
 * The slice of a Prisma client the outbox and inbox need. Every generated client (and its
 * transaction client) fits it, so the helpers stay independent of any one service's schema.
 */
export interface SqlClient {
  $executeRawUnsafe(query: string, ...values: unknown[]): Promise<number>;
  $queryRawUnsafe<T = unknown>(query: string, ...values: unknown[]): Promise<T>;
}

export interface TransactionRunner<Tx extends SqlClient = SqlClient> {
  $transaction<R>(fn: (tx: Tx) => Promise<R>, options?: { maxWait?: number; timeout?: number }): Promise<R>;
}
