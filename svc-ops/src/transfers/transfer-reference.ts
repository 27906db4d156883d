import { randomInt } from 'node:crypto';

/**
 * CHF-{5 digits}-{IATA}: a transfer's own reference, apart from svc-booking's VIP-… codes so the two
 * services never mint the same one. Uniqueness is the database's job (the caller retries).
 */
export function newTransferReference(airportCode: string): string {
  return `CHF-${String(randomInt(0, 100_000)).padStart(5, '0')}-${airportCode.toUpperCase()}`;
}
