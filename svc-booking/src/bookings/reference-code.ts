import { randomInt } from 'node:crypto';

/** VIP-{5 digits}-{IATA}; uniqueness is the database's job (the caller retries on collision). */
export function newReferenceCode(airportCode: string): string {
  return `VIP-${String(randomInt(0, 100_000)).padStart(5, '0')}-${airportCode.toUpperCase()}`;
}
