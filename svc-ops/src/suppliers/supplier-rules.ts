import { ALL_AIRPORTS } from '@vip/contracts/schemas';

export interface CaseForSupplier {
  isChauffeur: boolean;
  airportCode: string;
}

export const servesAirport = (airportCodes: readonly string[], airport: string) =>
  airportCodes.includes(ALL_AIRPORTS) || airportCodes.includes(airport);

export function vipIneligibility(c: CaseForSupplier, s: { companyName: string; iataCode: string }): string | null {
  if (c.isChauffeur)
    return 'A VIP supplier can only be assigned to a meet-and-greet booking; choose a chauffeur supplier';
  if (s.iataCode !== c.airportCode)
    return `${s.companyName} works at ${s.iataCode}, not at this booking's airport ${c.airportCode}`;
  return null;
}

export function chauffeurIneligibility(
  c: CaseForSupplier,
  s: { supplierName: string; airportCodes: readonly string[] },
): string | null {
  if (!c.isChauffeur) return 'A chauffeur supplier can only be assigned to a chauffeur booking; choose a VIP supplier';
  if (!servesAirport(s.airportCodes, c.airportCode)) return `${s.supplierName} does not serve ${c.airportCode}`;
  return null;
}

interface ChauffeurRow {
  supplierName: string;
  airportCodes: readonly string[];
  isPreferred: boolean;
}

/** `onlyGlobal` lets the panel say that none names the airport. */
export function chauffeurListing<T extends ChauffeurRow>(
  rows: readonly T[],
  airport: string | undefined,
): { suppliers: T[]; onlyGlobal: boolean } {
  const local = (r: ChauffeurRow) => (airport !== undefined && r.airportCodes.includes(airport) ? 0 : 1);
  const suppliers = [...rows].sort(
    (a, b) =>
      Number(b.isPreferred) - Number(a.isPreferred) ||
      local(a) - local(b) ||
      a.supplierName.localeCompare(b.supplierName, 'en', { sensitivity: 'base' }),
  );
  const onlyGlobal =
    airport !== undefined &&
    suppliers.length > 0 &&
    suppliers.every((r) => !r.airportCodes.includes(airport) && r.airportCodes.includes(ALL_AIRPORTS));
  return { suppliers, onlyGlobal };
}
