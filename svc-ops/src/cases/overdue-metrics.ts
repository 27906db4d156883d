import type { ServiceMetrics } from '@vip/platform/koa';
import { ADMIN_STATUSES } from '@vip/contracts/vocabulary';
import type { CasesService } from './cases.service';

/** Open cases in their status longer than its target: one series per status, counted on each scrape. */
export function registerOverdueGauges(metrics: ServiceMetrics, cases: CasesService): void {
  metrics.labelledGauge(
    'ops_cases_overdue',
    'Open bookings in their status column longer than its target (STATUS_TARGET_HOURS), by status',
    'status',
    ADMIN_STATUSES,
    () => cases.overdueCounts(),
  );
}
