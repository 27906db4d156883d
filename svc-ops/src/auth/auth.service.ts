import { randomBytes, timingSafeEqual } from 'node:crypto';
import { ROLE_PERMISSIONS, type StaffPermission } from '@vip/contracts/permissions';
import {
  type StaffPendingSignIn,
  type StaffSecondFactor,
  type StaffSession,
  type StaffSessionMethod,
  type StaffUser,
} from '@vip/contracts/schemas';
import { type StaffRole } from '@vip/contracts/vocabulary';
import { opsErrors } from '../errors';
import { deviceOf, networkOf, throttleAddressOf } from './client-place';
import {
  dummyHash,
  hashPassword,
  HashGateFullError,
  needsRehash,
  PASSWORD_PARAMS,
  verifyPassword,
  type PasswordParams,
} from './password';
import type { SecondFactorRepository } from './second-factor.repository';
import { signInDelayMs } from './sign-in-throttle';
import { sha256, type StaffRepository } from './staff.repository';
import type { StaffAuditLog } from '../audit/staff-audit.service';

export interface AuthSettings {
  sessionTtlHours: number;
  sessionIdleMinutes: number;
  secondFactor: 'required' | 'optional';
  pendingMinutes: number;
  windowMinutes: number;
  /** Failures of one account from anywhere before every address waits from its first failure. */
  accountFailures: number;
  /** Failures from one address, any account, before the address is refused until the window passes. */
  addressFailures: number;
  maxDelaySeconds: number;
  /** Wrong passwords one account may make from one address before it waits. */
  freeFailures: number;
  /** scrypt's cost for new hashes; a stored hash below it is re-hashed at the next sign-in. */
  passwordParams?: PasswordParams;
}

export interface ClientInfo {
  ip: string;
  userAgent?: string;
}

/** Kept with a session or a pending sign-in, so the person can recognise it: never the whole address. */
export interface ClientPlace {
  device: string;
  network: string;
}

export const placeOf = (client: ClientInfo): ClientPlace => ({
  device: deviceOf(client.userAgent),
  network: networkOf(client.ip),
});

export interface SignedIn {
  token: string;
  session: StaffSession;
  expiresAt: Date;
  lifetimeSeconds: number;
}

export type PasswordStep =
  | { status: 'signed-in'; signedIn: SignedIn }
  | { status: 'second-factor'; token: string; lifetimeSeconds: number; pending: StaffPendingSignIn };

export interface CurrentStaff {
  user: StaffUser;
  csrfToken: string;
  tokenHash: string;
  /** What the person and admins see the session as. */
  sessionId: string;
  method: StaffSessionMethod;
  createdAt: Date;
  place: ClientPlace;
  permissions: readonly StaffPermission[];
  mustChangePassword: boolean;
}

/** A right password waiting for its second factor. */
export interface PendingState {
  tokenHash: string;
  user: StaffUser;
  csrfToken: string;
  purpose: 'verify' | 'enrol';
  expiresAt: Date;
  place: ClientPlace;
}

const toUser = (u: { id: string; email: string; name: string; role: string }): StaffUser => ({
  id: u.id,
  email: u.email,
  name: u.name,
  role: u.role as StaffRole,
});

