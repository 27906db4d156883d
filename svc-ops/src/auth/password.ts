import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

// OWASP's scrypt parameters: 128 MiB and a few hundred milliseconds per check, on purpose.
export const PASSWORD_PARAMS = { N: 2 ** 17, r: 8, p: 1, keylen: 64 };
export type PasswordParams = typeof PASSWORD_PARAMS;

/** The parameters for a cost of 2^cost (STAFF_PASSWORD_SCRYPT_COST); OWASP's 17 unless configured. */
export function passwordParams(cost: number): PasswordParams {
  return { ...PASSWORD_PARAMS, N: 2 ** cost };
}
const memoryOf = (p: Pick<PasswordParams, 'N' | 'r'>) => 128 * p.N * p.r;

/** A flood of sign-ins queues, then is refused, instead of starving the process of memory and its thread pool. */
export class HashGate {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    readonly concurrency: number,
    readonly maxWaiting: number,
  ) {}

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running < this.concurrency) {
      this.running++;
    } else {
      if (this.waiting.length >= this.maxWaiting) throw new HashGateFullError();
      // The finishing task hands its slot over, so no newcomer slips in between.
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    }
    try {
      return await task();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.running--;
    }
  }
}

export class HashGateFullError extends Error {
  override readonly name = 'HashGateFullError';
}

/** The machines run two cores; sixteen waiting is enough for a shift change, not for a flood. */
export const DEFAULT_HASH_GATE = new HashGate(2, 16);

function derive(password: string, salt: Buffer, p: PasswordParams, gate: HashGate): Promise<Buffer> {
  const options: ScryptOptions = { N: p.N, r: p.r, p: p.p, maxmem: memoryOf(p) * 2 };
  return gate.run(
    () =>
      new Promise<Buffer>((resolve, reject) =>
        scrypt(password.normalize('NFKC'), salt, p.keylen, options, (err, key) => (err ? reject(err) : resolve(key))),
      ),
  );
}

/** The parameters travel with the hash so they can be raised later. */
export async function hashPassword(
  password: string,
  params: PasswordParams = PASSWORD_PARAMS,
  gate: HashGate = DEFAULT_HASH_GATE,
): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, params, gate);
  return ['scrypt', params.N, params.r, params.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

function parse(stored: string): { params: PasswordParams; salt: Buffer; hash: Buffer } | null {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return null;
  const params = { N: Number(n), r: Number(r), p: Number(p), keylen: Buffer.from(hash, 'base64url').length };
  // A stored hash is trusted, but not blindly: nothing that could exhaust memory.
  const powerOfTwo = Number.isInteger(params.N) && params.N > 1 && (params.N & (params.N - 1)) === 0;
  if (
    !powerOfTwo ||
    params.N > 2 ** 20 ||
    !Number.isInteger(params.r) ||
    params.r < 1 ||
    params.r > 32 ||
    params.p !== 1 ||
    params.keylen < 16
  )
    return null;
  return { params, salt: Buffer.from(salt, 'base64url'), hash: Buffer.from(hash, 'base64url') };
}

export async function verifyPassword(
  password: string,
  stored: string,
  gate: HashGate = DEFAULT_HASH_GATE,
): Promise<boolean> {
  const parsed = parse(stored);
  if (!parsed) return false;
  const key = await derive(password, parsed.salt, parsed.params, gate);
  return key.length === parsed.hash.length && timingSafeEqual(key, parsed.hash);
}

export function needsRehash(stored: string, params: PasswordParams = PASSWORD_PARAMS): boolean {
  const parsed = parse(stored);
  return !parsed || parsed.params.N < params.N || parsed.params.r < params.r;
}

const dummies = new Map<string, Promise<string>>();
/** A hash to verify against when the e-mail is unknown, so timing does not reveal which e-mails exist. */
export function dummyHash(params: PasswordParams = PASSWORD_PARAMS): Promise<string> {
  const key = `${params.N}/${params.r}`;
  let dummy = dummies.get(key);
  if (!dummy) dummies.set(key, (dummy = hashPassword(randomBytes(16).toString('hex'), params)));
  return dummy;
}

export function generatePassword(): string {
  return randomBytes(18).toString('base64url');
}
