import { toDollars } from '@vip/contracts/money';
import {
  normalizeAirportCodes,
  type ChauffeurSupplier,
  type ChauffeurSupplierData,
  type ChauffeurSupplierList,
  type SupplierLevel,
  type SupplierPreference,
  type SupplierSearchQuery,
  type VehicleType,
  type VipSupplier,
} from '@vip/contracts/schemas';
import type { ChauffeurSupplier as ChauffeurSupplierRow, Supplier } from '../generated/prisma/client.ts';
import { opsErrors } from '../errors';
import type { OpsPrisma } from '../prisma';
import { chauffeurListing } from './supplier-rules';
import type { SuppliersRepository } from './suppliers.repository';
import { changesBetween, type Actor, type StaffAuditLog } from '../audit/staff-audit.service';

const CHAUFFEUR_FIELDS = [
  'supplierName',
  'airportCodes',
  'phone',
  'email',
  'website',
  'typeOfSupplier',
  'preferredBookingMethod',
  'vehiclesOffered',
  'isPreferred',
  'flightsUnderCarTypeForVan',
  'notes',
] as const satisfies readonly (keyof ChauffeurSupplier)[];

const dollars = (cents: number | null) => (cents === null ? null : toDollars(cents));

export function toVipSupplier(s: Supplier): VipSupplier {
  return {
    id: s.id,
    companyName: s.companyName,
    iataCode: s.iataCode,
    supplierName: s.supplierName,
    email: s.email,
    phone: s.phone,
    mobile: s.mobile,
    webpage: s.webpage,
    preferredBookingMethod: s.preferredBookingMethod,
    serviceLevel: s.serviceLevel as SupplierLevel,
    notes: s.notes,
    isPreferred: s.isPreferred,
    rating: s.rating,
    numberIncluded: s.numberIncluded,
    instantBookingHours: s.instantBookingHours,
    porterCost: dollars(s.porterCostCents),
    activationCost: dollars(s.activationCostCents),
    amenities: s.amenities,
  };
}

export function toChauffeurSupplier(s: ChauffeurSupplierRow): ChauffeurSupplier {
  return {
    id: s.id,
    supplierName: s.supplierName,
    airportCodes: s.airportCodes,
    phone: s.phone,
    email: s.email,
    website: s.website,
    typeOfSupplier: s.typeOfSupplier,
    preferredBookingMethod: s.preferredBookingMethod,
    vehiclesOffered: s.vehiclesOffered as VehicleType[],
    isPreferred: s.isPreferred,
    flightsUnderCarTypeForVan: s.flightsUnderCarTypeForVan,
    notes: s.notes,
    createdAt: s.createdAt.toISOString(),
  };
}

const notFound = () => opsErrors.create('SUPPLIER_NOT_FOUND', 'Supplier not found');
const nameTaken = (name: string) =>
  opsErrors.create(
    'CHAUFFEUR_SUPPLIER_EXISTS',
    `A chauffeur supplier named ${name} already exists: choose it from the suggestions to update it or add airport codes`,
    {
      fieldErrors: { supplierName: ['A chauffeur supplier with this name already exists'] },
      formErrors: [],
    },
  );

const chauffeurSubject = (s: ChauffeurSupplier) => ({
  type: 'chauffeur-supplier' as const,
  id: s.id,
  label: s.supplierName,
});

export class SuppliersService {
  constructor(
    private readonly deps: {
      prisma: OpsPrisma;
      suppliers: SuppliersRepository;
      audit: StaffAuditLog;
      now: () => Date;
      /** After a commit that may have written outbox rows, so the relay publishes at once. */
      onEventsCommitted: () => void;
    },
  ) {}

  async search(query: SupplierSearchQuery): Promise<VipSupplier[]> {
    return (await this.deps.suppliers.vipAt(query.airport, query.serviceLevel)).map(toVipSupplier);
  }

