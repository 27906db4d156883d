import { toCents } from '@vip/contracts/money';
import {
  transferTotalCents,
  type BookingCoreUpdateInput,
  type CaseOperationsUpdate,
  type TransferCreate,
  type TransferCreated,
} from '@vip/contracts/schemas';
import { zonedLocalToUtc } from '@vip/contracts/time';
import { DEFAULT_ADMIN_STATUS } from '@vip/contracts/vocabulary';
import { appendToOutbox } from '@vip/platform/outbox';
import type { CatalogClient } from '../catalog/catalog.client';
import type { AuditActor, Case, CaseUpdate, CasesService, Changes } from '../cases/cases.service';
import { opsErrors } from '../errors';
import type { OpsPrisma, OpsTx } from '../prisma';
import { transferCoreChange } from './transfer-core';
import { newTransferReference } from './transfer-reference';
import { transferCreatedEvent } from './transfers.events';
import {
  isReferenceCollision,
  type TransferData,
  type TransferRecord,
  type TransfersRepository,
} from './transfers.repository';

export type { TransferRecord } from './transfers.repository';

const REFERENCE_ATTEMPTS = 8;
const DEFAULT_CANCELLATION_HOURS = 48;

const TRANSFER_FIELDS = [
  'transferDirection',
  'pickupLocation',
  'dropoffLocation',
  'passengers',
  'vehicleType',
  'baseServiceCost',
  'additionalCostItems',
  'gratuityIncluded',
  'pickupTime',
  'supplierConfirmationStatus',
  'operationalStatus',
] as const;

export interface StoredCostItem {
  description: string;
  amountCents: number;
}

export function costItemsOf(t: Pick<TransferRecord, 'additionalCostItems'> | null): StoredCostItem[] {
  return t && Array.isArray(t.additionalCostItems) ? (t.additionalCostItems as unknown as StoredCostItem[]) : [];
}

export interface TransferChange {
  data: Partial<TransferData>;
  caseData: CaseUpdate;
  changes: Changes;
}

export interface TransfersServiceDeps {
  prisma: OpsPrisma;
  transfers: TransfersRepository;
  cases: CasesService;
  catalog: CatalogClient;
  now: () => Date;
  onEventsCommitted: () => void;
  onBoardChanged: () => void;
}

export class TransfersService {
  constructor(private readonly deps: TransfersServiceDeps) {}

  forCase(caseId: string, tx?: OpsTx): Promise<TransferRecord | null> {
    return this.deps.transfers.find(caseId, tx);
  }

  async forCases(caseIds: readonly string[]): Promise<Map<string, TransferRecord>> {
    return new Map((await this.deps.transfers.findMany(caseIds)).map((r) => [r.caseId, r]));
  }

  planCoreChange(current: Case, core: Partial<BookingCoreUpdateInput>) {
    return transferCoreChange(current, core);
  }

  planChange(current: Case, transfer: TransferRecord | null, update: CaseOperationsUpdate): TransferChange {
    const data: Record<string, unknown> = {};
    const caseData: Record<string, unknown> = {};
    const changes: Changes = {};
    const sent = TRANSFER_FIELDS.filter((f) => update[f] !== undefined);
    if (sent.length > 0 && (!current.isChauffeur || !transfer))
      throw opsErrors.create('NOT_A_TRANSFER', 'Only chauffeur transfers have these fields', { fields: sent });
    if (!current.isChauffeur || !transfer) return { data: {}, caseData: {}, changes };
    const set = (target: Record<string, unknown>, api: string, column: string, from: unknown, to: unknown) => {
      if (JSON.stringify(from) === JSON.stringify(to)) return;
      target[column] = to;
      changes[api] = { from, to };
    };
    if (update.transferDirection !== undefined)
      set(data, 'transferDirection', 'direction', transfer.direction, update.transferDirection);
    if (update.pickupLocation !== undefined)
      set(data, 'pickupLocation', 'pickupLocation', transfer.pickupLocation, update.pickupLocation);
    if (update.dropoffLocation !== undefined)
      set(data, 'dropoffLocation', 'dropoffLocation', transfer.dropoffLocation, update.dropoffLocation);
    if (update.passengers !== undefined) set(data, 'passengers', 'passengers', transfer.passengers, update.passengers);
    if (update.vehicleType !== undefined)
      set(data, 'vehicleType', 'vehicleType', transfer.vehicleType, update.vehicleType);
    if (update.gratuityIncluded !== undefined)
      set(data, 'gratuityIncluded', 'gratuityIncluded', transfer.gratuityIncluded, update.gratuityIncluded);
    if (update.pickupTime !== undefined) set(data, 'pickupTime', 'pickupTime', transfer.pickupTime, update.pickupTime);
    if (update.supplierConfirmationStatus !== undefined)
      set(
        data,
        'supplierConfirmationStatus',
        'supplierConfirmationStatus',
        transfer.supplierConfirmationStatus,
        update.supplierConfirmationStatus,
      );
    if (update.operationalStatus !== undefined)
      set(data, 'operationalStatus', 'operationalStatus', transfer.operationalStatus, update.operationalStatus);
    const baseCents = update.baseServiceCost === undefined ? current.basePriceCents : toCents(update.baseServiceCost);
    const items =
      update.additionalCostItems === undefined
        ? costItemsOf(transfer)
        : update.additionalCostItems.map((i) => ({ description: i.description, amountCents: toCents(i.amount) }));
    set(caseData, 'baseServiceCost', 'basePriceCents', current.basePriceCents, baseCents);
    set(data, 'additionalCostItems', 'additionalCostItems', costItemsOf(transfer), items);
    set(
      caseData,
      'totalAmount',
      'totalPriceCents',
      current.totalPriceCents,
      transferTotalCents(
        baseCents,
        items.map((i) => i.amountCents),
      ),
    );
    return { data: data as Partial<TransferData>, caseData: caseData as CaseUpdate, changes };
  }

