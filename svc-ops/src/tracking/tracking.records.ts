import { type BookingRequestedV3, type EventEnvelope, type SearchRecordedV1 } from '@vip/contracts/events';
import { toDollars } from '@vip/contracts/money';

export interface SearchRecord {
  kind: 'search';
  airport: string;
  serviceType: string;
  arrivalDate: string;
  arrivalTime: string;
  adults: number;
  children: number;
  email: string;
  timestamp: string;
}

export interface ReservationRecord {
  kind: 'reservation';
  reservationNumber: string;
  bookingReference: string;
  airportCode: string;
  clientName: string;
  serviceLevel: string;
  serviceDate: string;
  serviceTime: string;
  airline: string;
  flightNumber: string;
  totalCost: number;
  porterSelected: boolean;
  cogs: number;
  agencyName: string;
  advisorName: string;
  travelAdvisor: boolean;
  adults: number;
  children: number;
  saleAmount: number;
  commissionDue: number;
  profit: number;
}

export function searchRecord(event: EventEnvelope<SearchRecordedV1>): SearchRecord {
  const s = event.payload;
  return {
    kind: 'search',
    airport: s.airportCode,
    serviceType: s.serviceType,
    arrivalDate: s.arrivalDate ?? '',
    arrivalTime: s.arrivalTime ?? '',
    adults: s.adults,
    children: s.children,
    email: s.email ?? 'unknown',
    timestamp: s.searchedAt,
  };
}

/**
 * The reference rides along so a row can be matched to its case. No supplier is chosen yet, so the cost of goods is 0
 * and the profit the sale.
 */
export function reservationRecord(b: BookingRequestedV3): ReservationRecord {
  const sale = toDollars(b.price.totalPriceCents);
  const byAgent = b.isTravelAgent;
  return {
    kind: 'reservation',
    reservationNumber: `WW-${new Date(b.requestedAt).getTime()}-${b.service.id}`,
    bookingReference: b.referenceCode,
    airportCode: b.service.airport.code,
    clientName: b.contactName,
    serviceLevel: b.service.serviceLevel,
    serviceDate: b.flightDate,
    serviceTime: b.flightTime,
    airline: b.airline ?? b.flightNumber.split(/\s+/)[0] ?? '',
    flightNumber: b.flightNumber,
    totalCost: sale,
    porterSelected: b.porterSelected,
    cogs: 0,
    agencyName: byAgent ? (b.agencyName ?? '') : '',
    advisorName: byAgent ? (b.bookerName ?? '') : '',
    travelAdvisor: byAgent,
    adults: b.adultCount,
    children: b.childCount,
    saleAmount: sale,
    commissionDue: 0,
    profit: sale,
  };
}
