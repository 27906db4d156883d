import type { Airport, PartnerQuote, PartnerQuoteRequest, ServiceDetail } from '@vip/contracts/schemas';

// The partner document's examples of the catalog routes, checked against their schemas by partner.examples.spec.ts.

export const airportsExample: Airport[] = [
  {
    id: 3,
    code: 'FCO',
    name: 'Rome Fiumicino Leonardo da Vinci',
    city: 'Rome',
    country: 'Italy',
    countryCode: 'IT',
    region: 'Europe',
  },
  {
    id: 7,
    code: 'LHR',
    name: 'London Heathrow',
    city: 'London',
    country: 'United Kingdom',
    countryCode: 'GB',
    region: 'Europe',
  },
];

const pricing = {
  totalPrice: 545,
  basePrice: 395,
  adultFee: 100,
  childFee: 60,
  includedTravelers: 2,
  paidAdults: 0,
  paidChildren: 0,
  adultFeeTotal: 0,
  childFeeTotal: 0,
  additionalGreeters: 0,
  additionalGreeterFee: 0,
  afterHoursFee: 0,
  lastMinuteFee: 0,
  porterAvailable: true,
  porterCost: 150,
  porterSelected: true,
  subtotal: 545,
  discountPercentage: 0,
  discountAmount: 0,
  currency: 'USD' as const,
};

export const servicesExample: ServiceDetail[] = [
  {
    id: 11,
    airportId: 3,
    vendorId: 3,
    serviceType: 'arrival',
    serviceLevel: 'standard',
    name: 'VIP Meet & Greet - Arrival',
    description: 'A greeter meets you at the aircraft door and escorts you through passport control and customs.',
    image: '/api/services/media/standard-arrival.svg',
    basePrice: 395,
    includedTravelers: 2,
    adultFee: 100,
    childFee: 60,
    freeChildrenAllowance: 0,
    greeterLimit: 6,
    afterHoursFee: 0,
    afterHoursStart: '22:00',
    afterHoursEnd: '06:00',
    lastMinute24hSurcharge: 0,
    lastMinute48hSurcharge: 0,
    cancellationDeadlineHours: 48,
    tags: ['standard', 'arrival'],
    isPopular: true,
    isPremium: false,
    inclusions: { meetAtGate: true, fastTrack: true },
    active: true,
    airport: {
      code: 'FCO',
      name: 'Rome Fiumicino Leonardo da Vinci',
      city: 'Rome',
      country: 'Italy',
      timeZone: 'Europe/Rome',
    },
    vendor: { id: 3, name: 'Rome Airport Concierge' },
    pricing,
    instantConfirmation: true,
  },
];

export const quoteRequestExample: PartnerQuoteRequest = {
  serviceId: 11,
  date: '2030-06-20',
  time: '14:00',
  adults: 2,
  children: 0,
  porter: true,
};

export const quoteExample: PartnerQuote = {
  serviceId: 11,
  serviceName: 'VIP Meet & Greet - Arrival',
  serviceType: 'arrival',
  serviceLevel: 'standard',
  airport: { code: 'FCO', name: 'Rome Fiumicino Leonardo da Vinci', timeZone: 'Europe/Rome' },
  date: '2030-06-20',
  time: '14:00',
  adults: 2,
  children: 0,
  pricing,
  instantConfirmation: true,
  validUntil: '2030-07-01T12:00:00.000Z',
};

export const catalogErrorExamples = {
  airportNotFound: {
    error: {
      code: 'AIRPORT_NOT_FOUND',
      message: 'Airport Not Found',
      requestId: '3e1a2b4c-5d6e-4f70-8a9b-0c1d2e3f4a5b',
    },
  },
  serviceNotFound: {
    error: {
      code: 'SERVICE_NOT_FOUND',
      message: 'Service not found',
      requestId: '3e1a2b4c-5d6e-4f70-8a9b-0c1d2e3f4a5c',
    },
  },
};
