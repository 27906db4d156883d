import { randomUUID } from 'node:crypto';
import type { OpsPrisma } from '../prisma';
import type { InTransaction } from './staff.repository';

export interface NewPendingSignIn {
  tokenHash: string;
  userId: string;
  csrfToken: string;
  purpose: 'verify' | 'enrol';
  device: string;
  network: string;
  createdAt: Date;
  expiresAt: Date;
}

export interface NewPasskey {
  userId: string;
  credentialId: string;
  publicKey: Uint8Array;
  counter: number;
  transports: string[];
  deviceType: string;
  backedUp: boolean;
  name: string;
  createdAt: Date;
}

/** What a change of one's factors may do in its transaction: end the other sessions, write the audit entry. */
export interface FactorChange {
  /** The session to keep (the one making the change); every other session of the person ends. */
  keepSession?: string;
  audit?: InTransaction;
}

/** Passkeys, authenticator apps, recovery codes, WebAuthn challenges and half-done sign-ins. */
export class SecondFactorRepository {
  constructor(private readonly prisma: OpsPrisma) {}

  // Pending sign-ins

  async createPending({ tokenHash, ...data }: NewPendingSignIn): Promise<void> {
    await this.prisma.$transaction([
      this.prisma.staffPendingSignIn.create({ data: { id: tokenHash, ...data } }),
      this.prisma.staffPendingSignIn.deleteMany({ where: { expiresAt: { lt: data.createdAt } } }),
    ]);
  }

  findPending(tokenHash: string) {
    return this.prisma.staffPendingSignIn.findUnique({ where: { id: tokenHash }, include: { user: true } });
  }

  deletePending(tokenHash: string) {
    return this.prisma.staffPendingSignIn.deleteMany({ where: { id: tokenHash } });
  }

  /** Answers the failures so far, or null when the state is gone (ended by another request). */
  async countPendingFailure(tokenHash: string): Promise<number | null> {
    const rows = await this.prisma.$queryRaw<{ failures: number }[]>`
      UPDATE staff_pending_sign_ins SET failures = failures + 1 WHERE id = ${tokenHash} RETURNING failures`;
    return rows[0]?.failures ?? null;
  }

  // What a person has set up

  async factorsOf(userId: string) {
    const [passkeys, app, codes] = await Promise.all([
      this.prisma.staffPasskey.findMany({ where: { userId }, orderBy: { createdAt: 'asc' } }),
      this.prisma.staffAuthenticatorApp.findUnique({ where: { userId } }),
      this.prisma.staffRecoveryCode.findMany({ where: { userId }, select: { usedAt: true } }),
    ]);
    return {
      passkeys,
      app: app?.secret && app.confirmedAt ? { ...app, secret: app.secret, confirmedAt: app.confirmedAt } : null,
      pendingApp: app?.pendingSecret ? { secret: app.pendingSecret, since: app.pendingSince } : null,
      recoveryCodes: { total: codes.length, remaining: codes.filter((c) => c.usedAt === null).length },
    };
  }

  /** Per person: which factors are set up (the staff list). */
  async enrolledFactors(): Promise<Map<string, ('passkey' | 'totp')[]>> {
    const [passkeys, apps] = await Promise.all([
      this.prisma.staffPasskey.groupBy({ by: ['userId'] }),
      this.prisma.staffAuthenticatorApp.findMany({ where: { confirmedAt: { not: null } }, select: { userId: true } }),
    ]);
    const out = new Map<string, ('passkey' | 'totp')[]>();
    for (const { userId } of passkeys) out.set(userId, ['passkey']);
    for (const { userId } of apps) out.set(userId, [...(out.get(userId) ?? []), 'totp']);
    return out;
  }

  // Passkeys

  findPasskeyByCredentialId(credentialId: string) {
    return this.prisma.staffPasskey.findUnique({ where: { credentialId } });
  }

