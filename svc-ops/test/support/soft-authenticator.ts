// A software WebAuthn authenticator: it answers svc-ops' registration and authentication options with really signed
// responses (ES256 over the authenticator data and the client data's hash), as a security key or a platform
// authenticator does, so the server's checks (challenge, origin, RP id, signature, counter) run on real bytes.
import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import { isoCBOR } from '@simplewebauthn/server/helpers';

const b64url = (bytes: Uint8Array | Buffer) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();
const u32 = (n: number) => {
  const b = Buffer.alloc(4);
  b.writeUInt32BE(n);
  return b;
};

interface Options {
  challenge: string;
  user?: { id: string };
  rp?: { id?: string };
  rpId?: string;
}

export interface SoftAuthenticator {
  readonly credentialId: string;
  /** The signature counter the next answer carries (set it back to replay a clone). */
  counter: number;
  register(options: Options, overrides?: { origin?: string; rpId?: string }): RegistrationAnswer;
  authenticate(options: Options, overrides?: { origin?: string; rpId?: string }): AuthenticationAnswer;
}

export interface RegistrationAnswer {
  id: string;
  rawId: string;
  type: 'public-key';
  response: { clientDataJSON: string; attestationObject: string; transports: string[] };
  clientExtensionResults: Record<string, never>;
  authenticatorAttachment: 'platform';
}

export interface AuthenticationAnswer {
  id: string;
  rawId: string;
  type: 'public-key';
  response: { clientDataJSON: string; authenticatorData: string; signature: string; userHandle?: string };
  clientExtensionResults: Record<string, never>;
  authenticatorAttachment: 'platform';
}

/** `origin` is where the browser would be (the back office), `rpId` the default relying party. */
export function softAuthenticator(defaults: { origin: string; rpId: string }): SoftAuthenticator {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
  const credential = randomBytes(32);
  let userHandle: string | undefined;
  const authenticator: SoftAuthenticator = {
    credentialId: b64url(credential),
    counter: 0,
    register(options, overrides = {}) {
      userHandle = options.user?.id;
      const rpId = overrides.rpId ?? options.rp?.id ?? defaults.rpId;
      const clientData = clientDataOf('webauthn.create', options.challenge, overrides.origin ?? defaults.origin);
      const authData = Buffer.concat([
        sha256(rpId),
        Buffer.from([0x01 | 0x04 | 0x40]), // user present, user verified, attested credential data
        u32(authenticator.counter),
        Buffer.alloc(16), // AAGUID: none
        Buffer.from([0, credential.length]),
        credential,
        Buffer.from(coseKeyOf(publicKey)),
      ]);
      const attestationObject = isoCBOR.encode(
        new Map<string, unknown>([
          ['fmt', 'none'],
          ['attStmt', new Map()],
          ['authData', new Uint8Array(authData)],
        ]) as never,
      );
      return {
        id: b64url(credential),
        rawId: b64url(credential),
        type: 'public-key',
        response: {
          clientDataJSON: b64url(clientData),
          attestationObject: b64url(attestationObject),
          transports: ['internal'],
        },
        clientExtensionResults: {},
        authenticatorAttachment: 'platform',
      };
    },
    authenticate(options, overrides = {}) {
      authenticator.counter += 1;
      const rpId = overrides.rpId ?? options.rpId ?? defaults.rpId;
      const clientData = clientDataOf('webauthn.get', options.challenge, overrides.origin ?? defaults.origin);
      const authData = Buffer.concat([sha256(rpId), Buffer.from([0x01 | 0x04]), u32(authenticator.counter)]);
      const signature = sign('sha256', Buffer.concat([authData, sha256(clientData)]), privateKey);
      return {
        id: b64url(credential),
        rawId: b64url(credential),
        type: 'public-key',
        response: {
          clientDataJSON: b64url(clientData),
          authenticatorData: b64url(authData),
          signature: b64url(signature),
          ...(userHandle ? { userHandle } : {}),
        },
        clientExtensionResults: {},
        authenticatorAttachment: 'platform',
      };
    },
  };
  return authenticator;
}

function clientDataOf(type: string, challenge: string, origin: string): Buffer {
  return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
}

/** The public key as COSE_Key (EC2, ES256, P-256). */
function coseKeyOf(publicKey: KeyObject): Uint8Array {
  const jwk = publicKey.export({ format: 'jwk' });
  return isoCBOR.encode(
    new Map<number, unknown>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, new Uint8Array(Buffer.from(jwk.x!, 'base64url'))],
      [-3, new Uint8Array(Buffer.from(jwk.y!, 'base64url'))],
    ]) as never,
  );
}
