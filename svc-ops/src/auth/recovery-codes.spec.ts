import { newRecoveryCodes, recoveryCodeHash } from './recovery-codes';

describe('recovery codes', () => {
  it('makes ten different codes of sixteen unambiguous characters', () => {
    const codes = newRecoveryCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{4}){3}$/);
  });

  it('hashes a code the same however it is typed, and never keeps it in clear', () => {
    const [code] = newRecoveryCodes();
    const hash = recoveryCodeHash(code!);
    expect(recoveryCodeHash(code!.replace(/-/g, '').toLowerCase())).toBe(hash);
    expect(hash).not.toContain(code!.replace(/-/g, ''));
  });
});
