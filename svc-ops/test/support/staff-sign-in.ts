// Signing in as staff through both steps, as the back office does: the password, then the person's passkey (a
// software authenticator made at their first sign-in, when svc-ops asks them to set one up).
import request from 'supertest';
import type { Server } from 'node:http';
import {
  staffEnrolledSchema,
  staffSessionSchema,
  staffSignInAnswerSchema,
  type StaffPendingSignIn,
  type StaffSession,
} from '@vip/contracts/schemas';
import { softAuthenticator, type SoftAuthenticator } from './soft-authenticator';

/** svc-ops' defaults outside production: passkeys for localhost on the gateway's port. */
export const TEST_WEBAUTHN = { origin: 'http://localhost:8080', rpId: 'localhost' } as const;

export interface StaffPerson {
  email: string;
  password: string;
  /** Made at the first sign-in; the same one signs in afterwards. */
  passkey?: SoftAuthenticator;
  recoveryCodes?: string[];
}

type App = Parameters<typeof request.agent>[0] | Server;
export type StaffAgent = ReturnType<typeof request.agent>;

/** The password step alone: the agent holds the pending cookie (or a session, where a password alone may sign in). */
export async function passwordStep(app: App, person: Pick<StaffPerson, 'email' | 'password'>, headers = {}) {
  const agent = request.agent(app as never);
  const res = await agent
    .post('/api/admin/session')
    .set(headers)
    .send({ email: person.email, password: person.password })
    .expect(200);
  return { agent, answer: staffSignInAnswerSchema.parse(res.body), cookie: cookieOf(res) };
}

/** Both steps, enrolling a passkey if svc-ops asks for one. */
export async function signInFully(
  app: App,
  person: StaffPerson,
  headers: Record<string, string> = {},
): Promise<{ agent: StaffAgent; session: StaffSession }> {
  const { agent, answer } = await passwordStep(app, person, headers);
  if (answer.status === 'signed-in') return { agent, session: staffSessionSchema.parse(answer) };
  return { agent, session: await secondStep(agent, person, answer.pending, headers) };
}

export async function secondStep(
  agent: StaffAgent,
  person: StaffPerson,
  pending: StaffPendingSignIn,
  headers: Record<string, string> = {},
): Promise<StaffSession> {
  const csrf = { ...headers, 'X-CSRF-Token': pending.csrfToken };
  if (pending.purpose === 'enrol') {
    const options = (await agent.post('/api/admin/second-factor/enrolment/passkey/options').set(csrf).expect(200)).body;
    person.passkey = softAuthenticator(TEST_WEBAUTHN);
    const res = await agent
      .post('/api/admin/second-factor/enrolment/passkey')
      .set(csrf)
      .send({ name: 'Test key', response: person.passkey.register(options) })
      .expect(200);
    const enrolled = staffEnrolledSchema.parse(res.body);
    person.recoveryCodes = enrolled.recoveryCodes;
    return enrolled;
  }
  if (!person.passkey) throw new Error(`${person.email} has a second factor this test does not hold`);
  const options = (await agent.post('/api/admin/second-factor/passkey/options').set(csrf).expect(200)).body;
  const res = await agent
    .post('/api/admin/second-factor/passkey')
    .set(csrf)
    .send({ response: person.passkey.authenticate(options) })
    .expect(200);
  return staffSessionSchema.parse(res.body);
}

/** The `name=value` of the cookie the answer set (the session's or the pending sign-in's). */
export function cookieOf(res: { headers: Record<string, unknown> }): string {
  const set = ([] as string[]).concat((res.headers['set-cookie'] as string[] | undefined) ?? []);
  return set.map((c) => c.split(';')[0]!).find((c) => !c.endsWith('=')) ?? '';
}
