import { ADMIN_STATUSES, DEFAULT_STATUS_TARGET_HOURS, type AdminStatus } from '@vip/contracts/vocabulary';

export type StatusTargets = Record<AdminStatus, number | null>;

const HOUR_MS = 3_600_000;

/**
 * STATUS_TARGET_HOURS: "inquiry_received=2,change_requested=4"; "none" clears a status's target. Statuses not named
 * keep their default.
 */
export function parseStatusTargets(text: string | undefined): StatusTargets {
  const targets: StatusTargets = { ...DEFAULT_STATUS_TARGET_HOURS };
  for (const part of (text ?? '').split(',').map((p) => p.trim())) {
    if (!part) continue;
    const [status, value] = part.split('=').map((p) => p.trim());
    if (!(ADMIN_STATUSES as readonly string[]).includes(status ?? ''))
      throw new Error(`unknown status "${status}" (one of ${ADMIN_STATUSES.join(', ')})`);
    const hours = value === 'none' ? null : Number(value);
    if (hours !== null && !(Number.isFinite(hours) && hours > 0 && hours <= 24 * 30))
      throw new Error(`the target of ${status} must be hours between 0 and 720, or none`);
    targets[status as AdminStatus] = hours;
  }
  return targets;
}

export interface StatusClock {
  statusSince: string;
  statusTargetHours: number | null;
  statusOverdue: boolean;
}

export function statusClockOf(
  c: { adminStatus: AdminStatus; statusChangedAt: Date; cancelledAt: Date | null },
  targets: StatusTargets,
  now: Date,
): StatusClock {
  const target = targets[c.adminStatus];
  return {
    statusSince: c.statusChangedAt.toISOString(),
    statusTargetHours: target,
    statusOverdue:
      c.cancelledAt === null && target !== null && now.getTime() - c.statusChangedAt.getTime() > target * HOUR_MS,
  };
}

/** Per status with a target: a case that entered it before this time is overdue now. */
export function overdueBefore(targets: StatusTargets, now: Date): Partial<Record<AdminStatus, Date>> {
  const before: Partial<Record<AdminStatus, Date>> = {};
  for (const status of ADMIN_STATUSES) {
    const hours = targets[status];
    if (hours !== null) before[status] = new Date(now.getTime() - hours * HOUR_MS);
  }
  return before;
}
