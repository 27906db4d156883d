import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { SupplierJobResponse, SupplierJobSettings } from '@vip/contracts/schemas';
import type { OpsPrisma, OpsTx } from '../prisma';
import type { SupplierJobData, SupplierJobLinkRecord, SupplierJobsRepository } from './supplier-jobs.repository';

export type { SupplierJobLinkRecord } from './supplier-jobs.repository';

/** What the supplier said of the job itself; the rest lands in coordination's and suppliers' tables. */
export interface SupplierJobState {
  response: SupplierJobResponse | null;
  declineReason: string | null;
  completedAt: Date | null;
  handlingReport: string | null;
  forwardContactToTraveller: boolean;
  shareTravellerContact: boolean;
  contactForwardedAt: Date | null;
}

export const NO_SUPPLIER_JOB: SupplierJobState = {
  response: null,
  declineReason: null,
  completedAt: null,
  handlingReport: null,
  forwardContactToTraveller: true,
  shareTravellerContact: false,
  contactForwardedAt: null,
};

export interface SupplierJobsServiceDeps {
  prisma: OpsPrisma;
  repository: SupplierJobsRepository;
  now: () => Date;
  /** How long after the service a link still answers, for the completion report. */
  graceHours: number;
}

/** Only the hash is stored: a copy of the database opens no job. */
const hashOf = (token: string) => createHash('sha256').update(token).digest('base64url');

/** The supplier's assignment a link is for: a new one each time a supplier is assigned, even the same again. */
export interface JobAssignment {
  supplierId: string;
  assignmentId: string;
}

/**
 * A link is 32 random bytes whose row names the booking, the supplier and its assignment; it ends at its expiry or
 * when revoked. Each message gets its own link, and a link for a new assignment revokes every earlier one's.
 */
export class SupplierJobsService {
  constructor(private readonly deps: SupplierJobsServiceDeps) {}

  async issueLink(tx: OpsTx, caseId: string, assignment: JobAssignment, serviceAt: Date): Promise<string> {
    const at = this.deps.now();
    await this.deps.repository.revokeLinks(tx, caseId, at, assignment.assignmentId);
    const token = randomBytes(32).toString('base64url');
    await this.deps.repository.createLink(tx, {
      id: randomUUID(),
      caseId,
      supplierId: assignment.supplierId,
      assignmentId: assignment.assignmentId,
      tokenHash: hashOf(token),
      expiresAt: new Date(serviceAt.getTime() + this.deps.graceHours * 3600_000),
    });
    return token;
  }

  /** The live link for the token, or null: unknown, expired or revoked alike. */
  async resolve(token: string, tx?: OpsTx): Promise<SupplierJobLinkRecord | null> {
    const link = await this.deps.repository.findLinkByHash(hashOf(token), tx);
    if (!link || link.revokedAt !== null || link.expiresAt <= this.deps.now()) return null;
    return link;
  }

  /**
   * For a link found no longer fitting the booking: every link of the case but the current assignment's (all of them
   * when none is assigned or the booking is cancelled).
   */
  async revokeStale(caseId: string, currentAssignmentId: string | null): Promise<void> {
    await this.deps.repository.revokeLinks(this.deps.prisma, caseId, this.deps.now(), currentAssignmentId ?? undefined);
  }

  /** Another supplier's answers are not this one's. */
  async forCase(caseId: string, supplierId: string | null, tx?: OpsTx): Promise<SupplierJobState> {
    const row = await this.deps.repository.findJob(caseId, tx);
    if (!row) return NO_SUPPLIER_JOB;
    const settings = {
      forwardContactToTraveller: row.forwardContactToTraveller,
      shareTravellerContact: row.shareTravellerContact,
      contactForwardedAt: row.contactForwardedAt,
    };
    if (row.supplierId !== supplierId) return { ...NO_SUPPLIER_JOB, ...settings };
    return { ...settings, ...answersOf(row) };
  }

  async recordAnswer(
    tx: OpsTx,
    caseId: string,
    supplierId: string,
    data: Partial<Pick<SupplierJobData, 'response' | 'declineReason' | 'completedAt' | 'handlingReport'>>,
  ): Promise<void> {
    const row = await this.deps.repository.findJob(caseId, tx);
    const fresh = row?.supplierId !== supplierId ? { ...answersOf(NO_ANSWERS), supplierId } : {};
    await this.deps.repository.saveJob(tx, caseId, { ...fresh, ...data });
  }

  /** True once per booking: the traveller gets the greeter's or driver's contact from one answer only. */
  async claimContactForward(tx: OpsTx, caseId: string, at: Date): Promise<boolean> {
    const row = await this.deps.repository.findJob(caseId, tx);
    if (row?.contactForwardedAt) return false;
    await this.deps.repository.saveJob(tx, caseId, { contactForwardedAt: at });
    return true;
  }

  async updateSettings(tx: OpsTx, caseId: string, settings: SupplierJobSettings): Promise<void> {
    await this.deps.repository.saveJob(tx, caseId, settings);
  }
}

const NO_ANSWERS = { response: null, declineReason: null, completedAt: null, handlingReport: null };

function answersOf(
  row:
    | typeof NO_ANSWERS
    | {
        response: string | null;
        declineReason: string | null;
        completedAt: Date | null;
        handlingReport: string | null;
      },
) {
  return {
    response: row.response as SupplierJobResponse | null,
    declineReason: row.declineReason,
    completedAt: row.completedAt,
    handlingReport: row.handlingReport,
  };
}
