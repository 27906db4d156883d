import { initialsOf, mainLevelFromAddress } from './vocabulary';

describe('mainLevelFromAddress', () => {
  it.each([
    ['meet & greet', 'standard'],
    ['vip salon', 'lounge'],
    ['vip private suite', 'suite'],
  ])("maps the spec's alias '%s' to %s", (alias, level) => {
    expect(mainLevelFromAddress(alias)).toBe(level);
  });

  it.each([
    ['Meet & Greet', 'standard'],
    ['meet-and-greet', 'standard'],
    ['meet+&+greet', 'standard'],
    ['meet&greet', 'standard'],
    ['VIP_Salon', 'lounge'],
    ['vip-private-suite', 'suite'],
    [' Lounge ', 'lounge'],
    ['tarmac', 'lounge'],
    ['suite', 'suite'],
  ])("reads '%s' as %s, however the address spells it", (raw, level) => {
    expect(mainLevelFromAddress(raw)).toBe(level);
  });

  it.each([null, undefined, '', 'all', 'salon', 'premium', 'constructor', 'toString'])(
    'names no level for %p',
    (raw) => {
      expect(mainLevelFromAddress(raw)).toBeUndefined();
    },
  );
});

describe('initialsOf', () => {
  it("takes the first and last names' first letters, or a single name's first two", () => {
    expect(initialsOf('Grace Hopper')).toBe('GH');
    expect(initialsOf('Ben de Colleague')).toBe('BC');
    expect(initialsOf('  ada  ')).toBe('AD');
    expect(initialsOf('Émile Zola')).toBe('ÉZ');
    expect(initialsOf('')).toBe('?');
  });
});
