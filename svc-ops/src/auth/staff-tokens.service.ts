import { randomUUID } from 'node:crypto';
import { SignJWT, exportJWK, generateKeyPair, importJWK, type JWK } from 'jose';
import {
  STAFF_TOKEN_ALGORITHM,
  STAFF_TOKEN_ISSUER,
  STAFF_TOKEN_TTL_SECONDS,
  type StaffToken,
  type StaffTokenAudience,
} from '@vip/contracts/schemas';
import type { CurrentStaff } from './auth.service';
import type { SigningKeyRow, SigningKeysRepository } from './signing-keys.repository';
import { sha256 } from './staff.repository';

export interface StaffTokenSettings {
  /** How long one key signs before the next takes over. */
  rotationDays: number;
}

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
/** The next key is made (and published) this long before it starts signing, so verifiers have it by then. */
const NEXT_KEY_LEAD_MS = DAY;
/** Published after its last token expired: room for clocks that differ. */
const PUBLISH_MARGIN_MS = 10 * MINUTE;
/** How long a replica trusts its copy of the key table. */
const KEYS_CACHE_MS = MINUTE;

type PrivateKey = Awaited<ReturnType<typeof importJWK>>;

interface Loaded {
  at: number;
  keys: SigningKeyRow[];
  signing?: { kid: string; key: PrivateKey };
}

/**
 * Signs short-lived staff tokens for other services from a staff session, and publishes the keys that check them.
 * Keys live in svc-ops' database, so every replica signs with the same one; each signs for `rotationDays`, and
 * stays published until its last token expired.
 */
export class StaffTokensService {
  private loaded?: Loaded;
  private loading?: Promise<Loaded>;

  constructor(
    private readonly keys: SigningKeysRepository,
    private readonly settings: StaffTokenSettings,
    private readonly now: () => Date,
  ) {}

  async issue(staff: CurrentStaff, audience: StaffTokenAudience): Promise<StaffToken> {
    const { signing } = await this.current();
    if (!signing) throw new Error('no staff token signing key');
    const issuedAt = Math.floor(this.now().getTime() / 1000);
    const expiresAt = issuedAt + STAFF_TOKEN_TTL_SECONDS;
    const token = await new SignJWT({
      name: staff.user.name,
      role: staff.user.role,
      permissions: [...staff.permissions],
      // The session's row id is the hash of its cookie token; a digest of that names the session and reveals neither.
      sid: sha256(`sid:${staff.tokenHash}`).slice(0, 32),
    })
      .setProtectedHeader({ alg: STAFF_TOKEN_ALGORITHM, kid: signing.kid, typ: 'JWT' })
      .setIssuer(STAFF_TOKEN_ISSUER)
      .setSubject(staff.user.id)
      .setAudience(audience)
      .setIssuedAt(issuedAt)
      .setExpirationTime(expiresAt)
      .setJti(randomUUID())
      .sign(signing.key);
    return {
      token,
      tokenType: 'Bearer',
      audience,
      expiresAt: new Date(expiresAt * 1000).toISOString(),
      expiresIn: STAFF_TOKEN_TTL_SECONDS,
    };
  }

  /** The public keys still published: the signing one, the next one, and those whose tokens may not have expired. */
  async jwks(): Promise<{ keys: JWK[] }> {
    const { keys } = await this.current();
    return {
      keys: keys.map((k) => ({ ...(k.publicJwk as JWK), kid: k.kid, alg: k.algorithm, use: 'sig' })),
    };
  }

  private async current(): Promise<Loaded> {
    const at = this.now().getTime();
    const loaded = this.loaded;
    const fresh =
      loaded &&
      at - loaded.at < KEYS_CACHE_MS &&
      loaded.keys.some((k) => k.signFrom.getTime() <= at && at < k.signUntil.getTime() - NEXT_KEY_LEAD_MS);
    if (fresh) return loaded;
    this.loading ??= this.load().finally(() => (this.loading = undefined));
    return this.loading;
  }

  private async load(): Promise<Loaded> {
    const at = this.now();
    let keys = await this.keys.published(at);
    if (this.needsKey(keys, at)) {
      await this.keys.withKeyLock(at, async (locked) =>
        this.needsKey(locked, at) ? [await this.nextKey(locked, at)] : [],
      );
      keys = await this.keys.published(at);
    }
    const signingRow = keys.find((k) => k.signFrom <= at && at < k.signUntil);
    const signing = signingRow
      ? { kid: signingRow.kid, key: await importJWK(signingRow.privateJwk as JWK, signingRow.algorithm) }
      : undefined;
    this.loaded = { at: at.getTime(), keys, signing };
    return this.loaded;
  }

  /** No key signs now, or the one that does ends within the lead and none follows it. */
  private needsKey(keys: SigningKeyRow[], at: Date): boolean {
    const latest = keys.reduce<SigningKeyRow | undefined>(
      (a, k) => (!a || k.signUntil > a.signUntil ? k : a),
      undefined,
    );
    if (!latest || latest.signUntil <= at) return true;
    if (!keys.some((k) => k.signFrom <= at && at < k.signUntil)) return true;
    return latest.signUntil.getTime() - at.getTime() < NEXT_KEY_LEAD_MS;
  }

  private async nextKey(keys: SigningKeyRow[], at: Date): Promise<SigningKeyRow> {
    const latestEnd = keys.reduce((end, k) => Math.max(end, k.signUntil.getTime()), 0);
    const signFrom = new Date(Math.max(at.getTime(), latestEnd));
    const signUntil = new Date(signFrom.getTime() + this.settings.rotationDays * DAY);
    const pair = await generateKeyPair(STAFF_TOKEN_ALGORITHM, { extractable: true });
    return {
      kid: randomUUID(),
      algorithm: STAFF_TOKEN_ALGORITHM,
      publicJwk: await exportJWK(pair.publicKey),
      privateJwk: await exportJWK(pair.privateKey),
      signFrom,
      signUntil,
      publishUntil: new Date(signUntil.getTime() + STAFF_TOKEN_TTL_SECONDS * 1000 + PUBLISH_MARGIN_MS),
    };
  }
}
