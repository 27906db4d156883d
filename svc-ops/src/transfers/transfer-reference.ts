import { randomInt } from 'node:crypto';

/** Apart from svc-booking's VIP-… codes so the two never mint the same one; the database enforces uniqueness. */
export function newTransferReference(airportCode: string): string {
  return `CHF-${String(randomInt(0, 100_000)).padStart(5, '0')}-${airportCode.toUpperCase()}`;
}
