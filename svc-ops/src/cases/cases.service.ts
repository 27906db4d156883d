import { toDollars, type AdminBooking, type AdminStatus, type ServiceLevel, type ServiceType } from '@vip/contracts';
import type { OperationsCase } from '../generated/prisma/client.ts';
import type { CasesRepository } from './cases.repository';

function toAdminBooking(c: OperationsCase): AdminBooking {
  return {
    id: c.id,
    bookingId: c.bookingId,
    referenceCode: c.referenceCode,
    contactName: c.contactName,
    contactEmail: c.contactEmail,
    contactPhone: c.contactPhone,
    travelerNames: c.travelerNames,
    adminStatus: c.adminStatus as AdminStatus,
    isChauffeur: c.isChauffeur,
    isPaid: c.isPaid,
    escalationFlag: c.escalationFlag,
    isTravelAgent: c.isTravelAgent,
    flightNumber: c.flightNumber,
    flightDate: c.flightDate,
    flightTime: c.flightTime,
    adultCount: c.adultCount,
    childCount: c.childCount,
    porterSelected: c.porterSelected,
    porterCost: toDollars(c.porterCostCents),
    basePrice: toDollars(c.basePriceCents),
    totalPrice: toDollars(c.totalPriceCents),
    specialRequests: c.specialRequests,
    service: {
      id: c.serviceId,
      name: c.serviceName,
      serviceLevel: c.serviceLevel as ServiceLevel,
      serviceType: c.serviceType as ServiceType,
      airport: { code: c.airportCode, name: c.airportName },
    },
    createdAt: c.requestedAt.toISOString(),
  };
}

export class CasesService {
  constructor(private readonly cases: CasesRepository) {}

  async list(): Promise<AdminBooking[]> {
    return (await this.cases.list()).map(toAdminBooking);
  }
}