  async addPasskey(data: NewPasskey, change: FactorChange) {
    return this.prisma.$transaction(async (tx) => {
      const passkey = await tx.staffPasskey.create({
        data: { id: randomUUID(), ...data, publicKey: Buffer.from(data.publicKey), counter: BigInt(data.counter) },
      });
      await this.afterFactorChange(tx, data.userId, change);
      return passkey;
    });
  }

  /**
   * Moves the signature counter forward only from the value the check was made against, so two answers replayed at
   * once cannot both pass.
   */
  async usePasskey(id: string, fromCounter: bigint, toCounter: number, at: Date): Promise<boolean> {
    const { count } = await this.prisma.staffPasskey.updateMany({
      where: { id, counter: fromCounter },
      data: { counter: BigInt(toCounter), lastUsedAt: at },
    });
    return count === 1;
  }

  async renamePasskey(userId: string, id: string, name: string) {
    const { count } = await this.prisma.staffPasskey.updateMany({ where: { id, userId }, data: { name } });
    return count === 1;
  }

  async removePasskey(userId: string, id: string, change: FactorChange): Promise<boolean> {
    return this.prisma.$transaction(async (tx) => {
      const { count } = await tx.staffPasskey.deleteMany({ where: { id, userId } });
      if (count === 1) await this.afterFactorChange(tx, userId, change);
      return count === 1;
    });
  }

  // Authenticator apps

  async startApp(userId: string, secret: string, at: Date): Promise<void> {
    await this.prisma.staffAuthenticatorApp.upsert({
      where: { userId },
      create: { userId, pendingSecret: secret, pendingSince: at },
      update: { pendingSecret: secret, pendingSince: at },
    });
  }

  /** The pending secret becomes the person's app (replacing one they had), and the code's step is used up. */
  async confirmApp(userId: string, secret: string, step: number, at: Date, change: FactorChange): Promise<boolean> {
    return this.prisma.$transaction(async (tx) => {
      const { count } = await tx.staffAuthenticatorApp.updateMany({
        where: { userId, pendingSecret: secret },
        data: {
          secret,
          confirmedAt: at,
          lastUsedStep: BigInt(step),
          pendingSecret: null,
          pendingSince: null,
        },
      });
      if (count === 1) await this.afterFactorChange(tx, userId, change);
      return count === 1;
    });
  }

  /** A code is good once: only a step after the last one used moves it. */
  async useAppStep(userId: string, step: number): Promise<boolean> {
    const rows = await this.prisma.$executeRaw`
      UPDATE staff_authenticator_apps SET last_used_step = ${BigInt(step)}
      WHERE user_id = ${userId}::uuid AND secret IS NOT NULL
        AND (last_used_step IS NULL OR last_used_step < ${BigInt(step)})`;
    return rows === 1;
  }

  async removeApp(userId: string, change: FactorChange): Promise<boolean> {
    return this.prisma.$transaction(async (tx) => {
      const { count } = await tx.staffAuthenticatorApp.deleteMany({ where: { userId, secret: { not: null } } });
      if (count === 1) await this.afterFactorChange(tx, userId, change);
      return count === 1;
    });
  }

  // Recovery codes

  async replaceRecoveryCodes(userId: string, hashes: string[], at: Date, change: FactorChange): Promise<void> {
    await this.prisma.$transaction(async (tx) => {
      await tx.staffRecoveryCode.deleteMany({ where: { userId } });
      await tx.staffRecoveryCode.createMany({
        data: hashes.map((codeHash) => ({ id: randomUUID(), userId, codeHash, createdAt: at })),
      });
      await this.afterFactorChange(tx, userId, change);
    });
  }

  /** Each code once: the first request to mark it used wins. */
  async useRecoveryCode(userId: string, codeHash: string, at: Date, audit: InTransaction): Promise<boolean> {
    return this.prisma.$transaction(async (tx) => {
      const { count } = await tx.staffRecoveryCode.updateMany({
        where: { userId, codeHash, usedAt: null },
        data: { usedAt: at },
      });
      if (count === 1) await audit(tx);
      return count === 1;
    });
  }

