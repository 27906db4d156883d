import {
  HashGate,
  HashGateFullError,
  hashPassword,
  needsRehash,
  passwordParams,
  PASSWORD_PARAMS,
  verifyPassword,
} from './password';

describe('password hashing', () => {
  it('hashes with scrypt N=2^17, r=8, verifies the right password and refuses a wrong one', async () => {
    const hash = await hashPassword('correct horse battery staple');
    expect(hash).toMatch(/^scrypt\$131072\$8\$1\$/);
    expect(hash).not.toContain('correct horse');
    await expect(verifyPassword('correct horse battery staple', hash)).resolves.toBe(true);
    await expect(verifyPassword('correct horse battery stapl', hash)).resolves.toBe(false);
    expect(needsRehash(hash)).toBe(false);
  });

  it('salts every hash', async () => {
    expect(await hashPassword('same password')).not.toBe(await hashPassword('same password'));
  });

  it('still verifies a hash made with the old, weaker parameters, and asks for it to be upgraded', async () => {
    // N=2^15 as the first accounts were hashed.
    const old =
      'scrypt$32768$8$1$SeqfwhVA5dk4usCVFp16kQ$iKzOlfVzYwhpVz3rHuaw0PXFhSBjqnj5iqPtxzjNx3LytD5uUowe2_TFnozuc8ovOWTlqcfAexh7chgHRxumgA';
    expect(needsRehash(old)).toBe(true);
    await expect(verifyPassword('correct horse battery staple', old)).resolves.toBe(true);
    await expect(verifyPassword('wrong', old)).resolves.toBe(false);
  });

  it('hashes at a configured cost, and a hash below the configured cost is upgraded, one above it kept', async () => {
    const cheap = await hashPassword('correct horse battery staple', passwordParams(14));
    expect(cheap).toMatch(/^scrypt\$16384\$8\$1\$/);
    await expect(verifyPassword('correct horse battery staple', cheap)).resolves.toBe(true);
    expect(needsRehash(cheap, passwordParams(14))).toBe(false);
    expect(needsRehash(cheap, PASSWORD_PARAMS)).toBe(true);
    expect(needsRehash(await hashPassword('x'), passwordParams(14))).toBe(false);
  });

  it('refuses a malformed stored hash, and parameters that would exhaust memory', async () => {
    await expect(verifyPassword('x', 'md5$abc')).resolves.toBe(false);
    await expect(verifyPassword('x', 'scrypt$1073741824$8$1$c2FsdA$aGFzaGhhc2hoYXNoaGFzaA')).resolves.toBe(false);
    await expect(verifyPassword('x', 'scrypt$1000$8$1$c2FsdA$aGFzaGhhc2hoYXNoaGFzaA')).resolves.toBe(false);
  });
});

describe('HashGate', () => {
  const deferred = () => {
    let resolve!: () => void;
    const promise = new Promise<void>((r) => (resolve = r));
    return { promise, resolve };
  };

  it('runs at most `concurrency` hashes at once, queues a bounded number, and refuses past that', async () => {
    const gate = new HashGate(2, 1);
    let running = 0;
    let most = 0;
    const blockers = [deferred(), deferred(), deferred()];
    const task = (i: number) => async () => {
      running++;
      most = Math.max(most, running);
      await blockers[i]!.promise;
      running--;
      return i;
    };
    const runs = [gate.run(task(0)), gate.run(task(1)), gate.run(task(2))];
    await expect(gate.run(task(0))).rejects.toBeInstanceOf(HashGateFullError);
    blockers.forEach((b) => b.resolve());
    await expect(Promise.all(runs)).resolves.toEqual([0, 1, 2]);
    expect(most).toBe(2);
  });
});
