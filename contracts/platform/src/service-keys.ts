import { createHash, createPrivateKey, createPublicKey, generateKeyPairSync, type KeyObject } from 'node:crypto';
import { SERVICES, type ServiceName } from '@vip/contracts/platform';

// A service's identity is an Ed25519 key pair: the private key (SERVICE_KEY) stays with the service, the public keys
// (SERVICE_PUBLIC_KEYS) may be known to all. Written as one line each, so an .env file, a Secret or a ConfigMap holds
// them as they are: the key's DER in base64 (what `openssl pkey -outform DER | base64 -w0` prints), or its PEM.

export const SERVICE_KEY_HINT = 'npm run service-keys makes them';

function keyBytes(text: string): string | Buffer {
  const trimmed = text.trim();
  return trimmed.startsWith('-----BEGIN') ? trimmed.replace(/\\n/g, '\n') : Buffer.from(trimmed, 'base64');
}

/** SERVICE_KEY: an Ed25519 private key, PKCS#8 (base64 DER or PEM); undefined when it is not one. */
export function parsePrivateServiceKey(text: string): KeyObject | undefined {
  try {
    const bytes = keyBytes(text);
    const key =
      typeof bytes === 'string'
        ? createPrivateKey(bytes)
        : createPrivateKey({ key: bytes, format: 'der', type: 'pkcs8' });
    return key.asymmetricKeyType === 'ed25519' ? key : undefined;
  } catch {
    return undefined;
  }
}

/** One public key, SPKI (base64 DER or PEM); undefined when it is not an Ed25519 key. */
export function parsePublicServiceKey(text: string): KeyObject | undefined {
  try {
    const bytes = keyBytes(text);
    const key =
      typeof bytes === 'string' ? createPublicKey(bytes) : createPublicKey({ key: bytes, format: 'der', type: 'spki' });
    return key.asymmetricKeyType === 'ed25519' ? key : undefined;
  } catch {
    return undefined;
  }
}

export interface TrustedServiceKey {
  service: ServiceName;
  key: KeyObject;
  /** RFC 7638 thumbprint: the `kid` of the tokens it signs. */
  kid: string;
}

/**
 * SERVICE_PUBLIC_KEYS: `svc-catalog:<key>,svc-booking:<key>,svc-ops:<key>`, a service named more than once while its
 * key is rotated. Throws a sentence naming what is wrong.
 */
export function parseServicePublicKeys(text: string): TrustedServiceKey[] {
  return text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      const at = entry.indexOf(':');
      const service = entry.slice(0, at) as ServiceName;
      if (at < 0 || !SERVICES.includes(service))
        throw new Error(
          `"${entry.slice(0, 20)}…" is not <service>:<public key> with a service of ${SERVICES.join(', ')}`,
        );
      const key = parsePublicServiceKey(entry.slice(at + 1));
      if (!key) throw new Error(`the key of ${service} is not an Ed25519 public key (SPKI, base64 DER or PEM)`);
      return { service, key, kid: keyId(key) };
    });
}

export function keyId(key: KeyObject): string {
  const { x } = (key.type === 'private' ? createPublicKey(key) : key).export({ format: 'jwk' });
  return createHash('sha256')
    .update(JSON.stringify({ crv: 'Ed25519', kty: 'OKP', x }))
    .digest('base64url');
}

/** A new identity for a service: its SERVICE_KEY and its entry of SERVICE_PUBLIC_KEYS. */
export function generateServiceKey(service: ServiceName): { privateKey: string; publicKeyEntry: string } {
  const { privateKey, publicKey } = generateKeyPairSync('ed25519');
  return {
    privateKey: privateKey.export({ format: 'der', type: 'pkcs8' }).toString('base64'),
    publicKeyEntry: `${service}:${publicKey.export({ format: 'der', type: 'spki' }).toString('base64')}`,
  };
}
