import { BRAND } from '@vip/contracts/brand';
import {
  SUPPLIER_JOB_AUDIT_ACTOR,
  SUPPLIER_JOB_LINK_INVALID_MESSAGE,
  supplierJobNotStartedMessage,
  type CaseOperationsUpdate,
  type ChecklistItemType,
  type CommunicationPurpose,
  type SupplierJob,
  type SupplierJobAnswer,
  type SupplierJobSettings,
} from '@vip/contracts/schemas';
import type { AuditActor, Case, CasesService, Changes } from '../cases/cases.service';
import type { CommunicationsService } from '../communications/communications.service';
import { mailText } from '../i18n/mail-text';
import { contactOf, type CaseForMessages, type PlannedMessage } from '../communications/plan';
import type { CaseCoordination, CoordinationService } from '../coordination/coordination.service';
import { opsErrors } from '../errors';
import type { OpsPrisma, OpsTx } from '../prisma';
import type { CaseSupplier, SupplierAssignmentService } from '../suppliers/supplier-assignment.service';
import type {
  SupplierJobLinkRecord,
  SupplierJobState,
  SupplierJobsService,
} from '../supplier-jobs/supplier-jobs.service';

export const SUPPLIER_ACTOR: AuditActor = { id: null, name: SUPPLIER_JOB_AUDIT_ACTOR };

/** The messages about a booking that go to its supplier: each carries the job link. */
const TO_SUPPLIER = new Set<CommunicationPurpose>(['supplier_email', 'greeter_request', 'driver_request']);

export const jobLinkInvalid = () => opsErrors.create('SUPPLIER_JOB_LINK_INVALID', SUPPLIER_JOB_LINK_INVALID_MESSAGE);
const notStarted = (c: Case) =>
  opsErrors.create('SUPPLIER_JOB_NOT_STARTED', supplierJobNotStartedMessage(c.flightDate, c.flightTime));

export interface SupplierJobDeps {
  prisma: OpsPrisma;
  cases: CasesService;
  suppliers: SupplierAssignmentService;
  coordination: CoordinationService;
  communications: CommunicationsService;
  supplierJobs: SupplierJobsService;
  now: () => Date;
  publicOrigin: string;
  supportEmail: string;
  onBoardChanged: () => void;
}

interface LiveJob {
  c: Case;
  supplier: CaseSupplier & { supplierId: string };
  coordination: CaseCoordination;
  job: SupplierJobState;
  expiresAt: Date;
}

const present = (v: string | null | undefined): v is string => typeof v === 'string' && v.trim().length > 0;

/**
 * The supplier's side of a booking, through the link in its messages. An answer is written as staff's edit would be
 * (coordination's and suppliers' tables, audit line, checklist), in one transaction with the traveller's message,
 * which the message relay delivers if the call after commit does not.
 */
export class SupplierJobWorkflow {
  constructor(private readonly deps: SupplierJobDeps) {}

  /** Adds the link to a supplier's message, inside the sending transaction. */
  async withLink(
    tx: OpsTx,
    c: Case & Pick<CaseForMessages, 'assignedSupplierEmail'> & { assignedSupplierId: string | null },
    purpose: CommunicationPurpose,
    planned: PlannedMessage[],
  ): Promise<PlannedMessage[]> {
    if (!TO_SUPPLIER.has(purpose) || !c.assignedSupplierId || c.cancelledAt || c.partnerMode === 'sandbox')
      return planned;
    const { supplierId, assignmentId } = await this.deps.suppliers.forCase(c.id, tx);
    if (!supplierId || !assignmentId) return planned;
    const supplierEmail = c.assignedSupplierEmail?.toLowerCase();
    const result: PlannedMessage[] = [];
    for (const m of planned) {
      // The supplier hub may write to a supplier that is not the booking's: no link for it.
      const forAssigned =
        m.channel === 'email' &&
        (purpose !== 'supplier_email' || m.to.some((to) => to.toLowerCase() === supplierEmail));
      if (!forAssigned) {
        result.push(m);
        continue;
      }
      const token = await this.deps.supplierJobs.issueLink(tx, c.id, { supplierId, assignmentId }, c.flightAt);
      const url = `${this.deps.publicOrigin}/supplier-jobs/${token}`;
      result.push({
        ...m,
        body: `${m.body}\n\nConfirm this job and give the ${c.isChauffeur ? "driver's" : "greeter's"} details here (no login needed):\n${url}`,
      });
    }
    return result;
  }

