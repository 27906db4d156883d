// Provider states for mfe-admin-suppliers' pact (the supplier hub, the suppliers tab and the Chauffeur
// Supplier Hub panel), used by pact-provider.int-spec.ts. Suppliers are written with fixed ids and every
// field set (upserted, so a state undoes what an earlier interaction changed); assignments go through the
// API. Each booking state opens a new booking, so one interaction's assignment leaves no trace on another's.
import request from 'supertest';
import type { OpsService } from '../../src/server';
import { bookingRequested } from '../fixtures';

export interface SupplierPactContext {
  service: () => OpsService;
  /** Opens a case from a booking.requested event, as pact-provider.int-spec.ts does. */
  caseFor: (reference: string, event?: (ref: string) => ReturnType<typeof bookingRequested>) => Promise<{ id: string }>;
  signIn: () => Promise<{ cookie: string; csrfToken: string }>;
}

export const OPALINE = '6e0a7f3c-1b2d-4c5e-8f90-a1b2c3d4e5f6';
const NETHERCOTE = '6e0a7f3c-1b2d-4c5e-8f90-a1b2c3d4e5f7';
const PARIS = '6e0a7f3c-1b2d-4c5e-8f90-a1b2c3d4e5f8';
const ASTRAL = '3f2e1d0c-9b8a-4765-8432-10fedcba9876';
const ROMA = '3f2e1d0c-9b8a-4765-8432-10fedcba9877';

export const vip = (id: string, companyName: string, iataCode: string, isPreferred: boolean) => ({
  id,
  companyName,
  iataCode,
  serviceLevel: 'standard',
  supplierName: 'Davide Ricci',
  email: `bookings@${companyName.toLowerCase().replace(/[^a-z]+/g, '-')}.example`,
  phone: '+39 06 0000 0001',
  mobile: '+39 333 000 0001',
  webpage: `https://www.${companyName.toLowerCase().replace(/[^a-z]+/g, '-')}.example`,
  preferredBookingMethod: 'Email',
  notes: 'Confirms by e-mail within 24 hours.',
  isPreferred,
  rating: 4,
  numberIncluded: 2,
  instantBookingHours: 24,
  porterCostCents: 15000,
  activationCostCents: 39500,
  amenities: ['Meet at the gate', 'Fast-track immigration', 'Baggage assistance', 'Escort to car'],
  // Active again whatever an earlier interaction did (one deletes it).
  deletedAt: null,
});

const chauffeur = (id: string, supplierName: string, airportCodes: string[], typeOfSupplier: string) => ({
  id,
  supplierName,
  airportCodes,
  typeOfSupplier,
  phone: '+1 718-555-0161',
  email: `dispatch@${supplierName.toLowerCase().replace(/[^a-z]+/g, '-')}.example`,
  website: `https://www.${supplierName.toLowerCase().replace(/[^a-z]+/g, '-')}.example`,
  preferredBookingMethod: 'Email',
  vehiclesOffered: ['sedan', 'suv'],
  isPreferred: typeOfSupplier === 'Global',
  flightsUnderCarTypeForVan: 'Van for 4 or more passengers',
  notes: 'Waits 60 minutes after landing at no charge.',
});

/** A booking a travel agent made for a client's company: every detail field the modal reads has a value. */
const byTravelAgent = (reference: string) => {
  return bookingRequested(reference, {
    companyName: 'Acme Corp',
    airline: 'ITA Airways',
    departureAirline: 'ITA Airways',
    departureFlightNumber: 'AZ612',
    bookerRole: 'travel-agent',
    bookerName: 'Ada Lovelace',
    bookerPhone: '+44 20 7946 0000',
    bookerEmail: 'ada@globetrotter.example',
    agencyName: 'Globetrotter Travel',
    isTravelAgent: true,
  });
};

export function supplierPactStates(ctx: SupplierPactContext) {
  let next = 61000;
  const prisma = () => ctx.service().prisma;
  const upsertVip = (row: ReturnType<typeof vip>) =>
    prisma().supplier.upsert({ where: { id: row.id }, create: row, update: row });
  const upsertChauffeur = (row: ReturnType<typeof chauffeur>) =>
    prisma().chauffeurSupplier.upsert({ where: { id: row.id }, create: row, update: row });
  /**
   * A new booking, out of the inquiry_received column: the board's pact expects that column's first page to
   * hold fresh cards without a supplier. Written directly, so the case stays at version 1.
   */
  const freshCase = async () => {
    const { id } = await ctx.caseFor(`VIP-${next++}-FCO`, byTravelAgent);
    await prisma().operationsCase.update({ where: { id }, data: { adminStatus: 'pending_supplier_availability' } });
    return id;
  };

  return {
    'VIP suppliers Opaline Rome Hosts (preferred) and Nethercote Rome Hosts work at FCO for meet & greet': async () => {
      await upsertVip(vip(OPALINE, 'Opaline Rome Hosts', 'FCO', true));
      await upsertVip(vip(NETHERCOTE, 'Nethercote Rome Hosts', 'FCO', false));
      return { supplierId: OPALINE };
    },
    'only global chauffeur suppliers serve SEZ': async () => {
      await upsertChauffeur(chauffeur(ASTRAL, 'Astral Worldwide Chauffeurs', ['ALL'], 'Global'));
      // The embedded stack seeds a local SEZ company: the state is made, not assumed.
      await prisma().chauffeurSupplier.deleteMany({ where: { airportCodes: { has: 'SEZ' } } });
      return undefined;
    },
    'no chauffeur supplier is named Pact Milano Drivers': async () => {
      await prisma().chauffeurSupplier.deleteMany({
        where: { supplierName: { equals: 'Pact Milano Drivers', mode: 'insensitive' } },
      });
      return undefined;
    },
    'chauffeur supplier Pact Roma Drivers serves FCO': async () => {
      await upsertChauffeur({ ...chauffeur(ROMA, 'Pact Roma Drivers', ['FCO'], 'Local'), isPreferred: false });
      return { supplierId: ROMA };
    },
    'a meet-and-greet booking at FCO awaits a supplier and VIP supplier Opaline Rome Hosts works at FCO': async () => {
      await upsertVip(vip(OPALINE, 'Opaline Rome Hosts', 'FCO', true));
      return { id: await freshCase(), supplierId: OPALINE };
    },
    'a meet-and-greet booking at FCO awaits a supplier and VIP supplier Paris Gate Hosts works at CDG': async () => {
      await upsertVip(vip(PARIS, 'Paris Gate Hosts', 'CDG', false));
      return { id: await freshCase(), supplierId: PARIS };
    },
    'a meet-and-greet booking at FCO has VIP supplier Opaline Rome Hosts assigned': async () => {
      await upsertVip(vip(OPALINE, 'Opaline Rome Hosts', 'FCO', true));
      const id = await freshCase();
      const { cookie, csrfToken } = await ctx.signIn();
      await request(ctx.service().app.callback())
        .put(`/api/admin/bookings/${id}/supplier`)
        .set('Cookie', cookie)
        .set('X-CSRF-Token', csrfToken)
        .send({ supplierId: OPALINE, kind: 'vip' })
        .expect(200);
      return { id };
    },
  };
}
