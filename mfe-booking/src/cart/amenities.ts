/** Readable names of the catalog's inclusion flags (svc-catalog seed data). */
const INCLUSION_LABELS: Record<string, string> = {
  meetAtGate: 'Meet at the gate',
  fastTrackImmigration: 'Fast-track immigration',
  fastTrackSecurity: 'Fast-track security',
  baggageAssistance: 'Baggage assistance',
  escortToCar: 'Escort to your car',
  loungeAccess: 'Exclusive lounge access',
  tarmacTransfer: 'Tarmac transfer',
  privateSuite: 'Private suite',
  privateImmigration: 'Private immigration',
  dedicatedSecurity: 'Dedicated security',
  fineDining: 'Fine dining',
  chauffeurToAircraft: 'Chauffeur to the aircraft',
};

/** A flag the table does not know yet still reads well: 'airportTransfer' → 'Airport transfer'. */
function humanise(flag: string): string {
  const words = flag
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The inclusions that are true, as readable labels, in the catalog's order. */
export function amenityLabels(inclusions: Record<string, boolean> | null | undefined): string[] {
  return Object.entries(inclusions ?? {})
    .filter(([, included]) => included)
    .map(([flag]) => INCLUSION_LABELS[flag] ?? humanise(flag));
}
