import {
  CHAUFFEUR_SUPPLIER_TYPES,
  type ChauffeurSupplier,
  type ChauffeurSupplierInput,
  type ChauffeurSupplierType,
  type VehicleType,
} from '@vip/contracts/schemas';

/** Create a supplier, update a chosen one, or add airport codes to a chosen one. */
export type SupplierFormMode = 'create' | 'update' | 'append';

export const SUBMIT_LABELS: Record<SupplierFormMode, string> = {
  create: 'Create Supplier',
  update: 'Update Supplier',
  append: 'Append Airport Codes',
};

/** The supplier form as typed (codes as one text, empty strings for blanks). */
export interface Draft {
  supplierName: string;
  airportCodes: string;
  phone: string;
  email: string;
  website: string;
  typeOfSupplier: ChauffeurSupplierType;
  preferredBookingMethod: string | null;
  vehiclesOffered: VehicleType[];
  isPreferred: boolean;
  flightsUnderCarTypeForVan: string;
  notes: string;
}

export const emptyDraft = (airport?: string): Draft => ({
  supplierName: '',
  airportCodes: airport ?? '',
  phone: '',
  email: '',
  website: '',
  typeOfSupplier: 'Local',
  preferredBookingMethod: null,
  vehiclesOffered: ['sedan'],
  isPreferred: false,
  flightsUnderCarTypeForVan: '',
  notes: '',
});

export const draftOf = (s: ChauffeurSupplier): Draft => ({
  supplierName: s.supplierName,
  airportCodes: s.airportCodes.join(', '),
  phone: s.phone ?? '',
  email: s.email ?? '',
  website: s.website ?? '',
  typeOfSupplier: (CHAUFFEUR_SUPPLIER_TYPES as readonly string[]).includes(s.typeOfSupplier)
    ? (s.typeOfSupplier as ChauffeurSupplierType)
    : 'Local',
  preferredBookingMethod: s.preferredBookingMethod,
  vehiclesOffered: s.vehiclesOffered,
  isPreferred: s.isPreferred,
  flightsUnderCarTypeForVan: s.flightsUnderCarTypeForVan ?? '',
  notes: s.notes ?? '',
});

/** Codes as typed: separated by commas or spaces; the server upper-cases and de-duplicates them too. */
export const parseAirportCodes = (text: string) =>
  text
    .split(/[\s,;]+/)
    .map((c) => c.trim().toUpperCase())
    .filter(Boolean);

export const inputOf = (d: Draft): ChauffeurSupplierInput => ({
  supplierName: d.supplierName,
  airportCodes: parseAirportCodes(d.airportCodes),
  phone: d.phone || null,
  email: d.email || null,
  website: d.website || null,
  typeOfSupplier: d.typeOfSupplier,
  preferredBookingMethod: d.preferredBookingMethod,
  vehiclesOffered: d.vehiclesOffered,
  isPreferred: d.isPreferred,
  flightsUnderCarTypeForVan: d.flightsUnderCarTypeForVan || null,
  notes: d.notes || null,
});

/** Field errors by top-level field ('airportCodes.1' is an airportCodes error). */
export function fieldErrorsOf(
  issues: ReadonlyArray<{ path: readonly PropertyKey[]; message: string }>,
): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const i of issues) (errors[String(i.path[0] ?? 'form')] ??= []).push(i.message);
  return errors;
}
