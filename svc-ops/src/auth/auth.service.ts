import { randomBytes, timingSafeEqual } from 'node:crypto';
import { ROLE_PERMISSIONS, type StaffPermission } from '@vip/contracts/permissions';
import { type StaffSession, type StaffUser } from '@vip/contracts/schemas';
import { type StaffRole } from '@vip/contracts/vocabulary';
import { opsErrors } from '../errors';
import { dummyHash, hashPassword, HashGateFullError, needsRehash, verifyPassword } from './password';
import { sha256, type StaffRepository } from './staff.repository';
import type { StaffAuditLog } from '../audit/staff-audit.service';

export interface AuthSettings {
  sessionTtlHours: number;
  sessionIdleMinutes: number;
  maxFailures: number;
  windowMinutes: number;
}

export interface SignedIn {
  token: string;
  session: StaffSession;
  expiresAt: Date;
  lifetimeSeconds: number;
}

export interface CurrentStaff {
  user: StaffUser;
  csrfToken: string;
  tokenHash: string;
  permissions: readonly StaffPermission[];
  mustChangePassword: boolean;
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

/**
 * Tokens are stored only as hashes. Failed sign-ins are counted in the database before the password is checked, so
 * the limit holds across instances and against concurrent guesses.
 */
export class AuthService {
  constructor(
    private readonly staff: StaffRepository,
    private readonly settings: AuthSettings,
    private readonly now: () => Date,
    private readonly audit: StaffAuditLog,
  ) {}

  async login(email: string, password: string, clientIp: string): Promise<SignedIn> {
    const at = this.now();
    const since = new Date(at.getTime() - this.settings.windowMinutes * 60_000);
    const reservation = await this.staff.reserveLoginAttempts(
      [
        { keyHash: sha256(`email:${email}`), limit: this.settings.maxFailures },
        { keyHash: sha256(`ip:${clientIp}`), limit: this.settings.maxFailures * 4 },
      ],
      since,
      at,
    );
    if (!reservation.ok) throw this.throttled(reservation.oldest);
    const user = await this.staff.findUserByEmail(email);
    const ok = await this.verify(password, user?.passwordHash ?? (await dummyHash()));
    if (!user || !user.active || !ok) throw opsErrors.create('INVALID_CREDENTIALS', 'Invalid email or password');
    await this.staff.settleLoginAttempts(reservation.ids);
    // Only now is the password known, to rehash with today's parameters.
    if (needsRehash(user.passwordHash)) await this.staff.upgradeHash(user.id, await this.hash(password));

    const token = randomBytes(32).toString('base64url');
    const csrfToken = randomBytes(32).toString('base64url');
    const expiresAt = new Date(at.getTime() + this.settings.sessionTtlHours * 3600_000);
    await this.staff.createSession({ tokenHash: sha256(token), userId: user.id, csrfToken, expiresAt, at });
    const role = user.role as StaffRole;
    return {
      token,
      expiresAt,
      lifetimeSeconds: this.settings.sessionTtlHours * 3600,
      session: sessionOf({
        user: toUser(user),
        csrfToken,
        permissions: ROLE_PERMISSIONS[role],
        mustChangePassword: user.mustChangePassword,
      }),
    };
  }

  /** `touch: false` for the board's stream, which must not keep an idle session alive. */
  async current(token: string | undefined, options: { touch?: boolean } = {}): Promise<CurrentStaff | null> {
    if (!token) return null;
    const tokenHash = sha256(token);
    const session = await this.staff.findSession(tokenHash);
    const now = this.now();
    if (!session || session.expiresAt <= now || !session.user.active) return null;
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
      permissions: ROLE_PERMISSIONS[role] ?? [],
      mustChangePassword: session.user.mustChangePassword,
    };
  }

  /** Ends the other sessions: a leaked password's sessions must not outlive it. */
  async changePassword(staff: CurrentStaff, currentPassword: string, newPassword: string): Promise<StaffSession> {
    const user = await this.staff.findUserById(staff.user.id);
    if (!user || !(await this.verify(currentPassword, user.passwordHash))) {
      throw opsErrors.create('VALIDATION_FAILED', 'Your current password is not right', {
        fieldErrors: { currentPassword: ['Your current password is not right'] },
        formErrors: [],
      });
    }
    await this.staff.updateUser(
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
    return sessionOf({ ...staff, mustChangePassword: false });
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
      return await hashPassword(password);
    } catch (error) {
      if (error instanceof HashGateFullError) throw busy();
      throw error;
    }
  }

  private throttled(oldest: Date) {
    const retryAt = oldest.getTime() + this.settings.windowMinutes * 60_000;
    const retryAfter = Math.max(1, Math.ceil((retryAt - this.now().getTime()) / 1000));
    return opsErrors.create(
      'TOO_MANY_LOGIN_ATTEMPTS',
      'Too many sign-in attempts. Please wait a few minutes and try again.',
      { retryAfterSeconds: retryAfter },
      { 'Retry-After': String(retryAfter) },
    );
  }
}
