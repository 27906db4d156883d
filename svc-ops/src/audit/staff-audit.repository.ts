import { randomUUID } from 'node:crypto';
import type { Prisma } from '../generated/prisma/client.ts';
import type { OpsPrisma } from '../prisma';

export type AuditDb = OpsPrisma | Prisma.TransactionClient;

export interface StaffAuditRow {
  actorId: string | null;
  actorName: string;
  action: string;
  subjectType: string;
  subjectId: string | null;
  subjectLabel: string | null;
  changes: Record<string, { from: unknown; to: unknown }>;
}

export class StaffAuditRepository {
  constructor(private readonly prisma: OpsPrisma) {}

  create(db: AuditDb, row: StaffAuditRow) {
    return db.staffAuditEntry.create({
      data: { id: randomUUID(), ...row, changes: row.changes as Prisma.InputJsonValue },
    });
  }

  latest(limit: number) {
    return this.prisma.staffAuditEntry.findMany({ orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], take: limit });
  }
}
