import type { StaffCredentials, StaffInvite, StaffMember, StaffUpdate } from '@vip/contracts/schemas';
import type { StaffRole } from '@vip/contracts/vocabulary';
import type { StaffUser } from '../generated/prisma/client.ts';
import { opsErrors } from '../errors';
import type { StaffSessionInfo } from '@vip/contracts/schemas';
import type { CurrentStaff } from './auth.service';
import { generatePassword, hashPassword, PASSWORD_PARAMS, type PasswordParams } from './password';
import type { SecondFactorRepository } from './second-factor.repository';
import { sessionInfoOf } from './security.service';
import type { StaffRepository } from './staff.repository';
import { changesBetween, type Actor, type StaffAuditLog } from '../audit/staff-audit.service';

function toMember(
  u: StaffUser,
  security: { secondFactors?: ('passkey' | 'totp')[]; activeSessions?: number } = {},
): StaffMember {
  return {
    id: u.id,
    email: u.email,
    name: u.name,
    role: u.role as StaffRole,
    active: u.active,
    lastLoginAt: u.lastLoginAt?.toISOString() ?? null,
    createdAt: u.createdAt.toISOString(),
    secondFactors: security.secondFactors ?? [],
    activeSessions: security.activeSessions ?? 0,
  };
}

const subjectOf = (u: Pick<StaffUser, 'id' | 'email'>) => ({ type: 'staff' as const, id: u.id, label: u.email });

/**
 * Temporary passwords are answered once and must be replaced at the next sign-in; only their hash is kept. A reset,
 * a role change or a disable ends the account's sessions.
 */
export class StaffService {
  constructor(
    private readonly staff: StaffRepository,
    private readonly factors: SecondFactorRepository,
    private readonly audit: StaffAuditLog,
    private readonly now: () => Date,
    private readonly passwordParams: PasswordParams = PASSWORD_PARAMS,
  ) {}

  async list(): Promise<StaffMember[]> {
    const [users, enrolled, sessions] = await Promise.all([
      this.staff.listUsers(),
      this.factors.enrolledFactors(),
      this.staff.countSessions(this.now()),
    ]);
    const sessionsOf = new Map(sessions.map((s) => [s.userId, s._count]));
    return users.map((u) =>
      toMember(u, { secondFactors: enrolled.get(u.id) ?? [], activeSessions: sessionsOf.get(u.id) ?? 0 }),
    );
  }

  async sessionsOf(id: string, me: CurrentStaff): Promise<StaffSessionInfo[]> {
    await this.existing(id);
    return (await this.staff.listSessions(id, this.now())).map((s) =>
      sessionInfoOf(s, id === me.user.id ? me.sessionId : null),
    );
  }

  /** One session of a colleague, or all of them (`sessionId` omitted); never the admin's own current one. */
  async endSessionsOf(id: string, sessionId: string | undefined, me: CurrentStaff): Promise<number> {
    const user = await this.existing(id);
    if (sessionId !== undefined && sessionId === me.sessionId)
      throw opsErrors.create('CURRENT_SESSION', 'This is the session you are using: sign out to end it');
    const ended = await this.staff.endSessions(id, {
      publicIds: sessionId === undefined ? undefined : [sessionId],
      keep: me.tokenHash,
      audit: (tx) =>
        this.audit.record(tx, me.user, 'staff.sessions-ended', subjectOf(user), {
          sessions: { from: sessionId ?? 'all', to: null },
        }),
    });
    if (sessionId !== undefined && ended === 0)
      throw opsErrors.create('SESSION_NOT_FOUND', 'This session has ended already');
    return ended;
  }

  /** Every passkey, app and recovery code of a colleague goes; their sessions end; they enrol at their next sign-in. */
  async resetSecondFactor(id: string, actor: Actor): Promise<StaffMember> {
    const user = await this.existing(id);
    const before = await this.factors.enrolledFactors();
    await this.factors.resetFactors(id, (tx) =>
      this.audit.record(tx, actor, 'staff.second-factor-reset', subjectOf(user), {
        secondFactors: { from: before.get(id) ?? [], to: [] },
      }),
    );
    return this.memberOf(user);
  }

  async invite(invite: StaffInvite, actor: Actor): Promise<StaffCredentials> {
    if (await this.staff.findUserByEmail(invite.email))
      throw opsErrors.create('STAFF_EMAIL_TAKEN', 'A staff account with this e-mail already exists');
    const temporaryPassword = generatePassword();
    const user = await this.staff.createUser(
      { ...invite, passwordHash: await hashPassword(temporaryPassword, this.passwordParams), mustChangePassword: true },
      (tx) =>
        this.audit.record(
          tx,
          actor,
          'staff.invited',
          { type: 'staff', id: null, label: invite.email },
          changesBetween(null, invite, ['email', 'name', 'role']),
        ),
    );
    return { user: await this.memberOf(user), temporaryPassword };
  }

  async update(id: string, change: StaffUpdate, actor: Actor): Promise<StaffMember> {
    const before = await this.existing(id);
    // Locking themselves out, an admin could leave the team without one.
    if (id === actor.id && (change.active === false || (change.role !== undefined && change.role !== 'admin'))) {
      throw opsErrors.create('FORBIDDEN', 'You cannot disable your own account or remove your own admin role');
    }
    const after = { ...before, ...change };
    return this.memberOf(
      await this.staff.updateUser(id, change, {
        audit: (tx) =>
          this.audit.record(
            tx,
            actor,
            'staff.updated',
            subjectOf(before),
            changesBetween(before, after, ['active', 'role', 'name']),
          ),
      }),
    );
  }

  async resetPassword(id: string, actor: Actor): Promise<StaffCredentials> {
    const before = await this.existing(id);
    const temporaryPassword = generatePassword();
    const user = await this.staff.updateUser(
      id,
      { passwordHash: await hashPassword(temporaryPassword, this.passwordParams), mustChangePassword: true },
      { audit: (tx) => this.audit.record(tx, actor, 'staff.password-reset', subjectOf(before), {}) },
    );
    return { user: await this.memberOf(user), temporaryPassword };
  }

  private async memberOf(user: StaffUser): Promise<StaffMember> {
    const [enrolled, sessions] = await Promise.all([
      this.factors.enrolledFactors(),
      this.staff.listSessions(user.id, this.now()),
    ]);
    return toMember(user, { secondFactors: enrolled.get(user.id) ?? [], activeSessions: sessions.length });
  }

  private async existing(id: string) {
    const user = await this.staff.findUserById(id);
    if (!user) throw opsErrors.create('STAFF_NOT_FOUND', 'Staff member not found');
    return user;
  }
}
