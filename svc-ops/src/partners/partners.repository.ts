import { randomUUID } from 'node:crypto';
import type { Partner } from '@vip/contracts/schemas';
import type { Prisma } from '../generated/prisma/client.ts';
import type { OpsPrisma, OpsTx } from '../prisma';

type Db = OpsPrisma | OpsTx;

const WHOLE = {
  terms: { orderBy: [{ effectiveFrom: 'asc' as const }, { createdAt: 'asc' as const }] },
  keys: { orderBy: [{ createdAt: 'asc' as const }, { id: 'asc' as const }] },
  webhook: true,
} as const satisfies Prisma.PartnerInclude;

export type PartnerRecord = Prisma.PartnerGetPayload<{ include: typeof WHOLE }>;
export type PartnerKeyRecord = PartnerRecord['keys'][number];
export type PartnerTermsRecord = PartnerRecord['terms'][number];
export type PartnerWebhookRecord = NonNullable<PartnerRecord['webhook']>;

export interface PartnerData {
  companyName: string;
  contacts: Partner['contacts'];
  billingEmail: string;
  sandbox: boolean;
  active: boolean;
  notes: string | null;
}

export interface KeyData {
  name: string;
  prefix: string;
  keyHash: string;
  mode: string;
  rateLimitPerMinute: number;
  replacesKeyId: string | null;
  createdAt: Date;
}

export interface WebhookData {
  url: string;
  enabled: boolean;
  secret: string;
  secretCreatedAt: Date;
  previousSecret: string | null;
  previousSecretExpiresAt: Date | null;
}

const LIST_LIMIT = 500;
/** Advisory lock serialising partner creates and renames, as company names are unique. */
const PARTNER_NAMES_LOCK = 7_202_633;

export class PartnersRepository {
  constructor(private readonly prisma: OpsPrisma) {}

  list(filter: { q?: string; active?: boolean }) {
    const q = filter.q?.trim();
    return this.prisma.partner.findMany({
      where: {
        ...(filter.active === undefined ? {} : { active: filter.active }),
        ...(q
          ? {
              OR: [
                { companyName: { contains: q, mode: 'insensitive' } },
                { billingEmail: { contains: q, mode: 'insensitive' } },
              ],
            }
          : {}),
      },
      include: WHOLE,
      orderBy: [{ companyName: 'asc' }, { id: 'asc' }],
      take: LIST_LIMIT,
    });
  }

  /** One query after another: in a transaction they share one connection. */
  async find(id: string, db: Db = this.prisma): Promise<PartnerRecord | null> {
    const partner = await db.partner.findUnique({ where: { id } });
    if (!partner) return null;
    const terms = await db.partnerTerms.findMany({ where: { partnerId: id }, orderBy: WHOLE.terms.orderBy });
    const keys = await db.partnerApiKey.findMany({ where: { partnerId: id }, orderBy: WHOLE.keys.orderBy });
    const webhook = await db.partnerWebhookEndpoint.findUnique({ where: { partnerId: id } });
    return { ...partner, terms, keys, webhook };
  }

  /** Every change of a partner, its terms, keys or web hook holds this lock, so they apply one after another. */
  async lock(tx: OpsTx, id: string): Promise<PartnerRecord | null> {
    await tx.$executeRaw`SELECT 1 FROM partners WHERE id = ${id}::uuid FOR UPDATE`;
    return this.find(id, tx);
  }

  async lockNames(tx: OpsTx): Promise<void> {
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(${PARTNER_NAMES_LOCK}::bigint)`;
  }

  findByName(db: Db, companyName: string) {
    return db.partner.findFirst({
      where: { companyName: { equals: companyName, mode: 'insensitive' } },
      orderBy: { createdAt: 'asc' },
    });
  }

  async create(tx: OpsTx, data: PartnerData): Promise<PartnerRecord> {
    const id = randomUUID();
    await tx.partner.create({ data: { id, ...data, contacts: data.contacts as unknown as Prisma.InputJsonValue } });
    return (await this.find(id, tx))!;
  }

  /** One version further: a terms change counts too, as partner.updated carries the terms. */
  async update(tx: OpsTx, id: string, data: Partial<PartnerData>): Promise<PartnerRecord> {
    const { contacts, ...rest } = data;
    await tx.partner.update({
      where: { id },
      data: {
        ...rest,
        ...(contacts ? { contacts: contacts as unknown as Prisma.InputJsonValue } : {}),
        version: { increment: 1 },
      },
    });
    return (await this.find(id, tx))!;
  }

  addTerms(
    tx: OpsTx,
    partnerId: string,
    terms: { kind: string; basisPoints: number; effectiveFrom: string; createdBy: string },
  ) {
    return tx.partnerTerms.create({ data: { id: randomUUID(), partnerId, ...terms } });
  }

  deleteTerms(tx: OpsTx, id: string) {
    return tx.partnerTerms.delete({ where: { id } });
  }

  createKey(tx: OpsTx, partnerId: string, data: KeyData) {
    return tx.partnerApiKey.create({ data: { id: randomUUID(), partnerId, ...data } });
  }

  updateKey(tx: OpsTx, id: string, data: { expiresAt?: Date; revokedAt?: Date }) {
    return tx.partnerApiKey.update({ where: { id }, data });
  }

  keyByHash(keyHash: string) {
    return this.prisma.partnerApiKey.findUnique({
      where: { keyHash },
      include: { partner: { select: { active: true } } },
    });
  }

  keyByPrefix(prefix: string) {
    return this.prisma.partnerApiKey.findUnique({ where: { prefix } });
  }

  allKeys() {
    return this.prisma.partnerApiKey.findMany({
      include: { partner: { select: { companyName: true } } },
      orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
    });
  }

  webhookOf(partnerId: string, tx?: OpsTx) {
    return (tx ?? this.prisma).partnerWebhookEndpoint.findUnique({ where: { partnerId } });
  }

  saveWebhook(tx: OpsTx, partnerId: string, data: WebhookData) {
    return tx.partnerWebhookEndpoint.upsert({
      where: { partnerId },
      create: { partnerId, ...data },
      update: data,
    });
  }

  updateWebhook(tx: OpsTx, partnerId: string, data: Partial<WebhookData>) {
    return tx.partnerWebhookEndpoint.update({ where: { partnerId }, data });
  }

  deleteWebhook(tx: OpsTx, partnerId: string) {
    return tx.partnerWebhookEndpoint.delete({ where: { partnerId } });
  }
}
