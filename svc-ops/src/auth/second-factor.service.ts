import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import type { AuthenticatorSetup, StaffSecondFactor } from '@vip/contracts/schemas';
import { AppError } from '@vip/platform/koa';
import type { StaffAuditLog } from '../audit/staff-audit.service';
import { opsErrors } from '../errors';
import type { AuthService, PendingState, SignedIn } from './auth.service';
import { newAuthenticatorSetup, stepOfCode } from './authenticator-app';
import type { PasskeyCeremonies } from './passkeys';
import { newRecoveryCodes, recoveryCodeHash } from './recovery-codes';
import type { SecondFactorRepository } from './second-factor.repository';
import { secondFactorDelayMs } from './sign-in-throttle';
import { sha256, type StaffRepository } from './staff.repository';

/** Wrong factors one pending sign-in may try; then the password must be given again (itself slowed down). */
export const PENDING_MAX_FAILURES = 5;

export interface Enrolled extends SignedIn {
  recoveryCodes: string[];
}

const notStarted = () => opsErrors.create('AUTHENTICATOR_NOT_STARTED', 'Start setting up the authenticator app first');

const subjectOf = (user: { id: string; email: string }) => ({ type: 'staff' as const, id: user.id, label: user.email });

/**
 * The pending state between a right password and a session: use a factor (verify), or set up the first one (enrol).
 * Nothing here reaches a staff route; a session is made only once a factor checked out.
 */
export class SecondFactorService {
  constructor(
    private readonly auth: AuthService,
    private readonly staff: StaffRepository,
    private readonly factors: SecondFactorRepository,
    private readonly passkeys: PasskeyCeremonies,
    private readonly audit: StaffAuditLog,
    private readonly issuer: string,
    private readonly now: () => Date,
  ) {}

  // Verify

  async passkeyOptions(state: PendingState) {
    const { passkeys } = await this.factorsFor(state, 'passkey');
    return this.passkeys.authenticationOptions(state.tokenHash, state.user.id, passkeys);
  }

  async verifyPasskey(state: PendingState, response: AuthenticationResponseJSON): Promise<SignedIn> {
    await this.factorsFor(state, 'passkey');
    return this.attempt(state, 'passkey', async () => {
      try {
        await this.passkeys.verifyAuthentication(state.tokenHash, state.user.id, response);
        return true;
      } catch (error) {
        if (error instanceof AppError && error.code === 'PASSKEY_NOT_VERIFIED') return false;
        throw error;
      }
    });
  }

  async verifyCode(state: PendingState, code: string): Promise<SignedIn> {
    const { app } = await this.factorsFor(state, 'totp');
    return this.attempt(state, 'totp', async () => {
      const step = stepOfCode(app!.secret, code, this.now());
      return step !== null && (await this.factors.useAppStep(state.user.id, step));
    });
  }

  async verifyRecoveryCode(state: PendingState, code: string): Promise<SignedIn> {
    // Read before the transaction: the embedded database has one connection, which the transaction holds.
    const { recoveryCodes } = await this.factorsFor(state, 'recovery-code');
    return this.attempt(state, 'recovery-code', () =>
      this.factors.useRecoveryCode(state.user.id, recoveryCodeHash(code), this.now(), (tx) =>
        this.audit.record(tx, state.user, 'staff.recovery-code-used', subjectOf(state.user), {
          recoveryCodesLeft: { from: recoveryCodes.remaining, to: recoveryCodes.remaining - 1 },
        }),
      ),
    );
  }

  // Enrol

  async enrolPasskeyOptions(state: PendingState) {
    this.mustEnrol(state);
    return this.passkeys.registrationOptions(state.tokenHash, state.user, []);
  }

  async enrolPasskey(state: PendingState, name: string, response: RegistrationResponseJSON): Promise<Enrolled> {
    this.mustEnrol(state);
    const passkey = await this.passkeys.verifyRegistration(state.tokenHash, state.user.id, response, name);
    return this.enrol(state, { kind: 'passkey', passkey });
  }

  async startAuthenticator(state: PendingState): Promise<AuthenticatorSetup> {
    this.mustEnrol(state);
    const setup = await newAuthenticatorSetup(this.issuer, state.user.email);
    await this.factors.startApp(state.user.id, setup.secret, this.now());
    return setup;
  }

