// Valid requests shared by the schema specs; each spec spreads them and breaks one field.
import { setValidationClock } from './common';

export function fixValidationClock(): void {
  beforeAll(() => setValidationClock(() => new Date('2030-06-01T12:00:00Z')));
  afterAll(() => setValidationClock(undefined));
}

export const bookingRequest = {
  serviceId: 11,
  contactName: 'Grace Hopper',
  contactEmail: 'grace@example.com',
  contactPhone: '+1 212 555 0100',
  flightNumber: 'AZ611',
  flightDate: '2030-06-20',
  flightTime: '14:00',
  adultCount: 2,
  childCount: 0,
};

export const checkoutItem = {
  serviceId: 11,
  flightDate: '2030-06-20',
  flightTime: '14:00',
  adultCount: 2,
  childCount: 0,
};

export const checkout = {
  bookingContext: 'self',
  contactName: 'Grace Hopper',
  contactPhone: '+1 212 555 0100',
  contactEmail: 'grace@example.com',
  airline: 'ITA Airways',
  flightNumber: 'AZ611',
  agreeToTerms: true,
  items: [checkoutItem],
};

export const quoteItem = {
  cartId: 11,
  serviceId: 11,
  serviceType: 'arrival',
  date: '2030-06-20',
  time: '14:00',
  adults: 2,
  children: 0,
};

export const transfer = {
  contactName: 'Katherine Johnson',
  contactEmail: 'katherine@example.com',
  serviceDate: '2030-07-01',
  serviceTime: '09:30',
  direction: 'pickup',
  airportCode: 'JFK',
  passengers: 3,
  vehicleType: 'suv',
  serviceCost: 180,
};
