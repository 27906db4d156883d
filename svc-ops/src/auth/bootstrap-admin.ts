import type { Logger } from '@vip/platform/logger';
import type { StaffAuditLog } from '../audit/staff-audit.service';
import { generatePassword, hashPassword, type PasswordParams } from './password';
import type { StaffRepository } from './staff.repository';

export interface AdminBootstrap {
  email: string;
  /** Embedded mode only: show it once to the person starting. */
  generatedPassword?: string;
  kept: boolean;
}

export interface AdminBootstrapOptions {
  email: string;
  name: string;
  password?: string;
  reset: boolean;
  embedded: boolean;
  logger: Logger;
  audit: StaffAuditLog;
  /** scrypt's cost (STAFF_PASSWORD_SCRYPT_COST); OWASP's unless given. */
  passwordParams?: PasswordParams;
}

const SYSTEM = { id: null, name: 'System (start-up)' };

/**
 * Created only when missing, so a changed password, a disable or a role change survive restarts;
 * ADMIN_PASSWORD_RESET=true is the explicit way back in.
 */
export async function bootstrapAdmin(
  staff: StaffRepository,
  options: AdminBootstrapOptions,
): Promise<AdminBootstrap | undefined> {
  const existing = await staff.findUserByEmail(options.email);
  if (existing && !options.reset) {
    options.logger.info('admin account present; its password is kept');
    return { email: options.email, kept: true };
  }
  let password = options.password;
  let generatedPassword: string | undefined;
  if (!password && options.embedded) {
    password = generatePassword();
    generatedPassword = password;
  }
  if (!password) {
    if ((await staff.countUsers()) === 0)
      options.logger.warn('no staff users exist; set ADMIN_EMAIL and ADMIN_PASSWORD to create the admin');
    else if (options.reset) options.logger.warn('ADMIN_PASSWORD_RESET needs ADMIN_PASSWORD');
    return undefined;
  }
  const passwordHash = await hashPassword(password, options.passwordParams);
  if (existing) {
    await staff.updateUser(
      existing.id,
      { passwordHash, active: true, role: 'admin', mustChangePassword: false },
      {
        audit: (tx) =>
          options.audit.record(
            tx,
            SYSTEM,
            'staff.password-reset',
            { type: 'staff', id: existing.id, label: existing.email },
            { reason: { from: null, to: 'ADMIN_PASSWORD_RESET' } },
          ),
      },
    );
    options.logger.warn('admin password reset by ADMIN_PASSWORD_RESET; remove the setting so the next start keeps it');
  } else {
    await staff.createUser(
      { email: options.email, name: options.name, role: 'admin', passwordHash, mustChangePassword: false },
      (tx) =>
        options.audit.record(
          tx,
          SYSTEM,
          'staff.invited',
          { type: 'staff', id: null, label: options.email },
          { role: { from: null, to: 'admin' } },
        ),
    );
    options.logger.info('admin account created');
  }
  return { email: options.email, generatedPassword, kept: false };
}
