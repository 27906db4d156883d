// A stand-in for svc-ops' staff token issuer: its own ES256 key published as a JWKS over HTTP (as svc-ops does on its
// port), and tokens signed as svc-ops signs them. The service under test checks them with jose's remote key set.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import { SignJWT, exportJWK, generateKeyPair, type CryptoKey, type JWK } from 'jose';
import { ROLE_PERMISSIONS, type StaffPermission } from '@vip/contracts/permissions';
import { STAFF_JWKS_PATH } from '@vip/contracts/platform';
import type { StaffRole } from '@vip/contracts/vocabulary';

export interface TokenOptions {
  role?: StaffRole;
  permissions?: readonly StaffPermission[];
  audience?: string;
  issuer?: string;
  /** Seconds from `at` (default 300). */
  expiresIn?: number;
  at?: Date;
  /** Signed with a key nobody published. */
  foreignKey?: boolean;
  name?: string;
  sub?: string;
}

export interface StaffIdentity {
  jwksUrl: string;
  /** How many times the key set was fetched. */
  fetches(): number;
  token(options?: TokenOptions): Promise<string>;
  close(): Promise<void>;
}

export interface StaffIdentityOptions {
  /** The service the tokens are made for, unless a token names another. */
  audience: string;
  /** The role of a token that names none. */
  role: StaffRole;
}

export async function startStaffIdentity(defaults: StaffIdentityOptions): Promise<StaffIdentity> {
  const kid = randomUUID();
  const pair = await generateKeyPair('ES256', { extractable: true });
  const foreign = await generateKeyPair('ES256');
  const publicJwk: JWK = { ...(await exportJWK(pair.publicKey)), kid, alg: 'ES256', use: 'sig' };
  let fetched = 0;
  const server: Server = createServer((req, res) => {
    if (req.url !== STAFF_JWKS_PATH) return res.writeHead(404).end();
    fetched++;
    res.writeHead(200, { 'Content-Type': 'application/jwk-set+json' }).end(JSON.stringify({ keys: [publicJwk] }));
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const { port } = server.address() as AddressInfo;

  return {
    jwksUrl: `http://127.0.0.1:${port}${STAFF_JWKS_PATH}`,
    fetches: () => fetched,
    async token(o: TokenOptions = {}) {
      const role = o.role ?? defaults.role;
      const at = Math.floor((o.at ?? new Date()).getTime() / 1000);
      const key: CryptoKey = o.foreignKey ? foreign.privateKey : pair.privateKey;
      return new SignJWT({
        name: o.name ?? `A ${role}`,
        role,
        permissions: [...(o.permissions ?? ROLE_PERMISSIONS[role])],
        sid: 'session-of-the-test',
      })
        .setProtectedHeader({ alg: 'ES256', kid, typ: 'JWT' })
        .setIssuer(o.issuer ?? 'svc-ops')
        .setSubject(o.sub ?? `${role}-staff-id`)
        .setAudience(o.audience ?? defaults.audience)
        .setIssuedAt(at)
        .setExpirationTime(at + (o.expiresIn ?? 300))
        .setJti(randomUUID())
        .sign(key);
    },
    close: () => new Promise((ok) => server.close(() => ok())),
  };
}
