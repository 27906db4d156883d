import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import { TOTP_DIGITS, TOTP_PERIOD_SECONDS, type AuthenticatorSetup } from '@vip/contracts/schemas';

/** One step either side: a phone's clock a little off, or a code typed as it turned. */
const WINDOW = 1;

const totpOf = (secret: string, issuer: string, label: string) =>
  new TOTP({
    issuer,
    label,
    algorithm: 'SHA1',
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });

/** A new secret (160 bits, RFC 4226's recommendation) and what an app needs to take it. */
export async function newAuthenticatorSetup(issuer: string, label: string): Promise<AuthenticatorSetup> {
  const secret = new Secret({ size: 20 }).base32;
  const uri = totpOf(secret, issuer, label).toString();
  const svg = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return { secret, uri, qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
}

/** The time step a right code belongs to, or null; whether that step may still be used is the caller's to check. */
export function stepOfCode(secret: string, code: string, at: Date): number | null {
  const totp = totpOf(secret, '', '');
  const delta = totp.validate({ token: code, timestamp: at.getTime(), window: WINDOW });
  if (delta === null) return null;
  return totp.counter({ timestamp: at.getTime() }) + delta;
}
