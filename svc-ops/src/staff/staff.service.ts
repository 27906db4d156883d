import type { StaffInvite, StaffMember, StaffCredentials, StaffRole } from '@vip/contracts';
import type { StaffUser } from '../generated/prisma/client.ts';
import { opsErrors } from '../errors';
import { generatePassword, hashPassword } from '../auth/password';
import type { StaffRepository } from '../auth/staff.repository';

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

/**
 * Staff accounts, for admins only (the routes check the role). An invite and a reset answer with a
 * temporary password once; only its hash is kept, and a reset or a disable ends the account's sessions.
 */
export class StaffService {
  constructor(private readonly staff: StaffRepository) {}

  async list(): Promise<StaffMember[]> {
    return (await this.staff.listUsers()).map(toMember);
  }

  async invite(invite: StaffInvite): Promise<StaffCredentials> {
    if (await this.staff.findUserByEmail(invite.email)) throw opsErrors.create('STAFF_EMAIL_TAKEN', 'A staff account with this e-mail already exists');
    const temporaryPassword = generatePassword();
    const user = await this.staff.createUser({ ...invite, passwordHash: await hashPassword(temporaryPassword) });
    return { user: toMember(user), temporaryPassword };
  }

  async update(id: string, change: { active?: boolean; role?: StaffRole }, actingUserId: string): Promise<StaffMember> {
    await this.existing(id);
    // An admin cannot lock themselves out (and so cannot leave the team without an admin this way).
    if (id === actingUserId && (change.active === false || change.role === 'agent')) {
      throw opsErrors.create('FORBIDDEN', 'You cannot disable your own account or remove your own admin role');
    }
    return toMember(await this.staff.updateUser(id, change));
  }

  async resetPassword(id: string): Promise<StaffCredentials> {
    await this.existing(id);
    const temporaryPassword = generatePassword();
    const user = await this.staff.updateUser(id, { passwordHash: await hashPassword(temporaryPassword) });
    return { user: toMember(user), temporaryPassword };
  }

  private async existing(id: string) {
    const user = await this.staff.findUserById(id);
    if (!user) throw opsErrors.create('STAFF_NOT_FOUND', 'Staff member not found');
    return user;
  }
}
