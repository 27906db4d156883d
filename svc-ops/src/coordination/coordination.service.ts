import type { CaseOperationsUpdate } from '@vip/contracts/schemas';
import type { OpsTx } from '../prisma';
import type { CoordinationData, CoordinationRecord, CoordinationRepository } from './coordination.repository';

type Changes = Record<string, { from: unknown; to: unknown }>;

export type CaseCoordination = Omit<CoordinationRecord, 'caseId'>;

export const NO_COORDINATION: CaseCoordination = {
  greeterName: null,
  greeterPhone: null,
  greeterEmail: null,
  greeterEta: null,
  greeterShiftTime: null,
  meetLocation: null,
  signInstructions: null,
  driverName: null,
  driverPhone: null,
  vehicleMakeModel: null,
  vehiclePlate: null,
  vehicleColor: null,
  liveEta: null,
  lastGreeterRequestSentAt: null,
  lastGreeterContactSentAt: null,
  lastDriverInfoRequestedAt: null,
  lastDriverInfoSentAt: null,
};

const FIELDS = {
  greeterName: 'greeterName',
  greeterPhone: 'greeterPhone',
  greeterEmail: 'greeterEmail',
  greeterETA: 'greeterEta',
  greeterShiftTime: 'greeterShiftTime',
  meetLocation: 'meetLocation',
  signInstructions: 'signInstructions',
  driverName: 'driverName',
  driverPhone: 'driverPhone',
  vehicleMakeModel: 'vehicleMakeModel',
  vehiclePlate: 'vehiclePlate',
  vehicleColor: 'vehicleColor',
  liveETA: 'liveEta',
} as const satisfies Partial<Record<keyof CaseOperationsUpdate, keyof CaseCoordination>>;

export type SentTimestamp =
  'lastGreeterContactSentAt' | 'lastGreeterRequestSentAt' | 'lastDriverInfoSentAt' | 'lastDriverInfoRequestedAt';

export interface CoordinationChange {
  data: Partial<CoordinationData>;
  changes: Changes;
}

export class CoordinationService {
  constructor(private readonly repository: CoordinationRepository) {}

  async forCase(caseId: string, tx?: OpsTx): Promise<CaseCoordination> {
    return (await this.repository.find(caseId, tx)) ?? NO_COORDINATION;
  }

  async forCases(caseIds: readonly string[]): Promise<Map<string, CaseCoordination>> {
    return new Map((await this.repository.findMany(caseIds)).map((r) => [r.caseId, r]));
  }

  planChange(current: CaseCoordination, update: CaseOperationsUpdate): CoordinationChange {
    const data: Record<string, unknown> = {};
    const changes: Changes = {};
    for (const [api, column] of Object.entries(FIELDS)) {
      const to = update[api as keyof typeof FIELDS];
      if (to === undefined || JSON.stringify(current[column]) === JSON.stringify(to)) continue;
      data[column] = to;
      changes[api] = { from: current[column], to };
    }
    return { data: data as Partial<CoordinationData>, changes };
  }

  async applyChange(tx: OpsTx, caseId: string, change: CoordinationChange): Promise<void> {
    if (Object.keys(change.data).length > 0) await this.repository.save(tx, caseId, change.data);
  }

  async setDriver(
    tx: OpsTx,
    caseId: string,
    driver: {
      driverName: string | null;
      driverPhone: string | null;
      vehicleMakeModel: string | null;
      vehiclePlate: string | null;
    },
  ): Promise<void> {
    if (Object.values(driver).some((v) => v !== null)) await this.repository.save(tx, caseId, driver);
  }

  /** Returns the previous timestamp for the audit line. */
  async recordSent(tx: OpsTx, caseId: string, timestamp: SentTimestamp, at: Date): Promise<Date | null> {
    const before = (await this.forCase(caseId, tx))[timestamp];
    await this.repository.save(tx, caseId, { [timestamp]: at });
    return before;
  }
}
