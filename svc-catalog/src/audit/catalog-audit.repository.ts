import { randomUUID } from 'node:crypto';
import type { CatalogActor, CatalogEntityType } from '@vip/contracts/schemas';
import type { Prisma } from '../generated/prisma/client.ts';
import type { CatalogPrisma } from '../prisma';

export interface CatalogAuditRecord {
  action: string;
  entityType: CatalogEntityType;
  entityId: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

type Tx = Prisma.TransactionClient;

export class CatalogAuditRepository {
  constructor(private readonly prisma: CatalogPrisma) {}

  /** In the change's own transaction, so the change and its line commit together. */
  async record(tx: Tx, actor: CatalogActor, at: Date, records: CatalogAuditRecord[]): Promise<void> {
    if (records.length === 0) return;
    for (let i = 0; i < records.length; i += 1000)
      await tx.catalogAuditEntry.createMany({
        data: records.slice(i, i + 1000).map((r) => ({
          id: randomUUID(),
          at,
          actorId: actor.id,
          actorName: actor.name,
          action: r.action,
          entityType: r.entityType,
          entityId: r.entityId,
          before: (r.before ?? undefined) as Prisma.InputJsonValue | undefined,
          after: (r.after ?? undefined) as Prisma.InputJsonValue | undefined,
        })),
      });
  }

  async page(filter: { entityType?: string; entityId?: string }, page: number, pageSize: number) {
    const where = { entityType: filter.entityType, entityId: filter.entityId };
    const [total, rows] = await Promise.all([
      this.prisma.catalogAuditEntry.count({ where }),
      this.prisma.catalogAuditEntry.findMany({
        where,
        orderBy: { seq: 'desc' },
        skip: (page - 1) * pageSize,
        take: pageSize,
      }),
    ]);
    return { total, rows };
  }
}

/** The fields that differ between two states, each as it was and as it became. */
export function changedFields<T extends Record<string, unknown>>(
  before: T,
  after: T,
  fields: readonly (keyof T)[],
): { before: Record<string, unknown>; after: Record<string, unknown> } | null {
  const was: Record<string, unknown> = {};
  const is: Record<string, unknown> = {};
  for (const field of fields) {
    if (JSON.stringify(before[field]) === JSON.stringify(after[field])) continue;
    was[field as string] = before[field] ?? null;
    is[field as string] = after[field] ?? null;
  }
  return Object.keys(is).length > 0 ? { before: was, after: is } : null;
}
