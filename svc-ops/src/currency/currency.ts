/** Integers scaled by 1e8, so float errors never reach money. */
export function toUsdCents(originalCents: number, rateToUsd: string): number {
  const [whole = '0', fraction = ''] = rateToUsd.split('.');
  const scaled = BigInt(whole) * 100_000_000n + BigInt((fraction + '00000000').slice(0, 8));
  const product = BigInt(originalCents) * scaled;
  // Round half up at the cent.
  return Number((product + 50_000_000n) / 100_000_000n);
}