  async applyChange(tx: OpsTx, caseId: string, change: TransferChange): Promise<void> {
    if (Object.keys(change.data).length > 0) await this.deps.transfers.update(tx, caseId, change.data);
  }

  /** The airport comes from the catalog, as its local times need its zone. One transaction, with transfer.created. */
  async create(
    input: TransferCreate,
    actor: AuditActor,
    inTransaction: (tx: OpsTx, caseId: string) => Promise<void>,
  ): Promise<TransferCreated> {
    const airport = await this.deps.catalog.airport(input.airportCode);
    if (!airport)
      throw opsErrors.create('UNKNOWN_AIRPORT', `${input.airportCode} is not an airport we serve`, {
        fieldErrors: { airportCode: ['Unknown airport code'] },
      });
    const serviceCents = toCents(input.serviceCost);
    const items = input.additionalCostItems.map((i) => ({
      description: i.description,
      amountCents: toCents(i.amount),
    }));
    const totalCents = transferTotalCents(
      serviceCents,
      items.map((i) => i.amountCents),
    );
    const at = this.deps.now();

    for (let attempt = 1; ; attempt++) {
      try {
        const created = await this.deps.prisma.$transaction(async (tx) => {
          const linked = input.linkedBookingId ? await this.deps.cases.findLinkable(tx, input.linkedBookingId) : null;
          if (input.linkedBookingId && !linked)
            throw opsErrors.create('LINKED_BOOKING_NOT_FOUND', 'The VIP booking to link was not found');
          const row = await this.deps.cases.openStandalone(tx, {
            referenceCode: newTransferReference(airport.code),
            groupId: linked?.groupId ?? null,
            bookingStatus: 'pending_payment',
            adminStatus: DEFAULT_ADMIN_STATUS,
            isChauffeur: true,
            isTravelAgent: input.isTravelAgent,
            contactName: input.contactName,
            contactEmail: input.contactEmail,
            contactPhone: input.contactPhone,
            travelerNames: linked?.travelerNames ?? [],
            // The linked booking's traveller; staff-made transfers are otherwise in English.
            locale: linked?.locale ?? 'en',
            specialRequests: input.specialRequests,
            internalNotes: input.internalNotes,
            serviceName: 'Chauffeur Transfer',
            serviceType: 'transfer',
            airportCode: airport.code,
            airportName: airport.name,
            airportTimeZone: airport.timeZone,
            flightNumber: input.flightNumber,
            flightDate: input.serviceDate,
            flightTime: input.serviceTime,
            flightAt: zonedLocalToUtc(input.serviceDate, input.serviceTime, airport.timeZone),
            terminal: input.terminal,
            airline: input.airline,
            agencyName: input.agencyName,
            bookerName: input.bookerName,
            bookerEmail: input.bookerEmail,
            bookerPhone: input.bookerPhone,
            bookerRole: input.isTravelAgent ? 'travel-agent' : null,
            adultCount: input.passengers,
            childCount: 0,
            porterSelected: false,
            porterCostCents: 0,
            basePriceCents: serviceCents,
            totalPriceCents: totalCents,
            priceBreakdown: {
              basePriceCents: serviceCents,
              additionalCostItems: items,
              totalPriceCents: totalCents,
              flightTime: input.flightTime,
            },
            cancellationPolicyHours: DEFAULT_CANCELLATION_HOURS,
            requestedAt: at,
          });
          const transfer = await this.deps.transfers.insert(tx, row.id, {
            direction: input.direction,
            pickupLocation: input.pickupLocation,
            dropoffLocation: input.dropoffLocation,
            passengers: input.passengers,
            vehicleType: input.vehicleType,
            additionalCostItems: items,
            linkedCaseId: linked?.id ?? null,
          });
          await inTransaction(tx, row.id);
          await this.deps.cases.audit(tx, row.id, {
            actor,
            action: 'transfer_created',
            changes: {
              referenceCode: { from: null, to: row.referenceCode },
              ...(linked ? { linkedBooking: { from: null, to: linked.referenceCode } } : {}),
            },
            at,
          });
          await appendToOutbox(tx, [transferCreatedEvent(row, transfer, linked, at)]);
          return row;
        });
        this.deps.onEventsCommitted();
        this.deps.onBoardChanged();
        return { id: created.id, referenceCode: created.referenceCode, totalAmount: totalCents / 100 };
      } catch (error) {
        if (!isReferenceCollision(error)) throw error;
        if (attempt >= REFERENCE_ATTEMPTS)
          throw opsErrors.create('REFERENCE_EXHAUSTED', 'Could not draw a free reference code; please try again');
      }
    }
  }
}
