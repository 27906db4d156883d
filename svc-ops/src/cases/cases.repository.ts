import { randomUUID } from 'node:crypto';
import type { BookingRequestedV1 } from '@vip/contracts';
import type { Prisma } from '../generated/prisma/client.ts';
import type { OpsPrisma } from '../prisma';

type Tx = Prisma.TransactionClient;

export class CasesRepository {
  constructor(private readonly prisma: OpsPrisma) {}

  /** Opens the case of a requested booking; a case that already exists is left as it is. */
  async openFromBooking(tx: Tx, b: BookingRequestedV1): Promise<void> {
    await tx.operationsCase.upsert({
      where: { bookingId: b.bookingId },
      update: {},
      create: {
        id: randomUUID(),
        bookingId: b.bookingId,
        referenceCode: b.referenceCode,
        groupId: b.groupId,
        bookingStatus: b.status,
        contactName: b.contact.name,
        contactEmail: b.contact.email,
        contactPhone: b.contact.phone,
        companyName: b.contact.companyName,
        travelerNames: b.travelerNames,
        specialRequests: b.specialRequests,
        serviceId: b.service.id,
        serviceName: b.service.name,
        serviceType: b.service.serviceType,
        serviceLevel: b.service.serviceLevel,
        airportCode: b.service.airport.code,
        airportName: b.service.airport.name,
        airportTimeZone: b.service.airport.timeZone,
        flightNumber: b.flight.number,
        flightDate: b.flight.date,
        flightTime: b.flight.time,
        flightAt: new Date(b.flight.instant),
        terminal: b.flight.terminal,
        adultCount: b.adultCount,
        childCount: b.childCount,
        porterSelected: b.porterSelected,
        porterCostCents: b.price.porterCostCents,
        basePriceCents: b.price.basePriceCents,
        totalPriceCents: b.price.totalPriceCents,
        priceBreakdown: b.price,
        cancellationPolicyHours: b.cancellationPolicyHours,
        requestedAt: new Date(b.requestedAt),
      },
    });
  }

  list() {
    return this.prisma.operationsCase.findMany({ orderBy: { requestedAt: 'desc' } });
  }
}
