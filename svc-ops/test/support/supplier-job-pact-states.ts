// Provider states for mfe-booking-supplier-job's pact (the supplier's job page), used by pact-provider.int-spec.ts.
// Each state opens a new booking (FCO, 2030-06-20 at 14:00 Rome time), assigns a supplier and sends its greeter
// request through the real API; the job link is read from that message, as the supplier would, and given back as
// `token` for the interaction's path.
import request from 'supertest';
import type { OpsService } from '../../src/server';
import { OPALINE, vip } from './supplier-pact-states';
import type { SupplierSeatsStandIn } from './supplier-seats-stand-in';

export interface SupplierJobPactContext {
  /** svc-booking's allotments, where the seats states publish the link's supplier's seats. */
  seats: SupplierSeatsStandIn;
  service: () => OpsService;
  caseFor: (reference: string) => Promise<{ id: string }>;
  signIn: () => Promise<{ cookie: string; csrfToken: string }>;
}

/** The suppliers' pact's FCO supplier, as that pact's states write it. */
const OPALINE_ROW = vip(OPALINE, 'Opaline Rome Hosts', 'FCO', true);

const LINK = /\/supplier-jobs\/([A-Za-z0-9_-]{43})/;

export function supplierJobPactStates(ctx: SupplierJobPactContext) {
  let next = 57000;
  const app = () => request(ctx.service().app.callback());

  async function staff(method: 'put' | 'post', path: string, body: object, status: number) {
    const { cookie, csrfToken } = await ctx.signIn();
    await app()[method](path).set('Cookie', cookie).set('X-CSRF-Token', csrfToken).send(body).expect(status);
  }

  /** A new booking, its supplier assigned and asked for the greeter: the link in that e-mail. */
  async function linkSent(): Promise<string> {
    const prisma = ctx.service().prisma;
    await prisma.supplier.upsert({ where: { id: OPALINE }, create: OPALINE_ROW, update: OPALINE_ROW });
    const { id } = await ctx.caseFor(`VIP-${next++}-FCO`);
    await staff('put', `/api/admin/bookings/${id}/supplier`, { kind: 'vip', supplierId: OPALINE }, 200);
    await staff(
      'post',
      `/api/admin/bookings/${id}/communications`,
      {
        purpose: 'greeter_request',
        email: { subject: 'Greeter request', message: 'Please send the greeter name and phone.' },
      },
      201,
    );
    const sent = await prisma.communication.findFirst({
      where: { caseId: id, purpose: 'greeter_request' },
      orderBy: { createdAt: 'desc' },
    });
    const token = LINK.exec(sent?.body ?? '')?.[1];
    if (!token) throw new Error(`The greeter request of ${id} carried no job link`);
    return token;
  }

  /** The link's supplier's seats at FCO, published before the interaction, `seatsTaken` of them booked. */
  async function seatsPublished(seatsTaken: number) {
    const token = await linkSent();
    const seats = { airportCode: 'FCO', serviceId: 11, date: '2030-06-20', fromTime: '06:00', toTime: '09:00' };
    const { id } = ctx.seats.seed(OPALINE, { ...seats, seats: 3, seatsTaken });
    return { token, allotmentId: id };
  }

  return {
    "a job link's supplier published 3 seats for service 11 at FCO on 2030-06-20 from 06:00 to 09:00, 2 of them booked":
      () => seatsPublished(2),
    "a job link's supplier published 3 seats for service 11 at FCO on 2030-06-20 from 06:00 to 09:00, none booked":
      () => seatsPublished(0),
    'a new booking at FCO on 2030-06-20 at 14:00 has a supplier whose greeter request carried a job link':
      async () => ({
        token: await linkSent(),
      }),
    "a new booking's supplier at FCO, for 2030-06-20 at 14:00, accepted the job through its link": async () => {
      const token = await linkSent();
      await app().post(`/api/supplier-jobs/${token}/answers`).send({ accept: true }).expect(200);
      return { token };
    },
  };
}
