import { BRAND } from '@vip/contracts/brand';
import { type CaseOperationsUpdate } from '@vip/contracts/schemas';
import type { AuditActor, CasesService } from '../cases/cases.service';
import { opsErrors } from '../errors';
import type { OpsPrisma, OpsTx } from '../prisma';
import type { ConfirmationRecord, ConfirmationsRepository } from './confirmations.repository';
import { confirmationHtml, type ConfirmationCase } from './pdf-template';

export type { ConfirmationCase } from './pdf-template';
import type { PdfRenderer } from './pdf-renderer';

export type CaseConfirmation = Omit<ConfirmationRecord, 'caseId'>;
const NONE: CaseConfirmation = { generatedAt: null, sentAt: null, sentTo: null, notes: null, customText: null };

const FIELDS = { confirmationNotes: 'notes', confirmationCustomText: 'customText' } as const satisfies Partial<
  Record<keyof CaseOperationsUpdate, keyof CaseConfirmation>
>;

export interface ConfirmationChange {
  data: Partial<Pick<CaseConfirmation, 'notes' | 'customText'>>;
  changes: Record<string, { from: unknown; to: unknown }>;
}

export interface ConfirmationsServiceDeps {
  prisma: OpsPrisma;
  confirmations: ConfirmationsRepository;
  cases: CasesService;
  renderer: PdfRenderer;
  now: () => Date;
  supportEmail: string;
  onBoardChanged: () => void;
}

export interface StoredPdf {
  id: string;
  fileName: string;
  content: Uint8Array;
  createdAt: Date;
}

export class ConfirmationsService {
  constructor(private readonly deps: ConfirmationsServiceDeps) {}

  async forCase(caseId: string, tx?: OpsTx): Promise<CaseConfirmation> {
    return (await this.deps.confirmations.find(caseId, tx)) ?? NONE;
  }

  planChange(current: CaseConfirmation, update: CaseOperationsUpdate): ConfirmationChange {
    const change: ConfirmationChange = { data: {}, changes: {} };
    for (const [api, column] of Object.entries(FIELDS)) {
      const to = update[api as keyof typeof FIELDS];
      if (to === undefined || current[column] === to) continue;
      change.data[column] = to;
      change.changes[api] = { from: current[column], to };
    }
    return change;
  }

  async applyChange(tx: OpsTx, caseId: string, change: ConfirmationChange): Promise<void> {
    if (Object.keys(change.data).length > 0) await this.deps.confirmations.save(tx, caseId, change.data);
  }

  async forCases(caseIds: readonly string[]): Promise<Map<string, CaseConfirmation>> {
    return new Map((await this.deps.confirmations.findMany(caseIds)).map((r) => [r.caseId, r]));
  }

  async generate(caseId: string, booking: ConfirmationCase, actor: AuditActor): Promise<StoredPdf> {
    const at = this.deps.now();
    // Outside the transaction: no row stays locked while Chromium renders.
    const content = await this.deps.renderer.render(
      confirmationHtml(booking, { email: this.deps.supportEmail, phone: BRAND.supportPhone }, at),
    );
    const doc = await this.deps.prisma.$transaction(async (tx) => {
      const current = await this.deps.cases.lockForChange(tx, caseId);
      const before = await this.forCase(caseId, tx);
      const saved = await this.deps.confirmations.savePdf(tx, {
        caseId,
        fileName: `Reservation-Confirmation-${current.referenceCode}.pdf`,
        content,
        createdBy: actor.name,
        createdAt: at,
      });
      await this.deps.confirmations.pruneUnsentPdfs(tx, caseId);
      await this.deps.confirmations.save(tx, caseId, { generatedAt: at });
      await this.deps.cases.recordChange(tx, caseId, {
        actor,
        action: 'pdf_generated',
        changes: { pdfGeneratedAt: { from: before.generatedAt?.toISOString() ?? null, to: at.toISOString() } },
        at,
      });
      return saved;
    });
    this.deps.onBoardChanged();
    return doc;
  }

  async latest(caseId: string): Promise<StoredPdf> {
    await this.deps.cases.require(caseId);
    const doc = await this.deps.confirmations.latestPdf(caseId);
    if (!doc)
      throw opsErrors.create('PDF_NOT_GENERATED', 'No PDF confirmation has been generated for this booking yet');
    return doc;
  }

  latestIfAny(caseId: string): Promise<StoredPdf | null> {
    return this.deps.confirmations.latestPdf(caseId);
  }

  async storeDocument(
    caseId: string,
    doc: { kind: string; fileName: string; html: string; actor: AuditActor },
  ): Promise<StoredPdf> {
    const content = await this.deps.renderer.render(doc.html);
    return this.deps.prisma.$transaction(async (tx) => {
      await this.deps.cases.lockForChange(tx, caseId);
      return this.deps.confirmations.savePdf(tx, {
        caseId,
        kind: doc.kind,
        fileName: doc.fileName,
        content,
        createdBy: doc.actor.name,
        createdAt: this.deps.now(),
      });
    });
  }

  /** Never pruned after this: retries and records need it. */
  async markAttached(tx: OpsTx, documentId: string): Promise<void> {
    await this.deps.confirmations.markAttached(tx, documentId);
  }

  document(id: string) {
    return this.deps.confirmations.findDocument(id);
  }

  documentNames(ids: readonly string[]) {
    return this.deps.confirmations.documentNames(ids);
  }

  async recordSent(tx: OpsTx, caseId: string, to: string, at: Date): Promise<CaseConfirmation> {
    const before = await this.forCase(caseId, tx);
    await this.deps.confirmations.save(tx, caseId, { sentAt: at, sentTo: to });
    return before;
  }
}
