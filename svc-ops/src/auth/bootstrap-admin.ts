import type { Logger } from '@vip/contracts/server';
import { generatePassword, hashPassword } from './password';
import type { StaffRepository } from './staff.repository';

export interface AdminBootstrap {
  email: string;
  /** Set only when the password was generated here (embedded mode); show it once to the person starting. */
  generatedPassword?: string;
}

/**
 * Creates or updates the admin from ADMIN_EMAIL/ADMIN_PASSWORD. In embedded mode with no password a
 * random one is generated on each start, so a local install always has a working staff login and no
 * password sits in a file.
 */
export async function bootstrapAdmin(
  staff: StaffRepository,
  options: { email: string; name: string; password?: string; embedded: boolean; logger: Logger },
): Promise<AdminBootstrap | undefined> {
  let password = options.password;
  let generatedPassword: string | undefined;
  if (!password && options.embedded) {
    password = generatePassword();
    generatedPassword = password;
  }
  if (!password) {
    if ((await staff.countUsers()) === 0) options.logger.warn('no staff users exist; set ADMIN_EMAIL and ADMIN_PASSWORD to create the admin');
    return undefined;
  }
  await staff.upsertUser({ email: options.email, name: options.name, role: 'admin', passwordHash: await hashPassword(password) });
  options.logger.info('admin account ready');
  return { email: options.email, generatedPassword };
}
