import type { CaseOperationsUpdate } from '@vip/contracts/schemas';
import type { OpsTx } from '../prisma';
import type { CoordinationData, CoordinationRecord, CoordinationRepository } from './coordination.repository';

type Changes = Record<string, { from: unknown; to: unknown }>;

/** A case's greeter or driver side; a case without a row has none of it yet. */
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

/** The operations tab's greeter and driver fields: API name → column. */
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

/** When a message last went out, per kind. */
export type SentTimestamp =
  'lastGreeterContactSentAt' | 'lastGreeterRequestSentAt' | 'lastDriverInfoSentAt' | 'lastDriverInfoRequestedAt';

export interface CoordinationChange {
  data: Partial<CoordinationData>;
  changes: Changes;
}

/**
 * The people on the ground: a meet-and-greet's greeter (name, phone, e-mail, ETA, where and how they meet)
 * or a transfer's driver and vehicle, the live ETA, and when staff last asked for or sent them.
 */
export class CoordinationService {
  constructor(private readonly repository: CoordinationRepository) {}

  async forCase(caseId: string, tx?: OpsTx): Promise<CaseCoordination> {
    return (await this.repository.find(caseId, tx)) ?? NO_COORDINATION;
  }

  async forCases(caseIds: readonly string[]): Promise<Map<string, CaseCoordination>> {
    return new Map((await this.repository.findMany(caseIds)).map((r) => [r.caseId, r]));
  }

  /** An operations-tab save's greeter and driver part. */
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

  /** A new transfer's driver and vehicle, as the Create Chauffeur Service form gave them. */
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

  /** A message of that kind just went out: its timestamp is set; the previous one is returned for the audit line. */
  async recordSent(tx: OpsTx, caseId: string, timestamp: SentTimestamp, at: Date): Promise<Date | null> {
    const before = (await this.forCase(caseId, tx))[timestamp];
    await this.repository.save(tx, caseId, { [timestamp]: at });
    return before;
  }
}