export function csrfMatches(expected: string, given: string | undefined): boolean {
  if (!given) return false;
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

export function sessionOf(
  staff: Pick<CurrentStaff, 'user' | 'csrfToken' | 'permissions' | 'mustChangePassword'>,
): StaffSession {
  return {
    user: staff.user,
    csrfToken: staff.csrfToken,
    permissions: [...staff.permissions],
    mustChangePassword: staff.mustChangePassword,
  };
}

const busy = () =>
  opsErrors.create('SIGN_IN_BUSY', 'Too many sign-ins at once. Please try again in a moment.', undefined, {
    'Retry-After': '2',
  });

const newToken = () => randomBytes(32).toString('base64url');

/**
 * The password step, sessions and the pending second-factor state. Tokens are stored only as hashes. A sign-in try is
 * counted in the database before the password is checked (per account from each address, and per address), so the
 * limits hold across instances and against concurrent guesses; failures from other addresses never refuse the person.
 */
export class AuthService {
  constructor(
    private readonly staff: StaffRepository,
    private readonly factors: SecondFactorRepository,
    readonly settings: AuthSettings,
    private readonly now: () => Date,
    private readonly audit: StaffAuditLog,
  ) {}

  private get passwordParams(): PasswordParams {
    return this.settings.passwordParams ?? PASSWORD_PARAMS;
  }

  get secondFactorRequired(): boolean {
    return this.settings.secondFactor === 'required';
  }

  async login(email: string, password: string, client: ClientInfo): Promise<PasswordStep> {
    const at = this.now();
    const address = throttleAddressOf(client.ip);
    const keys = {
      account: sha256(`email:${email}`),
      address: sha256(`ip:${address}`),
      pair: sha256(`email-ip:${email}|${address}`),
    };
    const reservation = await this.staff.reserveSignIn(
      keys,
      {
        windowMs: this.settings.windowMinutes * 60_000,
        addressLimit: this.settings.addressFailures,
        accountLimit: this.settings.accountFailures,
        delayMs: (failures, underAttack) =>
          signInDelayMs(failures, underAttack, this.settings.maxDelaySeconds, this.settings.freeFailures),
      },
      at,
    );
    if (!reservation.ok) throw this.throttled(reservation.retryAt);
    const user = await this.staff.findUserByEmail(email);
    const ok = await this.verify(password, user?.passwordHash ?? (await dummyHash(this.passwordParams)));
    if (!user || !user.active || !ok) throw opsErrors.create('INVALID_CREDENTIALS', 'Invalid email or password');
    await this.staff.settleLoginAttempts(reservation.ids);
    // The person's own typos from here stop slowing them; strangers' failures still count for the account.
    await this.staff.forgiveFailures(keys.pair);
    // Only now is the password known, to rehash with today's parameters.
    if (needsRehash(user.passwordHash, this.passwordParams))
      await this.staff.upgradeHash(user.id, await this.hash(password));

    const factors = await this.factors.factorsOf(user.id);
    const methods = methodsOf(factors);
    const hasFactor = factors.passkeys.length > 0 || factors.app !== null;
    if (!hasFactor && !this.secondFactorRequired)
      return { status: 'signed-in', signedIn: await this.openSession(user, 'password', placeOf(client)) };

    const token = newToken();
    const csrfToken = newToken();
    const expiresAt = new Date(at.getTime() + this.settings.pendingMinutes * 60_000);
    const purpose = hasFactor ? 'verify' : 'enrol';
    await this.factors.createPending({
      tokenHash: sha256(token),
      userId: user.id,
      csrfToken,
      purpose,
      ...placeOf(client),
      createdAt: at,
      expiresAt,
    });
    return {
      status: 'second-factor',
      token,
      lifetimeSeconds: this.settings.pendingMinutes * 60,
      pending: {
        user: { name: user.name, email: user.email },
        csrfToken,
        purpose,
        methods: purpose === 'verify' ? methods : [],
        expiresAt: expiresAt.toISOString(),
      },
    };
  }

  /** A new session, its own token and CSRF token; `replaces` ends the one it takes over from (a password change). */
  async openSession(
    user: { id: string; email: string; name: string; role: string; mustChangePassword: boolean },
    method: StaffSessionMethod,
    place: ClientPlace,
    options: { replaces?: string; createdAt?: Date } = {},
  ): Promise<SignedIn> {
    const at = this.now();
    const token = newToken();
    const csrfToken = newToken();
    const expiresAt = new Date(at.getTime() + this.settings.sessionTtlHours * 3600_000);
    await this.staff.createSession(
      {
        tokenHash: sha256(token),
        userId: user.id,
        csrfToken,
        method,
        ...place,
        expiresAt,
        at,
        createdAt: options.createdAt,
      },
      { replaces: options.replaces },
    );
    const role = user.role as StaffRole;
    return {
      token,
      expiresAt,
      lifetimeSeconds: Math.max(0, Math.round((expiresAt.getTime() - at.getTime()) / 1000)),
      session: sessionOf({
        user: toUser(user),
        csrfToken,
        permissions: ROLE_PERMISSIONS[role],
        mustChangePassword: user.mustChangePassword,
      }),
    };
  }

  /**
   * `touch: false` for the board's stream, which must not keep an idle session alive. Where a second factor is
   * required, a session a password alone opened (while it was optional) opens nothing.
   */
  async current(token: string | undefined, options: { touch?: boolean } = {}): Promise<CurrentStaff | null> {
    if (!token) return null;
    const tokenHash = sha256(token);
    const session = await this.staff.findSession(tokenHash);
    const now = this.now();
    if (!session || session.expiresAt <= now || !session.user.active) return null;
    if (session.method === 'password' && this.secondFactorRequired) return null;
    if (now.getTime() - session.lastSeenAt.getTime() > this.settings.sessionIdleMinutes * 60_000) {
      await this.staff.deleteSession(tokenHash);
      return null;
    }
    if (options.touch !== false && now.getTime() - session.lastSeenAt.getTime() > 60_000)
      await this.staff.touchSession(tokenHash, now);
    const role = session.user.role as StaffRole;
    return {
      user: toUser(session.user),
      csrfToken: session.csrfToken,
      tokenHash,
      sessionId: session.publicId,
      method: session.method as StaffSessionMethod,
      createdAt: session.createdAt,
      place: { device: session.device, network: session.network },
      permissions: ROLE_PERMISSIONS[role] ?? [],
      mustChangePassword: session.user.mustChangePassword,
    };
  }

  async pending(token: string | undefined): Promise<PendingState | null> {
    if (!token) return null;
    const tokenHash = sha256(token);
    const pending = await this.factors.findPending(tokenHash);
    if (!pending || pending.expiresAt <= this.now() || !pending.user.active) return null;
    return {
      tokenHash,
      user: toUser(pending.user),
      csrfToken: pending.csrfToken,
      purpose: pending.purpose as 'verify' | 'enrol',
      expiresAt: pending.expiresAt,
      place: { device: pending.device, network: pending.network },
    };
  }

  /** What the second-factor page shows (again, after a reload). */
  async pendingAnswer(state: PendingState): Promise<StaffPendingSignIn> {
    const methods = state.purpose === 'verify' ? methodsOf(await this.factors.factorsOf(state.user.id)) : [];
    return {
      user: { name: state.user.name, email: state.user.email },
      csrfToken: state.csrfToken,
      purpose: state.purpose,
      methods,
      expiresAt: state.expiresAt.toISOString(),
    };
  }

  /**
   * A new password ends the other sessions (a leaked password's sessions must not outlive it) and this one is made
   * anew, with a new cookie and CSRF token: whoever held the old ones holds nothing.
   */
  async changePassword(staff: CurrentStaff, currentPassword: string, newPassword: string): Promise<SignedIn> {
    const user = await this.staff.findUserById(staff.user.id);
    if (!user || !(await this.verify(currentPassword, user.passwordHash))) {
      throw opsErrors.create('VALIDATION_FAILED', 'Your current password is not right', {
        fieldErrors: { currentPassword: ['Your current password is not right'] },
        formErrors: [],
      });
    }
    const changed = await this.staff.updateUser(
      user.id,
      { passwordHash: await this.hash(newPassword), mustChangePassword: false },
      {
        keepSession: staff.tokenHash,
        audit: (tx) =>
          this.audit.record(
            tx,
            { id: user.id, name: user.name },
            'staff.password-changed',
            { type: 'staff', id: user.id, label: user.email },
            {},
          ),
      },
    );
    return this.openSession(changed, staff.method, staff.place, {
      replaces: staff.tokenHash,
      createdAt: staff.createdAt,
    });
  }

  async logout(tokenHash: string): Promise<void> {
    await this.staff.deleteSession(tokenHash);
  }

  private async verify(password: string, hash: string): Promise<boolean> {
    try {
      return await verifyPassword(password, hash);
    } catch (error) {
      if (error instanceof HashGateFullError) throw busy();
      throw error;
    }
  }

  private async hash(password: string): Promise<string> {
    try {
      return await hashPassword(password, this.passwordParams);
    } catch (error) {
      if (error instanceof HashGateFullError) throw busy();
      throw error;
    }
  }

  private throttled(retryAt: Date) {
    const retryAfter = Math.max(1, Math.ceil((retryAt.getTime() - this.now().getTime()) / 1000));
    return opsErrors.create(
      'TOO_MANY_LOGIN_ATTEMPTS',
      retryAfter <= 90
        ? `Too many sign-in attempts. Please wait ${retryAfter} second${retryAfter === 1 ? '' : 's'} and try again.`
        : 'Too many sign-in attempts. Please wait a few minutes and try again.',
      { retryAfterSeconds: retryAfter },
      { 'Retry-After': String(retryAfter) },
    );
  }
}

export function methodsOf(factors: {
  passkeys: unknown[];
  app: unknown;
  recoveryCodes: { remaining: number };
}): StaffSecondFactor[] {
  return [
    ...(factors.passkeys.length > 0 ? (['passkey'] as const) : []),
    ...(factors.app ? (['totp'] as const) : []),
    ...(factors.recoveryCodes.remaining > 0 ? (['recovery-code'] as const) : []),
  ];
}