  /** Preferred or not, and the lead time; a new lead time reaches svc-booking as supplier.updated. */
  async changeVip(id: string, change: SupplierPreference, actor: Actor): Promise<VipSupplier> {
    const answer = await this.deps.prisma.$transaction(async (tx) => {
      const updated = await this.deps.suppliers.changeVip(tx, id, change, this.deps.now());
      if (!updated) throw notFound();
      const { before, after } = updated;
      await this.deps.audit.record(
        tx,
        actor,
        'vip-supplier.updated',
        { type: 'vip-supplier', id, label: `${after.companyName} (${after.iataCode})` },
        changesBetween(before, after, ['isPreferred', 'instantBookingHours']),
      );
      return toVipSupplier(after);
    });
    this.deps.onEventsCommitted();
    return answer;
  }

  /** Deleted for good: offered nowhere, and svc-booking hears it inactive, so its allotments stop confirming. */
  async deleteVip(id: string, actor: Actor): Promise<void> {
    await this.deps.prisma.$transaction(async (tx) => {
      const before = await this.deps.suppliers.deleteVip(tx, id, this.deps.now());
      if (!before) throw notFound();
      await this.deps.audit.record(
        tx,
        actor,
        'vip-supplier.deleted',
        { type: 'vip-supplier', id, label: `${before.companyName} (${before.iataCode})` },
        { deleted: { from: false, to: true } },
      );
    });
    this.deps.onEventsCommitted();
  }

  async chauffeurList(airport: string | undefined): Promise<ChauffeurSupplierList> {
    const { suppliers, onlyGlobal } = chauffeurListing(await this.deps.suppliers.chauffeurFor(airport), airport);
    return { suppliers: suppliers.map(toChauffeurSupplier), onlyGlobal };
  }

  async suggestions(q: string): Promise<ChauffeurSupplier[]> {
    return (await this.deps.suppliers.chauffeurNamesLike(q)).map(toChauffeurSupplier);
  }

  /** Names are unique regardless of case, so an existing one is edited instead. */
  async createChauffeur(data: ChauffeurSupplierData, actor: Actor): Promise<ChauffeurSupplier> {
    return this.deps.prisma.$transaction(async (tx) => {
      await this.deps.suppliers.lockChauffeurNames(tx);
      if (await this.deps.suppliers.findChauffeurByName(tx, data.supplierName)) throw nameTaken(data.supplierName);
      const created = toChauffeurSupplier(await this.deps.suppliers.createChauffeur(tx, data));
      await this.deps.audit.record(
        tx,
        actor,
        'chauffeur-supplier.created',
        chauffeurSubject(created),
        changesBetween(null, created, CHAUFFEUR_FIELDS),
      );
      return created;
    });
  }

  async updateChauffeur(id: string, data: ChauffeurSupplierData, actor: Actor): Promise<ChauffeurSupplier> {
    return this.deps.prisma.$transaction(async (tx) => {
      await this.deps.suppliers.lockChauffeurNames(tx);
      const current = await this.deps.suppliers.lockChauffeur(tx, id);
      if (!current) throw notFound();
      const same = await this.deps.suppliers.findChauffeurByName(tx, data.supplierName);
      if (same && same.id !== id) throw nameTaken(data.supplierName);
      const updated = toChauffeurSupplier(await this.deps.suppliers.updateChauffeur(tx, id, data));
      await this.deps.audit.record(
        tx,
        actor,
        'chauffeur-supplier.updated',
        chauffeurSubject(updated),
        changesBetween(toChauffeurSupplier(current), updated, CHAUFFEUR_FIELDS),
      );
      return updated;
    });
  }

  async appendAirportCodes(id: string, airportCodes: string[], actor: Actor): Promise<ChauffeurSupplier> {
    return this.deps.prisma.$transaction(async (tx) => {
      const current = await this.deps.suppliers.lockChauffeur(tx, id);
      if (!current) throw notFound();
      const merged = normalizeAirportCodes([...current.airportCodes, ...airportCodes]);
      if (merged.join() === current.airportCodes.join()) return toChauffeurSupplier(current);
      const updated = toChauffeurSupplier(await this.deps.suppliers.updateChauffeur(tx, id, { airportCodes: merged }));
      await this.deps.audit.record(
        tx,
        actor,
        'chauffeur-supplier.updated',
        chauffeurSubject(updated),
        changesBetween(toChauffeurSupplier(current), updated, ['airportCodes']),
      );
      return updated;
    });
  }
}