  async view(token: string): Promise<SupplierJob> {
    const live = await this.live(token);
    return this.toApi(live);
  }

  /** The supplier and airport of a live link's current assignment; an invalid link is the one 404. No transaction. */
  async assignment(token: string): Promise<{ supplierId: string; airportCode: string }> {
    const { supplier, c } = await this.live(token);
    return { supplierId: supplier.supplierId, airportCode: c.airportCode };
  }

  async answer(token: string, input: SupplierJobAnswer): Promise<SupplierJob> {
    const at = this.deps.now();
    const { changed, queued } = await this.deps.prisma.$transaction(async (tx) => {
      const link = await this.deps.supplierJobs.resolve(token, tx);
      if (!link) throw jobLinkInvalid();
      const c = await this.deps.cases.lockForChange(tx, link.caseId);
      const live = await this.liveFor(c, link, tx);
      if (!live) throw jobLinkInvalid();
      return this.apply(tx, live, input, at);
    });
    if (queued.length > 0) await this.deps.communications.deliverQueued(queued);
    if (changed) this.deps.onBoardChanged();
    return this.view(token);
  }

  async updateSettings(caseId: string, settings: SupplierJobSettings, actor: AuditActor): Promise<void> {
    await this.deps.prisma.$transaction(async (tx) => {
      const c = await this.deps.cases.lockForChange(tx, caseId);
      const before = await this.deps.supplierJobs.forCase(caseId, null, tx);
      const changes: Changes = {};
      for (const key of ['forwardContactToTraveller', 'shareTravellerContact'] as const)
        if (settings[key] !== undefined && settings[key] !== before[key])
          changes[key] = { from: before[key], to: settings[key] };
      if (Object.keys(changes).length === 0) return;
      await this.deps.supplierJobs.updateSettings(tx, c.id, settings);
      await this.deps.cases.recordChange(tx, c.id, { actor, action: 'details_edited', changes, at: this.deps.now() });
    });
  }

  private async apply(tx: OpsTx, live: LiveJob, input: SupplierJobAnswer, at: Date) {
    const { c, supplier, coordination, job } = live;
    const completing = input.completed === true && job.completedAt === null;
    const reporting = input.handlingReport !== undefined && input.handlingReport !== job.handlingReport;
    // flight_at is the airport-local start in the airport's IANA zone; refused before anything is written.
    if ((completing || reporting) && at < c.flightAt) throw notStarted(c);
    // Given fields only: an answer never clears what staff or an earlier answer wrote.
    const typed: Partial<CaseOperationsUpdate> = {
      supplierConfirmationNumber: input.confirmationNumber,
      greeterName: input.greeterName,
      greeterPhone: input.greeterPhone,
      driverName: input.driverName,
      driverPhone: input.driverPhone,
      vehicleMakeModel: input.vehicleMakeModel,
      vehiclePlate: input.vehiclePlate,
      meetLocation: input.meetingPoint,
      [c.isChauffeur ? 'liveETA' : 'greeterETA']: input.eta,
    };
    const update = typed as CaseOperationsUpdate;
    const coordinationChange = this.deps.coordination.planChange(coordination, update);
    // No cost in an answer, so no rate is needed.
    const supplierChange = this.deps.suppliers.planChange(supplier, update, () => undefined);
    const jobData: Parameters<SupplierJobsService['recordAnswer']>[3] = {};
    const changes: Changes = { ...supplierChange.changes, ...coordinationChange.changes };
    const response = input.accept === undefined ? undefined : input.accept ? 'accepted' : 'declined';
    if (response && response !== job.response) {
      jobData.response = response;
      changes.supplierResponse = { from: job.response, to: response };
    }
    const declineReason = response === 'declined' ? (input.declineReason ?? null) : response ? null : undefined;
    if (declineReason !== undefined && declineReason !== job.declineReason) {
      jobData.declineReason = declineReason;
      changes.supplierDeclineReason = { from: job.declineReason, to: declineReason };
    }
    if (input.handlingReport !== undefined && input.handlingReport !== job.handlingReport) {
      jobData.handlingReport = input.handlingReport;
      changes.handlingReport = { from: job.handlingReport, to: input.handlingReport };
    }
    if (completing) {
      jobData.completedAt = at;
      changes.serviceCompletedAt = { from: null, to: at.toISOString() };
    }
    if (Object.keys(changes).length === 0) return { changed: false, queued: [] };

    await this.deps.suppliers.applyChange(tx, c.id, supplierChange);
    await this.deps.coordination.applyChange(tx, c.id, coordinationChange);
    if (Object.keys(jobData).length > 0)
      await this.deps.supplierJobs.recordAnswer(tx, c.id, supplier.supplierId, jobData);
    await this.deps.cases.recordChange(tx, c.id, { actor: SUPPLIER_ACTOR, action: 'details_edited', changes, at });
    if (jobData.response === 'declined')
      await this.deps.cases.commentInTx(tx, c.id, `Declined the job: ${declineReason}`, SUPPLIER_ACTOR.name, at);
    if (jobData.handlingReport)
      await this.deps.cases.commentInTx(
        tx,
        c.id,
        `Handling report: ${jobData.handlingReport}`,
        SUPPLIER_ACTOR.name,
        at,
      );
    if (completing && !c.cancelledAt) await this.deps.cases.moveStatus(tx, c, 'service_completed', SUPPLIER_ACTOR, at);

    const after = { ...coordination, ...(coordinationChange.data as Partial<CaseCoordination>) };
    const contact = c.isChauffeur
      ? present(after.driverName) && present(after.driverPhone)
      : present(after.greeterName) && present(after.greeterPhone);
    const contactChanged = Object.keys(coordinationChange.changes).length > 0;
    if (contact && contactChanged)
      await this.deps.cases.tick(
        tx,
        c.id,
        c.isChauffeur ? 'driver_info_received' : 'greeter_info_requested',
        SUPPLIER_ACTOR,
        at,
      );
    const queued = contact && job.forwardContactToTraveller ? await this.forwardContact(tx, c, after, at) : [];
    return { changed: true, queued };
  }

