// Provider states for mfe-admin-partners' pact (the back office's partner screens), used by
// pact-provider.int-spec.ts. Each state makes Acme Travel anew through the API (an earlier interaction may have
// changed it) and answers the ids the consumer's paths take.
import request from 'supertest';
import type { OpsService } from '../../src/server';

export interface PartnerPactContext {
  service: () => OpsService;
  signIn: () => Promise<{ cookie: string; csrfToken: string }>;
}

export function partnerPactStates(ctx: PartnerPactContext) {
  const prisma = () => ctx.service().prisma;

  async function call(method: 'post' | 'patch' | 'put', path: string, body: object, status: number) {
    const { cookie, csrfToken } = await ctx.signIn();
    const res = await request(ctx.service().app.callback())
      [method](path)
      .set('Cookie', cookie)
      .set('X-CSRF-Token', csrfToken)
      .send(body);
    if (res.status !== status) throw new Error(`${method} ${path} answered ${res.status}: ${res.text}`);
    return res.body as { id: string; version: number; terms: { id: string }[] };
  }

  const forget = (companyName: string) =>
    prisma().partner.deleteMany({ where: { companyName: { equals: companyName, mode: 'insensitive' } } });

  /** Version 1, sandbox, one contact without a phone, no notes, terms, keys or web hook. */
  async function acme() {
    await forget('Acme Travel');
    return call(
      'post',
      '/api/admin/partners',
      {
        companyName: 'Acme Travel',
        contacts: [{ name: 'Paula Partner', email: 'paula@acme.example', role: 'Operations' }],
        billingEmail: 'billing@acme.example',
      },
      201,
    );
  }

  return {
    'partner Acme Travel exists': async () => ({ id: (await acme()).id }),
    'no partner named Orbit Concierge exists': async () => {
      await forget('Orbit Concierge');
      return undefined;
    },
    'partner Acme Travel was changed by another admin since version 1': async () => {
      const { id } = await acme();
      await call('patch', `/api/admin/partners/${id}`, { version: 1, notes: 'Changed by a colleague' }, 200);
      return { id };
    },
    'partner Acme Travel has terms from 2099-01-01': async () => {
      const { id } = await acme();
      const withTerms = await call(
        'post',
        `/api/admin/partners/${id}/terms`,
        { kind: 'commission', percent: 10, effectiveFrom: '2099-01-01' },
        201,
      );
      return { id, termsId: withTerms.terms[0]!.id };
    },
    'partner Acme Travel has an active sandbox key': async () => {
      const { id } = await acme();
      const key = await call('post', `/api/admin/partners/${id}/keys`, { name: 'Booking engine' }, 201);
      return { id, keyId: key.id };
    },
    'partner Acme Travel has a web hook': async () => {
      const { id } = await acme();
      await call('put', `/api/admin/partners/${id}/webhook`, { url: 'https://acme.example/hooks' }, 201);
      return { id };
    },
  };
}
