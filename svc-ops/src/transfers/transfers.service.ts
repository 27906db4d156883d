import { DEFAULT_ADMIN_STATUS, toCents, transferTotalCents, zonedLocalToUtc, type TransferCreate, type TransferCreated } from '@vip/contracts';
import { appendToOutbox } from '@vip/contracts/server';
import type { CatalogClient } from '../catalog/catalog.client';
import type { AuditActor, CasesRepository } from '../cases/cases.repository';
import { opsErrors } from '../errors';
import type { OpsPrisma } from '../prisma';
import { newTransferReference } from './transfer-reference';
import { transferCreatedEvent } from './transfers.events';
import { isReferenceCollision, type TransfersRepository } from './transfers.repository';

const REFERENCE_ATTEMPTS = 8;
/** Spec §3 booking default, kept for transfers too. */
const DEFAULT_CANCELLATION_HOURS = 48;

export interface TransfersServiceDeps {
  prisma: OpsPrisma;
  transfers: TransfersRepository;
  cases: CasesRepository;
  catalog: CatalogClient;
  now: () => Date;
  onEventsCommitted: () => void;
  onBoardChanged: () => void;
}

export class TransfersService {
  constructor(private readonly deps: TransfersServiceDeps) {}

  /**
   * Create Chauffeur Service: standalone or linked to a VIP booking's case. The airport comes from
   * the catalog (its local times need its zone); the total is base plus additional costs, computed
   * here; the case, its audit line and transfer.created are written in one transaction.
   */
  async create(input: TransferCreate, actor: AuditActor): Promise<TransferCreated> {
    const airport = await this.deps.catalog.airport(input.airportCode);
    if (!airport) throw opsErrors.create('UNKNOWN_AIRPORT', `${input.airportCode} is not an airport we serve`, { fieldErrors: { airportCode: ['Unknown airport code'] } });
    const serviceCents = toCents(input.serviceCost);
    const items = input.additionalCostItems.map((i) => ({ description: i.description, amountCents: toCents(i.amount) }));
    const totalCents = transferTotalCents(serviceCents, items.map((i) => i.amountCents));
    const at = this.deps.now();

    for (let attempt = 1; ; attempt++) {
      try {
        const created = await this.deps.prisma.$transaction(async (tx) => {
          const linked = input.linkedBookingId ? await this.deps.transfers.findLinkable(tx, input.linkedBookingId) : null;
          if (input.linkedBookingId && !linked) throw opsErrors.create('LINKED_BOOKING_NOT_FOUND', 'The VIP booking to link was not found');
          const row = await this.deps.transfers.insert(tx, {
            referenceCode: newTransferReference(airport.code),
            groupId: linked?.groupId ?? null,
            linkedCaseId: linked?.id ?? null,
            bookingStatus: 'pending_payment',
            adminStatus: DEFAULT_ADMIN_STATUS,
            isTravelAgent: input.isTravelAgent,
            contactName: input.contactName,
            contactEmail: input.contactEmail,
            contactPhone: input.contactPhone,
            travelerNames: linked?.travelerNames ?? [],
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
            agentName: input.agentName,
            agentEmail: input.agentEmail,
            agentPhone: input.agentPhone,
            bookerRole: input.isTravelAgent ? 'travel-agent' : null,
            adultCount: input.passengers,
            childCount: 0,
            porterSelected: false,
            porterCostCents: 0,
            basePriceCents: serviceCents,
            totalPriceCents: totalCents,
            priceBreakdown: { basePriceCents: serviceCents, additionalCostItems: items, totalPriceCents: totalCents, flightTime: input.flightTime },
            cancellationPolicyHours: DEFAULT_CANCELLATION_HOURS,
            requestedAt: at,
            transferDirection: input.direction,
            pickupLocation: input.pickupLocation,
            dropoffLocation: input.dropoffLocation,
            passengers: input.passengers,
            vehicleType: input.vehicleType,
            additionalCostItems: items,
            driverName: input.driverName,
            driverPhone: input.driverPhone,
            vehicleMakeModel: input.assignedVehicleModel,
            vehiclePlate: input.assignedVehiclePlate,
          });
          await this.deps.cases.addAudit(tx, {
            caseId: row.id,
            actor,
            action: 'transfer_created',
            changes: { referenceCode: { from: null, to: row.referenceCode }, ...(linked ? { linkedBooking: { from: null, to: linked.referenceCode } } : {}) },
            at,
          });
          await appendToOutbox(tx, [transferCreatedEvent(row, linked, at)]);
          return row;
        });
        this.deps.onEventsCommitted();
        this.deps.onBoardChanged();
        return { id: created.id, referenceCode: created.referenceCode, totalAmount: totalCents / 100 };
      } catch (error) {
        if (!isReferenceCollision(error)) throw error;
        if (attempt >= REFERENCE_ATTEMPTS) throw opsErrors.create('REFERENCE_EXHAUSTED', 'Could not draw a free reference code; please try again');
      }
    }
  }
}