  /** Once per booking: a later correction by the supplier is for staff to pass on. */
  private async forwardContact(tx: OpsTx, c: Case, coordination: CaseCoordination, at: Date) {
    const email = contactOf(
      { ...c, assignedSupplierEmail: null, assignedSupplierName: null, ...coordination },
      'traveler',
    ).email;
    if (!email || !(await this.deps.supplierJobs.claimContactForward(tx, c.id, at))) return [];
    const purpose: CommunicationPurpose = c.isChauffeur ? 'driver_info' : 'greeter_contact';
    const rows = await this.deps.communications.queueSystemMessages(tx, c.id, [
      { purpose, channel: 'email', to: [email.toLowerCase()], cc: [], ...this.contactMessage(c, coordination) },
    ]);
    if (rows.some((r) => r.status !== 'skipped')) {
      const timestamp = c.isChauffeur ? 'lastDriverInfoSentAt' : 'lastGreeterContactSentAt';
      // A transfer's checklist has no item for the driver's details passed on.
      const item: ChecklistItemType | null = c.isChauffeur ? null : 'greeter_info_sent';
      const before = await this.deps.coordination.recordSent(tx, c.id, timestamp, at);
      await this.deps.cases.recordChange(tx, c.id, {
        actor: SUPPLIER_ACTOR,
        action: 'communication_sent',
        changes: {
          [purpose]: { from: null, to: 'email' },
          [timestamp]: { from: before?.toISOString() ?? null, to: at.toISOString() },
        },
        at,
      });
      if (item) await this.deps.cases.tick(tx, c.id, item, SUPPLIER_ACTOR, at);
    }
    return rows;
  }

