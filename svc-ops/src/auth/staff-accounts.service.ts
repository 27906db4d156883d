import type { StaffCredentials, StaffInvite, StaffMember } from '@vip/contracts/schemas';
import type { StaffRole } from '@vip/contracts/vocabulary';
import type { StaffUser } from '../generated/prisma/client.ts';
import { opsErrors } from '../errors';
import { generatePassword, hashPassword } from './password';
import type { StaffRepository } from './staff.repository';
import { changesBetween, type Actor, type StaffAuditLog } from '../audit/staff-audit.service';

function toMember(u: StaffUser): StaffMember {
  return {
    id: u.id,
    email: u.email,
    name: u.name,
    role: u.role as StaffRole,
    active: u.active,
    lastLoginAt: u.lastLoginAt?.toISOString() ?? null,
    createdAt: u.createdAt.toISOString(),
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
    private readonly audit: StaffAuditLog,
  ) {}

  async list(): Promise<StaffMember[]> {
    return (await this.staff.listUsers()).map(toMember);
  }

  async invite(invite: StaffInvite, actor: Actor): Promise<StaffCredentials> {
    if (await this.staff.findUserByEmail(invite.email))
      throw opsErrors.create('STAFF_EMAIL_TAKEN', 'A staff account with this e-mail already exists');
    const temporaryPassword = generatePassword();
    const user = await this.staff.createUser(
      { ...invite, passwordHash: await hashPassword(temporaryPassword), mustChangePassword: true },
      (tx) =>
        this.audit.record(
          tx,
          actor,
          'staff.invited',
          { type: 'staff', id: null, label: invite.email },
          changesBetween(null, invite, ['email', 'name', 'role']),
        ),
    );
    return { user: toMember(user), temporaryPassword };
  }

  async update(id: string, change: { active?: boolean; role?: StaffRole }, actor: Actor): Promise<StaffMember> {
    const before = await this.existing(id);
    // Locking themselves out, an admin could leave the team without one.
    if (id === actor.id && (change.active === false || (change.role !== undefined && change.role !== 'admin'))) {
      throw opsErrors.create('FORBIDDEN', 'You cannot disable your own account or remove your own admin role');
    }
    const after = { ...before, ...change };
    return toMember(
      await this.staff.updateUser(id, change, {
        audit: (tx) =>
          this.audit.record(
            tx,
            actor,
            'staff.updated',
            subjectOf(before),
            changesBetween(before, after, ['active', 'role']),
          ),
      }),
    );
  }

  async resetPassword(id: string, actor: Actor): Promise<StaffCredentials> {
    const before = await this.existing(id);
    const temporaryPassword = generatePassword();
    const user = await this.staff.updateUser(
      id,
      { passwordHash: await hashPassword(temporaryPassword), mustChangePassword: true },
      { audit: (tx) => this.audit.record(tx, actor, 'staff.password-reset', subjectOf(before), {}) },
    );
    return { user: toMember(user), temporaryPassword };
  }

  private async existing(id: string) {
    const user = await this.staff.findUserById(id);
    if (!user) throw opsErrors.create('STAFF_NOT_FOUND', 'Staff member not found');
    return user;
  }
}
