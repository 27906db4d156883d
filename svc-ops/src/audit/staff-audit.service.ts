import type { StaffAuditEntry } from '@vip/contracts/schemas';
import type { AuditDb, StaffAuditRepository } from './staff-audit.repository';

export interface Actor {
  id: string | null;
  name: string;
}

export interface AuditSubject {
  type: 'staff' | 'currency-rate' | 'vip-supplier' | 'chauffeur-supplier' | 'bookings' | 'partner';
  id: string | null;
  label: string | null;
}

export type Changes = Record<string, { from: unknown; to: unknown }>;

export function changesBetween<T extends object>(
  before: T | null,
  after: T,
  fields: readonly (keyof T & string)[],
): Changes {
  const changes: Changes = {};
  for (const field of fields) {
    const from = before ? before[field] : null;
    const to = after[field];
    if (JSON.stringify(from) !== JSON.stringify(to)) changes[field] = { from, to };
  }
  return changes;
}

/**
 * Written in the transaction of the change, so no change is kept without its entry. Passwords and tokens never appear
 * in `changes`.
 */
export class StaffAuditLog {
  constructor(private readonly repository: StaffAuditRepository) {}

  async record(db: AuditDb, actor: Actor, action: string, subject: AuditSubject, changes: Changes): Promise<void> {
    await this.repository.create(db, {
      actorId: actor.id,
      actorName: actor.name,
      action,
      subjectType: subject.type,
      subjectId: subject.id,
      subjectLabel: subject.label,
      changes,
    });
  }

  async latest(limit: number): Promise<StaffAuditEntry[]> {
    return (await this.repository.latest(limit)).map((r) => ({
      id: r.id,
      at: r.createdAt.toISOString(),
      actor: { id: r.actorId, name: r.actorName },
      action: r.action,
      subject: { type: r.subjectType, id: r.subjectId, label: r.subjectLabel },
      changes: r.changes as Changes,
    }));
  }
}