  /** In the traveller's language; the details are the supplier's, as given. */
  private contactMessage(c: Case, k: CaseCoordination): { subject: string; body: string } {
    const text = mailText(c.locale);
    const { t } = text;
    const phone = (value: string | null) => t('ops.mail.contact.phone', { phone: value ?? '' });
    const eta = (value: string | null) => (value ? [t('ops.mail.contact.eta', { eta: value })] : []);
    const lines = c.isChauffeur
      ? [
          t('ops.mail.reconfirm.driver', { name: k.driverName ?? '' }),
          phone(k.driverPhone),
          ...(k.vehicleMakeModel ? [t('ops.mail.reconfirm.vehicle', { vehicle: k.vehicleMakeModel })] : []),
          ...(k.vehiclePlate ? [t('ops.mail.contact.plate', { plate: k.vehiclePlate })] : []),
          ...eta(k.liveEta),
        ]
      : [t('ops.mail.reconfirm.greeter', { name: k.greeterName ?? '' }), phone(k.greeterPhone), ...eta(k.greeterEta)];
    if (k.meetLocation) lines.push(t('ops.mail.reconfirm.meetingPoint', { place: k.meetLocation }));
    const body = [
      t('ops.mail.greeting', { name: c.contactName }),
      '',
      t(c.isChauffeur ? 'ops.mail.contact.driverIntro' : 'ops.mail.contact.greeterIntro', {
        reference: c.referenceCode,
        service: c.serviceName,
        airport: c.airportName,
        date: text.date(c.flightDate),
        time: c.flightTime,
      }),
      '',
      ...lines,
      '',
      t('ops.mail.questions', { email: this.deps.supportEmail }),
      '',
      BRAND.productName,
    ].join('\n');
    return {
      subject: t(c.isChauffeur ? 'ops.mail.contact.driverSubject' : 'ops.mail.contact.greeterSubject', {
        reference: c.referenceCode,
      }),
      body,
    };
  }

  private async live(token: string): Promise<LiveJob> {
    const link = await this.deps.supplierJobs.resolve(token);
    if (!link) throw jobLinkInvalid();
    const c = await this.deps.cases.find(link.caseId);
    const live = c ? await this.liveFor(c, link) : null;
    if (!live) throw jobLinkInvalid();
    return live;
  }

  /**
   * Null, and the case's stale links revoked, once the link's assignment is no longer the booking's (another supplier,
   * none, or the same one assigned again), the booking is cancelled or staff deleted the supplier.
   */
  private async liveFor(
    c: Case,
    { supplierId, assignmentId, expiresAt }: SupplierJobLinkRecord,
    tx?: OpsTx,
  ): Promise<LiveJob | null> {
    const supplier = await this.deps.suppliers.forCase(c.id, tx);
    const current =
      supplier.supplierId === supplierId && assignmentId !== null && supplier.assignmentId === assignmentId;
    const ended = Boolean(c.cancelledAt) || (current && (await this.deps.suppliers.isDeleted(supplierId, tx)));
    if (ended || c.partnerMode === 'sandbox' || !current) {
      // Outside the caller's transaction: the revocation stays whatever the caller does next.
      await this.deps.supplierJobs.revokeStale(c.id, ended ? null : supplier.assignmentId);
      return null;
    }
    const [coordination, job] = await Promise.all([
      this.deps.coordination.forCase(c.id, tx),
      this.deps.supplierJobs.forCase(c.id, supplierId, tx),
    ]);
    return { c, supplier: { ...supplier, supplierId }, coordination, job, expiresAt };
  }

  private toApi({ c, supplier, coordination: k, job, expiresAt }: LiveJob): SupplierJob {
    const traveller = contactOf({ ...c, ...k, assignedSupplierEmail: null, assignedSupplierName: null }, 'traveler');
    return {
      referenceCode: c.referenceCode,
      kind: c.isChauffeur ? 'chauffeur' : 'meet_and_greet',
      serviceId: c.serviceId,
      serviceName: c.serviceName,
      supplierName: supplier.supplierName ?? '',
      airportCode: c.airportCode,
      airportName: c.airportName,
      serviceDate: c.flightDate,
      serviceTime: c.flightTime,
      timeZone: c.airportTimeZone,
      flightNumber: c.flightNumber,
      airline: c.airline,
      terminal: c.terminal,
      travellerName: c.travelerNames[0] ?? c.contactName,
      adults: c.adultCount,
      children: c.childCount,
      meetingPoint: k.meetLocation,
      specialRequests: c.specialRequests,
      travellerContact: job.shareTravellerContact ? { email: traveller.email, phone: c.contactPhone || null } : null,
      answers: {
        response: job.response,
        declineReason: job.declineReason,
        confirmationNumber: supplier.confirmationNumber,
        greeterName: k.greeterName,
        greeterPhone: k.greeterPhone,
        driverName: k.driverName,
        driverPhone: k.driverPhone,
        vehicleMakeModel: k.vehicleMakeModel,
        vehiclePlate: k.vehiclePlate,
        meetingPoint: k.meetLocation,
        eta: c.isChauffeur ? k.liveEta : k.greeterEta,
        completedAt: job.completedAt?.toISOString() ?? null,
        handlingReport: job.handlingReport,
      },
      travellerLocale: c.locale,
      expiresAt: expiresAt.toISOString(),
    };
  }
}