  // Enrolment and reset

  /**
   * The first factor of a person who had none, with their recovery codes, in one transaction: a sign-in that dies
   * halfway leaves nothing set up, so the next sign-in enrols again. False when an app's pending secret changed
   * meanwhile (set up again in another tab).
   */
  async enrol(
    userId: string,
    factor: { kind: 'passkey'; passkey: NewPasskey } | { kind: 'totp'; secret: string; step: number },
    hashes: string[],
    at: Date,
    audit: InTransaction,
  ): Promise<boolean> {
    return this.prisma.$transaction(async (tx) => {
      if (factor.kind === 'passkey') {
        const { passkey } = factor;
        await tx.staffPasskey.create({
          data: {
            id: randomUUID(),
            ...passkey,
            publicKey: Buffer.from(passkey.publicKey),
            counter: BigInt(passkey.counter),
          },
        });
      } else {
        const { count } = await tx.staffAuthenticatorApp.updateMany({
          where: { userId, pendingSecret: factor.secret },
          data: {
            secret: factor.secret,
            confirmedAt: at,
            lastUsedStep: BigInt(factor.step),
            pendingSecret: null,
            pendingSince: null,
          },
        });
        if (count !== 1) return false;
      }
      await tx.staffRecoveryCode.deleteMany({ where: { userId } });
      await tx.staffRecoveryCode.createMany({
        data: hashes.map((codeHash) => ({ id: randomUUID(), userId, codeHash, createdAt: at })),
      });
      await audit(tx);
      return true;
    });
  }

  /** An admin's reset: every factor and code goes, every session and half-done sign-in ends. */
  async resetFactors(userId: string, audit: InTransaction): Promise<void> {
    await this.prisma.$transaction(async (tx) => {
      await tx.staffPasskey.deleteMany({ where: { userId } });
      await tx.staffAuthenticatorApp.deleteMany({ where: { userId } });
      await tx.staffRecoveryCode.deleteMany({ where: { userId } });
      await tx.staffWebauthnChallenge.deleteMany({ where: { userId } });
      await tx.staffSession.deleteMany({ where: { userId } });
      await tx.staffPendingSignIn.deleteMany({ where: { userId } });
      await audit(tx);
    });
  }

  // WebAuthn challenges

  async saveChallenge(
    ownerId: string,
    purpose: 'registration' | 'authentication',
    userId: string,
    challenge: string,
    expiresAt: Date,
    at: Date,
  ): Promise<void> {
    await this.prisma.$transaction([
      this.prisma.staffWebauthnChallenge.upsert({
        where: { ownerId_purpose: { ownerId, purpose } },
        create: { ownerId, purpose, userId, challenge, expiresAt },
        update: { userId, challenge, expiresAt },
      }),
      this.prisma.staffWebauthnChallenge.deleteMany({ where: { expiresAt: { lt: at } } }),
    ]);
  }

  /** Taken once: the first answer to a challenge consumes it, right or wrong. */
  async takeChallenge(ownerId: string, purpose: 'registration' | 'authentication') {
    const rows = await this.prisma.$queryRaw<{ challenge: string; user_id: string; expires_at: Date }[]>`
      DELETE FROM staff_webauthn_challenges WHERE owner_id = ${ownerId} AND purpose = ${purpose}
      RETURNING challenge, user_id, expires_at`;
    const row = rows[0];
    return row ? { challenge: row.challenge, userId: row.user_id, expiresAt: row.expires_at } : null;
  }

  private async afterFactorChange(tx: Parameters<InTransaction>[0], userId: string, change: FactorChange) {
    if (change.keepSession !== undefined)
      await tx.staffSession.deleteMany({ where: { userId, id: { not: change.keepSession } } });
    await change.audit?.(tx);
  }
}
