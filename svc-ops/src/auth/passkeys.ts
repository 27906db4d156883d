import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { opsErrors } from '../errors';
import type { NewPasskey, SecondFactorRepository } from './second-factor.repository';

export interface WebAuthnSettings {
  rpId: string;
  rpName: string;
  /** Every origin the back office is served from (the browser's origin must be one of them). */
  origins: string[];
}

/** Long enough to find a security key in a bag; the challenge is gone after one answer anyway. */
const CHALLENGE_TTL_MS = 5 * 60_000;

const notVerified = () =>
  opsErrors.create('PASSKEY_NOT_VERIFIED', 'This passkey could not be verified. Please try again.');

/**
 * The two WebAuthn ceremonies (@simplewebauthn/server). Each challenge is kept server-side, tied to the pending
 * sign-in or session that asked for it, and taken by the first answer, right or wrong.
 */
export class PasskeyCeremonies {
  constructor(
    private readonly factors: SecondFactorRepository,
    private readonly settings: WebAuthnSettings,
    private readonly now: () => Date,
  ) {}

  async registrationOptions(
    owner: string,
    user: { id: string; email: string; name: string },
    existing: { credentialId: string; transports: string[] }[],
  ): Promise<PublicKeyCredentialCreationOptionsJSON> {
    const options = await generateRegistrationOptions({
      rpName: this.settings.rpName,
      rpID: this.settings.rpId,
      userName: user.email,
      userDisplayName: user.name,
      // A stable handle, so an authenticator keeps one passkey per person and site.
      userID: new TextEncoder().encode(user.id),
      attestationType: 'none',
      excludeCredentials: existing.map((p) => ({ id: p.credentialId, transports: p.transports })),
      authenticatorSelection: { residentKey: 'preferred', userVerification: 'preferred' },
    });
    await this.keep(owner, 'registration', user.id, options.challenge);
    return options;
  }

  /** A verified new credential, ready to store; a wrong, replayed or late answer is refused. */
  async verifyRegistration(
    owner: string,
    userId: string,
    response: RegistrationResponseJSON,
    name: string,
  ): Promise<NewPasskey> {
    const challenge = await this.take(owner, 'registration', userId);
    let verification;
    try {
      verification = await verifyRegistrationResponse({
        response,
        expectedChallenge: challenge,
        expectedOrigin: this.settings.origins,
        expectedRPID: this.settings.rpId,
        requireUserVerification: false,
      });
    } catch {
      throw notVerified();
    }
    if (!verification.verified) throw notVerified();
    const info = verification.registrationInfo;
    if (await this.factors.findPasskeyByCredentialId(info.credential.id))
      throw opsErrors.create('PASSKEY_EXISTS', 'This passkey is already registered');
    return {
      userId,
      credentialId: info.credential.id,
      publicKey: info.credential.publicKey,
      counter: info.credential.counter,
      transports: info.credential.transports ?? [],
      deviceType: info.credentialDeviceType,
      backedUp: info.credentialBackedUp,
      name,
      createdAt: this.now(),
    };
  }

  async authenticationOptions(
    owner: string,
    userId: string,
    passkeys: { credentialId: string; transports: string[] }[],
  ): Promise<PublicKeyCredentialRequestOptionsJSON> {
    const options = await generateAuthenticationOptions({
      rpID: this.settings.rpId,
      allowCredentials: passkeys.map((p) => ({ id: p.credentialId, transports: p.transports })),
      userVerification: 'preferred',
    });
    await this.keep(owner, 'authentication', userId, options.challenge);
    return options;
  }

  /**
   * Checks the signature with the person's own passkey and moves its counter forward; a counter that did not move
   * (a cloned authenticator, a replayed answer) is refused.
   */
  async verifyAuthentication(owner: string, userId: string, response: AuthenticationResponseJSON): Promise<void> {
    const challenge = await this.take(owner, 'authentication', userId);
    const passkey = await this.factors.findPasskeyByCredentialId(response.id);
    if (!passkey || passkey.userId !== userId) throw notVerified();
    let verification;
    try {
      verification = await verifyAuthenticationResponse({
        response,
        expectedChallenge: challenge,
        expectedOrigin: this.settings.origins,
        expectedRPID: this.settings.rpId,
        credential: {
          id: passkey.credentialId,
          publicKey: new Uint8Array(passkey.publicKey),
          counter: Number(passkey.counter),
          transports: passkey.transports,
        },
        requireUserVerification: false,
      });
    } catch {
      throw notVerified();
    }
    if (!verification.verified) throw notVerified();
    if (
      !(await this.factors.usePasskey(
        passkey.id,
        passkey.counter,
        verification.authenticationInfo.newCounter,
        this.now(),
      ))
    )
      throw notVerified();
  }

  private async keep(owner: string, purpose: 'registration' | 'authentication', userId: string, challenge: string) {
    const at = this.now();
    await this.factors.saveChallenge(owner, purpose, userId, challenge, new Date(at.getTime() + CHALLENGE_TTL_MS), at);
  }

  private async take(owner: string, purpose: 'registration' | 'authentication', userId: string): Promise<string> {
    const kept = await this.factors.takeChallenge(owner, purpose);
    if (!kept || kept.userId !== userId || kept.expiresAt <= this.now())
      throw opsErrors.create(
        'PASSKEY_CHALLENGE_EXPIRED',
        'This passkey request has expired or was already answered. Please try again.',
      );
    return kept.challenge;
  }
}
