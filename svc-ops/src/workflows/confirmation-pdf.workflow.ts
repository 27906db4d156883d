import type { AuditActor, CasesService } from '../cases/cases.service';
import type { ConfirmationsService, StoredPdf } from '../confirmations/confirmations.service';
import type { CoordinationService } from '../coordination/coordination.service';
import { costItemsOf, type TransfersService } from '../transfers/transfers.service';

/**
 * Steps: read the case, its greeter or driver and transfer; render, then store and audit. No compensation: a failed
 * render stores nothing.
 */
export class ConfirmationPdfWorkflow {
  constructor(
    private readonly deps: {
      cases: CasesService;
      confirmations: ConfirmationsService;
      coordination: CoordinationService;
      transfers: TransfersService;
    },
  ) {}

  async generate(caseId: string, actor: AuditActor): Promise<StoredPdf> {
    const c = await this.deps.cases.require(caseId);
    const [people, transfer, confirmation] = await Promise.all([
      this.deps.coordination.forCase(caseId),
      this.deps.transfers.forCase(caseId),
      this.deps.confirmations.forCase(caseId),
    ]);
    return this.deps.confirmations.generate(
      caseId,
      {
        ...c,
        ...people,
        transferDirection: transfer?.direction ?? null,
        pickupLocation: transfer?.pickupLocation ?? null,
        dropoffLocation: transfer?.dropoffLocation ?? null,
        passengers: transfer?.passengers ?? null,
        vehicleType: transfer?.vehicleType ?? null,
        costItems: costItemsOf(transfer),
        pickupTime: transfer?.pickupTime ?? null,
        gratuityIncluded: transfer?.gratuityIncluded ?? false,
        customText: confirmation.customText,
      },
      actor,
    );
  }

  async latestOrGenerate(caseId: string, actor: AuditActor): Promise<StoredPdf> {
    await this.deps.cases.require(caseId);
    return (await this.deps.confirmations.latestIfAny(caseId)) ?? this.generate(caseId, actor);
  }
}
