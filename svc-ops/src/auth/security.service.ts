import type { RegistrationResponseJSON } from '@simplewebauthn/server';
import type { AuthenticatorSetup, StaffSecurity, StaffSessionInfo, StaffSessionMethod } from '@vip/contracts/schemas';
import type { StaffAuditLog } from '../audit/staff-audit.service';
import { opsErrors } from '../errors';
import type { CurrentStaff } from './auth.service';
import { newAuthenticatorSetup, stepOfCode } from './authenticator-app';
import type { PasskeyCeremonies } from './passkeys';
import { newRecoveryCodes, recoveryCodeHash } from './recovery-codes';
import type { FactorChange, SecondFactorRepository } from './second-factor.repository';
import type { StaffRepository } from './staff.repository';

const subjectOf = (user: { id: string; email: string }) => ({ type: 'staff' as const, id: user.id, label: user.email });

export function sessionInfoOf(
  row: { publicId: string; device: string; network: string; method: string; createdAt: Date; lastSeenAt: Date },
  current: string | null,
): StaffSessionInfo {
  return {
    id: row.publicId,
    device: row.device,
    place: row.network,
    method: row.method as StaffSessionMethod,
    createdAt: row.createdAt.toISOString(),
    lastSeenAt: row.lastSeenAt.toISOString(),
    current: row.publicId === current,
  };
}

/**
 * A signed-in person's own second factors and sessions. Any change of a factor ends their other sessions (whoever
 * else was signed in must sign in again with what is now set up) and is in the staff audit log.
 */
export class SecurityService {
  constructor(
    private readonly staff: StaffRepository,
    private readonly factors: SecondFactorRepository,
    private readonly passkeys: PasskeyCeremonies,
    private readonly audit: StaffAuditLog,
    private readonly settings: { required: boolean; issuer: string },
    private readonly now: () => Date,
  ) {}

  async summary(me: CurrentStaff): Promise<StaffSecurity> {
    const factors = await this.factors.factorsOf(me.user.id);
    return {
      passkeys: factors.passkeys.map((p) => ({
        id: p.id,
        name: p.name,
        createdAt: p.createdAt.toISOString(),
        lastUsedAt: p.lastUsedAt?.toISOString() ?? null,
        backedUp: p.backedUp,
      })),
      authenticatorApp: factors.app ? { addedAt: factors.app.confirmedAt.toISOString() } : null,
      recoveryCodes: factors.recoveryCodes,
      secondFactorRequired: this.settings.required,
    };
  }

  async passkeyOptions(me: CurrentStaff) {
    const { passkeys } = await this.factors.factorsOf(me.user.id);
    return this.passkeys.registrationOptions(me.tokenHash, me.user, passkeys);
  }

  async addPasskey(me: CurrentStaff, name: string, response: RegistrationResponseJSON): Promise<StaffSecurity> {
    const passkey = await this.passkeys.verifyRegistration(me.tokenHash, me.user.id, response, name);
    await this.factors.addPasskey(
      passkey,
      this.change(me, 'staff.passkey-added', { passkey: { from: null, to: name } }),
    );
    return this.summary(me);
  }

  async renamePasskey(me: CurrentStaff, id: string, name: string): Promise<StaffSecurity> {
    if (!(await this.factors.renamePasskey(me.user.id, id, name))) throw passkeyNotFound();
    return this.summary(me);
  }

  async removePasskey(me: CurrentStaff, id: string): Promise<StaffSecurity> {
    const factors = await this.factors.factorsOf(me.user.id);
    const passkey = factors.passkeys.find((p) => p.id === id);
    if (!passkey) throw passkeyNotFound();
    this.keepOne(factors.passkeys.length - 1 + (factors.app ? 1 : 0));
    await this.factors.removePasskey(
      me.user.id,
      id,
      this.change(me, 'staff.passkey-removed', { passkey: { from: passkey.name, to: null } }),
    );
    return this.summary(me);
  }

  async startAuthenticator(me: CurrentStaff): Promise<AuthenticatorSetup> {
    const setup = await newAuthenticatorSetup(this.settings.issuer, me.user.email);
    await this.factors.startApp(me.user.id, setup.secret, this.now());
    return setup;
  }

  /** The new app replaces one set up before, once a code from it checks out. */
  async confirmAuthenticator(me: CurrentStaff, code: string): Promise<StaffSecurity> {
    const { pendingApp, app } = await this.factors.factorsOf(me.user.id);
    if (!pendingApp)
      throw opsErrors.create('AUTHENTICATOR_NOT_STARTED', 'Start setting up the authenticator app first');
    const step = stepOfCode(pendingApp.secret, code, this.now());
    if (step === null)
      throw opsErrors.create('AUTHENTICATOR_CODE_WRONG', 'This code is not right', {
        fieldErrors: { code: ['This code is not right. Check the time on your phone and try the newest code.'] },
        formErrors: [],
      });
    const confirmed = await this.factors.confirmApp(
      me.user.id,
      pendingApp.secret,
      step,
      this.now(),
      this.change(me, 'staff.authenticator-app-set', { authenticatorApp: { from: app ? 'set' : null, to: 'set' } }),
    );
    if (!confirmed) throw opsErrors.create('AUTHENTICATOR_NOT_STARTED', 'Start setting up the authenticator app first');
    return this.summary(me);
  }

  async removeAuthenticator(me: CurrentStaff): Promise<StaffSecurity> {
    const factors = await this.factors.factorsOf(me.user.id);
    if (!factors.app) throw opsErrors.create('AUTHENTICATOR_NOT_FOUND', 'No authenticator app is set up');
    this.keepOne(factors.passkeys.length);
    await this.factors.removeApp(
      me.user.id,
      this.change(me, 'staff.authenticator-app-removed', { authenticatorApp: { from: 'set', to: null } }),
    );
    return this.summary(me);
  }

  /** Ten new codes, answered once; the old ones stop working. */
  async renewRecoveryCodes(me: CurrentStaff): Promise<string[]> {
    const codes = newRecoveryCodes();
    await this.factors.replaceRecoveryCodes(
      me.user.id,
      codes.map(recoveryCodeHash),
      this.now(),
      this.change(me, 'staff.recovery-codes-renewed', {}),
    );
    return codes;
  }

  async sessions(me: CurrentStaff): Promise<StaffSessionInfo[]> {
    return (await this.staff.listSessions(me.user.id, this.now())).map((s) => sessionInfoOf(s, me.sessionId));
  }

  async endSession(me: CurrentStaff, id: string): Promise<void> {
    if (id === me.sessionId)
      throw opsErrors.create('CURRENT_SESSION', 'This is the session you are using: sign out to end it');
    if ((await this.staff.endSessions(me.user.id, { publicIds: [id] })) === 0)
      throw opsErrors.create('SESSION_NOT_FOUND', 'This session has ended already');
  }

  async endOtherSessions(me: CurrentStaff): Promise<number> {
    return this.staff.endSessions(me.user.id, { keep: me.tokenHash });
  }

  private change(
    me: CurrentStaff,
    action: string,
    changes: Record<string, { from: unknown; to: unknown }>,
  ): FactorChange {
    return {
      keepSession: me.tokenHash,
      audit: (tx) => this.audit.record(tx, me.user, action, subjectOf(me.user), changes),
    };
  }

  private keepOne(remaining: number): void {
    if (this.settings.required && remaining < 1)
      throw opsErrors.create(
        'LAST_SECOND_FACTOR',
        'Keep at least one passkey or authenticator app: add another before you remove this one',
      );
  }
}

const passkeyNotFound = () => opsErrors.create('PASSKEY_NOT_FOUND', 'Passkey not found');
