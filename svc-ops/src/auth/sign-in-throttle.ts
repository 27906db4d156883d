/** Wrong passwords one account may make from one address before it waits (typing mistakes). */
export const FREE_FAILURES_PER_ADDRESS = 3;

/**
 * How long one account waits, from one address, after its last wrong password: nothing for the first few, then
 * 1 s, 2 s, 4 s … up to the cap. Once the account is under attack (many failures from anywhere) the wait starts
 * from an address's first failure, but an address that has not failed never waits: the person at their own
 * address is never held back by strangers.
 */
export function signInDelayMs(
  failuresFromAddress: number,
  accountUnderAttack: boolean,
  maxDelaySeconds: number,
  freeFailures = FREE_FAILURES_PER_ADDRESS,
): number {
  const free = accountUnderAttack ? 1 : freeFailures;
  if (failuresFromAddress < free) return 0;
  return Math.min(maxDelaySeconds, 2 ** (failuresFromAddress - free)) * 1000;
}

/** Wrong second factors of one account (its password is known): the same growing wait, from anywhere. */
export function secondFactorDelayMs(failures: number, maxDelaySeconds: number): number {
  return signInDelayMs(failures, false, maxDelaySeconds);
}
