import { BRAND } from '@vip/contracts/brand';
import { formatPhoneNumber } from '@vip/contracts/schemas';
import { silentLogger, type Logger } from '@vip/platform/logger';
import { bookingLines, clientAddresses } from '../communications/acknowledgements';
import { mailText } from '../i18n/mail-text';
import type { CasesService, Case } from '../cases/cases.service';
import type { CommunicationsService } from '../communications/communications.service';
import type { CaseCoordination, CoordinationService } from '../coordination/coordination.service';
import type { OpsPrisma } from '../prisma';
import type { CaseSupplier, SupplierAssignmentService } from '../suppliers/supplier-assignment.service';
import type { TransferRecord, TransfersService } from '../transfers/transfers.service';

const HOUR_MS = 3_600_000;
/** The promise to travellers: reconfirmed 24 to 48 hours before the service. */
export const RECONFIRMATION_WINDOW_HOURS = { from: 24, to: 48 } as const;
const ITEM = 'final_reconfirmation_24h' as const;
export const RECONFIRMATION_ACTOR = { id: null, name: 'System (reconfirmation)' };
export const NOT_CONFIRMED_NOTE = 'Escalated: the supplier had not confirmed when the reconfirmation was due.';

export interface ReconfirmationOutcome {
  sent: string[];
  escalated: string[];
}

/** Confirmed: a supplier is assigned and gave its confirmation number (or the transfer's supplier confirmed). */
export function supplierConfirmed(supplier: CaseSupplier, transfer: TransferRecord | null): boolean {
  if (!supplier.supplierName) return false;
  return Boolean(supplier.confirmationNumber) || transfer?.supplierConfirmationStatus === 'confirmed';
}

/** The traveller's mail, in their language: the booking, then who meets them, where and how to reach them. */
export function reconfirmationMessage(c: Case, people: CaseCoordination, supportEmail: string) {
  const text = mailText(c.locale);
  const { t } = text;
  const meeting = c.isChauffeur
    ? [
        ...(people.driverName ? [t('ops.mail.reconfirm.driver', { name: people.driverName })] : []),
        ...(people.driverPhone
          ? [t('ops.mail.reconfirm.driverPhone', { phone: formatPhoneNumber(people.driverPhone) })]
          : []),
        ...(people.vehicleMakeModel || people.vehiclePlate
          ? [
              t('ops.mail.reconfirm.vehicle', {
                vehicle: [people.vehicleColor, people.vehicleMakeModel, people.vehiclePlate].filter(Boolean).join(' '),
              }),
            ]
          : []),
      ]
    : [
        ...(people.greeterName ? [t('ops.mail.reconfirm.greeter', { name: people.greeterName })] : []),
        ...(people.greeterPhone
          ? [t('ops.mail.reconfirm.greeterPhone', { phone: formatPhoneNumber(people.greeterPhone) })]
          : []),
      ];
  const body = [
    t('ops.mail.greeting', { name: c.contactName }),
    '',
    t('ops.mail.reconfirm.intro', { brand: BRAND.productName }),
    '',
    ...bookingLines(c, 'confirmed', text),
    '',
    t('ops.mail.reconfirm.meetingHeading'),
    t('ops.mail.reconfirm.meetingPoint', {
      place: people.meetLocation ?? t('ops.mail.reconfirm.meetingPointDefault'),
    }),
    ...(people.greeterEta ? [t('ops.mail.reconfirm.greeterEta', { eta: people.greeterEta })] : []),
    ...(people.signInstructions ? [t('ops.mail.reconfirm.sign', { sign: people.signInstructions })] : []),
    ...meeting,
    '',
    t('ops.mail.reconfirm.help', { phone: BRAND.supportPhone, email: supportEmail }),
    '',
    BRAND.productName,
  ].join('\n');
  return {
    channel: 'email' as const,
    to: clientAddresses(c),
    cc: [],
    subject: t('ops.mail.reconfirm.subject', { date: text.date(c.flightDate), reference: c.referenceCode }),
    body,
    purpose: 'final_reconfirmation' as const,
  };
}

/**
 * Sends each booking's final reconfirmation once, 24 to 48 hours before its service, and ticks the checklist; a
 * booking whose supplier has not confirmed is escalated on the board instead (once). Safe to run anywhere at any
 * time: each case is decided under its row lock, and a ticked item (or an escalation's note) ends it, so replicas
 * and restarts that sweep at once still send one message.
 */
export class ReconfirmationWorkflow {
  private readonly logger: Logger;

  constructor(
    private readonly deps: {
      prisma: OpsPrisma;
      cases: CasesService;
      communications: CommunicationsService;
      coordination: CoordinationService;
      suppliers: SupplierAssignmentService;
      transfers: TransfersService;
      supportEmail: string;
      now: () => Date;
      onBoardChanged: () => void;
      logger?: Logger;
    },
  ) {
    this.logger = deps.logger ?? silentLogger();
  }

  async runDue(batch = 100): Promise<ReconfirmationOutcome> {
    const now = this.deps.now();
    const ids = await this.deps.cases.reconfirmationDue(
      new Date(now.getTime() + RECONFIRMATION_WINDOW_HOURS.from * HOUR_MS),
      new Date(now.getTime() + RECONFIRMATION_WINDOW_HOURS.to * HOUR_MS),
      batch,
    );
    const outcome: ReconfirmationOutcome = { sent: [], escalated: [] };
    for (const id of ids) {
      const result = await this.reconfirm(id);
      if (result) outcome[result].push(id);
    }
    if (outcome.sent.length + outcome.escalated.length > 0) {
      this.deps.onBoardChanged();
      this.logger.info(
        { sent: outcome.sent.length, escalated: outcome.escalated.length },
        'Reconfirmations: sent the due ones, escalated those without a supplier confirmation',
      );
    }
    return outcome;
  }

  private async reconfirm(id: string): Promise<'sent' | 'escalated' | null> {
    const { cases, communications } = this.deps;
    const result = await this.deps.prisma.$transaction(async (tx) => {
      const c = await cases.lockForChange(tx, id);
      const item = await cases.findChecklistItem(tx, id, ITEM);
      if (c.cancelledAt || item?.isCompleted) return null;
      const at = this.deps.now();
      const [supplier, transfer] = await Promise.all([
        this.deps.suppliers.forCase(id, tx),
        c.isChauffeur ? this.deps.transfers.forCase(id, tx) : Promise.resolve(null),
      ]);
      if (!supplierConfirmed(supplier, transfer)) {
        if (item?.notes === NOT_CONFIRMED_NOTE) return null;
        await cases.noteChecklistItem(tx, id, ITEM, NOT_CONFIRMED_NOTE);
        await cases.recordChange(tx, id, {
          actor: RECONFIRMATION_ACTOR,
          action: 'reconfirmation_escalated',
          changes: { escalationFlag: { from: c.escalationFlag, to: true } },
          at,
          data: { escalationFlag: true },
        });
        return { kind: 'escalated' as const, queued: [] };
      }
      const people = await this.deps.coordination.forCase(id, tx);
      const queued = await communications.queueSystemMessages(tx, id, [
        reconfirmationMessage(c, people, this.deps.supportEmail),
      ]);
      await cases.tick(tx, id, ITEM, RECONFIRMATION_ACTOR, at);
      return { kind: 'sent' as const, queued };
    });
    if (!result) return null;
    await communications.deliverQueued(result.queued);
    return result.kind;
  }
}
