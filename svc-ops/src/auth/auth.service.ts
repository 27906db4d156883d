import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { StaffRole, StaffSession, StaffUser } from '@vip/contracts';
import { opsErrors } from '../errors';
import { DUMMY_HASH_PROMISE, verifyPassword } from './password';
import { sha256, type StaffRepository } from './staff.repository';

export interface AuthSettings {
  sessionTtlHours: number;
  maxFailures: number;
  windowMinutes: number;
}

export interface SignedIn {
  token: string;
  session: StaffSession;
  expiresAt: Date;
}

export interface CurrentStaff {
  user: StaffUser;
  csrfToken: string;
  tokenHash: string;
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

/**
 * Staff sign-in with server-side sessions. Tokens are random and stored only as hashes; each
 * session carries its own CSRF token. Failed sign-ins are throttled per e-mail and per client IP
 * in the database, so the limit holds across instances.
 */
export class AuthService {
  constructor(
    private readonly staff: StaffRepository,
    private readonly settings: AuthSettings,
    private readonly now: () => Date,
  ) {}

  async login(email: string, password: string, clientIp: string): Promise<SignedIn> {
    const keys = [sha256(`email:${email}`), sha256(`ip:${clientIp}`)];
    await this.assertNotThrottled(keys);

    const user = await this.staff.findUserByEmail(email);
    const ok = await verifyPassword(password, user?.passwordHash ?? (await DUMMY_HASH_PROMISE));
    if (!user || !user.active || !ok) {
      await this.staff.recordAttempt(keys, false);
      throw opsErrors.create('INVALID_CREDENTIALS', 'Invalid email or password');
    }
    await this.staff.recordAttempt(keys, true);

    const token = randomBytes(32).toString('base64url');
    const csrfToken = randomBytes(32).toString('base64url');
    const expiresAt = new Date(this.now().getTime() + this.settings.sessionTtlHours * 3600_000);
    await this.staff.createSession({ tokenHash: sha256(token), userId: user.id, csrfToken, expiresAt });
    return { token, expiresAt, session: { user: toUser(user), csrfToken } };
  }

  /** The staff member behind a session cookie, or null when it is missing, unknown or expired. */
  async current(token: string | undefined): Promise<CurrentStaff | null> {
    if (!token) return null;
    const tokenHash = sha256(token);
    const session = await this.staff.findSession(tokenHash);
    const now = this.now();
    if (!session || session.expiresAt <= now || !session.user.active) return null;
    if (now.getTime() - session.lastSeenAt.getTime() > 60_000) await this.staff.touchSession(tokenHash, now);
    return { user: toUser(session.user), csrfToken: session.csrfToken, tokenHash };
  }

  async logout(tokenHash: string): Promise<void> {
    await this.staff.deleteSession(tokenHash);
  }

  private async assertNotThrottled([emailKey, ipKey]: string[]): Promise<void> {
    const since = new Date(this.now().getTime() - this.settings.windowMinutes * 60_000);
    const limits: [string, number][] = [
      [emailKey, this.settings.maxFailures],
      [ipKey, this.settings.maxFailures * 4],
    ];
    for (const [key, limit] of limits) {
      if ((await this.staff.countFailures(key, since)) < limit) continue;
      const oldest = await this.staff.oldestFailure(key, since);
      const retryAt = (oldest?.attemptedAt.getTime() ?? this.now().getTime()) + this.settings.windowMinutes * 60_000;
      const retryAfter = Math.max(1, Math.ceil((retryAt - this.now().getTime()) / 1000));
      throw opsErrors.create(
        'TOO_MANY_LOGIN_ATTEMPTS',
        'Too many sign-in attempts. Please wait a few minutes and try again.',
        { retryAfterSeconds: retryAfter },
        { 'Retry-After': String(retryAfter) },
      );
    }
  }
}
