import { secondFactorDelayMs, signInDelayMs } from './sign-in-throttle';

describe('the sign-in slow-down', () => {
  it('lets a person mistype a few times, then doubles the wait up to the cap', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 9, 20].map((n) => signInDelayMs(n, false, 60) / 1000)).toEqual([
      0, 0, 0, 1, 2, 4, 8, 60, 60,
    ]);
  });

  it('under attack, waits from an address’s first failure, and never before an address has failed', () => {
    expect([0, 1, 2, 3, 8].map((n) => signInDelayMs(n, true, 60) / 1000)).toEqual([0, 1, 2, 4, 60]);
  });

  it('slows wrong second factors the same way', () => {
    expect([0, 2, 3, 4].map((n) => secondFactorDelayMs(n, 30) / 1000)).toEqual([0, 0, 1, 2]);
  });
});