  async enrolAuthenticator(state: PendingState, code: string): Promise<Enrolled> {
    this.mustEnrol(state);
    const { pendingApp } = await this.factors.factorsOf(state.user.id);
    if (!pendingApp) throw notStarted();
    const step = stepOfCode(pendingApp.secret, code, this.now());
    if (step === null) return this.failed(state);
    return this.enrol(state, { kind: 'totp', secret: pendingApp.secret, step });
  }

  async cancel(state: PendingState): Promise<void> {
    await this.factors.deletePending(state.tokenHash);
  }

  /** The first factor and ten recovery codes in one transaction, then the session; the codes are answered once. */
  private async enrol(state: PendingState, factor: Parameters<SecondFactorRepository['enrol']>[1]): Promise<Enrolled> {
    const recoveryCodes = newRecoveryCodes();
    const enrolled = await this.factors.enrol(
      state.user.id,
      factor,
      recoveryCodes.map(recoveryCodeHash),
      this.now(),
      (tx) =>
        this.audit.record(tx, state.user, 'staff.second-factor-enrolled', subjectOf(state.user), {
          method: { from: null, to: factor.kind },
        }),
    );
    if (!enrolled) throw notStarted();
    return { ...(await this.signIn(state, factor.kind)), recoveryCodes };
  }

  /**
   * A wrong factor counts against the account (a growing wait, from anywhere: its password is known) and against
   * this pending state, which ends after PENDING_MAX_FAILURES.
   */
  private async attempt(
    state: PendingState,
    method: StaffSecondFactor,
    check: () => Promise<boolean>,
  ): Promise<SignedIn> {
    const at = this.now();
    const key = sha256(`second-factor:${state.user.id}`);
    const reservation = await this.staff.reserveAttempt(
      key,
      {
        windowMs: this.auth.settings.windowMinutes * 60_000,
        delayMs: (failures) => secondFactorDelayMs(failures, this.auth.settings.maxDelaySeconds),
      },
      at,
    );
    if (!reservation.ok) {
      const retryAfter = Math.max(1, Math.ceil((reservation.retryAt.getTime() - at.getTime()) / 1000));
      throw opsErrors.create(
        'TOO_MANY_SECOND_FACTOR_ATTEMPTS',
        `Too many wrong codes. Please wait ${retryAfter} second${retryAfter === 1 ? '' : 's'} and try again.`,
        { retryAfterSeconds: retryAfter },
        { 'Retry-After': String(retryAfter) },
      );
    }
    if (!(await check())) await this.failed(state);
    await this.staff.forgiveFailures(key);
    return this.signIn(state, method);
  }

  private async failed(state: PendingState): Promise<never> {
    const failures = await this.factors.countPendingFailure(state.tokenHash);
    if (failures === null || failures >= PENDING_MAX_FAILURES) {
      await this.factors.deletePending(state.tokenHash);
      throw opsErrors.create('SECOND_FACTOR_ENDED', 'Too many wrong tries. Please sign in again.');
    }
    throw opsErrors.create('SECOND_FACTOR_INVALID', 'This code or passkey is not right. Please try again.', {
      triesLeft: PENDING_MAX_FAILURES - failures,
    });
  }

  /** The pending state ends as the session begins: one use. */
  private async signIn(state: PendingState, method: StaffSecondFactor): Promise<SignedIn> {
    const ended = await this.factors.deletePending(state.tokenHash);
    const user = await this.staff.findUserById(state.user.id);
    if (ended.count !== 1 || !user?.active)
      throw opsErrors.create('SECOND_FACTOR_ENDED', 'This sign-in has ended. Please sign in again.');
    return this.auth.openSession(user, method, state.place);
  }

  private async factorsFor(state: PendingState, method: StaffSecondFactor) {
    if (state.purpose !== 'verify')
      throw opsErrors.create('SECOND_FACTOR_STATE', 'Set up a passkey or an authenticator app first');
    const factors = await this.factors.factorsOf(state.user.id);
    const has =
      method === 'passkey'
        ? factors.passkeys.length > 0
        : method === 'totp'
          ? factors.app !== null
          : factors.recoveryCodes.remaining > 0;
    if (!has) throw opsErrors.create('SECOND_FACTOR_STATE', 'This way of signing in is not set up for you');
    return {
      ...factors,
      passkeys: factors.passkeys.map((p) => ({ credentialId: p.credentialId, transports: p.transports })),
    };
  }

  private mustEnrol(state: PendingState): void {
    // Otherwise a stolen password could add the thief's own factor to an account that has one.
    if (state.purpose !== 'enrol')
      throw opsErrors.create('SECOND_FACTOR_STATE', 'You have a second factor already: use it to sign in');
  }
}
