import { setCase } from './case-setup';
// Provider states for mfe-admin-communications' pact (the Communication Center, its dialogs and the PDF
// confirmations), used by pact-provider.int-spec.ts. svc-ops runs there without a mail server or SMS
// provider, so messages go to the dev outbox and are 'sent'; PDFs are rendered by Chromium (CHROMIUM_PATH).
// Each state opens a new booking, so one interaction's sends leave no trace on another's. The supplier and
// driver are written directly (assignment has its own pact and needs a seeded supplier), and so is the
// failed message: with the dev outbox nothing can fail through the API.
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import type { OpsService } from '../../src/server';
import { bookingRequested } from '../fixtures';

export interface CommunicationsPactContext {
  service: () => OpsService;
  /** Opens a case from a booking.requested event, as pact-provider.int-spec.ts does. */
  caseFor: (reference: string, event?: (ref: string) => ReturnType<typeof bookingRequested>) => Promise<{ id: string }>;
  signIn: () => Promise<{ cookie: string; csrfToken: string }>;
}

/** Booked by an assistant who has an e-mail and a phone, so both recipients can be chosen. */
const byAssistant = (reference: string) =>
  bookingRequested(reference, {
    bookerRole: 'executive-assistant',
    bookerName: 'Ada Lovelace',
    bookerPhone: '+44 20 7946 0000',
    bookerEmail: 'ada@example.com',
  });

const SUPPLIER = {
  assignedSupplierName: 'Roma VIP',
  assignedSupplierEmail: 'ops@romavip.example',
  assignedSupplierPhone: '+39 06 5555 0000',
};

export function communicationPactStates(ctx: CommunicationsPactContext) {
  let next = 58000;
  const set = (id: string, data: Record<string, unknown>) => setCase(ctx.service().prisma, id, data);
  /**
   * A new booking, out of the inquiry_received column: the board's pact expects that column's first page
   * to hold fresh meet-and-greet cards, and these are the newest cases, some with a supplier or a driver.
   */
  const freshCase = async () => {
    const { id } = await ctx.caseFor(`VIP-${next++}-FCO`, byAssistant);
    await set(id, { adminStatus: 'pending_supplier_availability' });
    return { id };
  };

  return {
    'a booking has an assigned supplier': async () => {
      const { id } = await freshCase();
      await set(id, SUPPLIER);
      return { id };
    },
    'a booking has no supplier and no greeter yet': async () => {
      const { id } = await freshCase();
      return { id };
    },
    'a chauffeur booking has its driver name and phone': async () => {
      const { id } = await freshCase();
      await set(id, {
        ...SUPPLIER,
        isChauffeur: true,
        transferDirection: 'pickup',
        pickupLocation: 'Terminal 3',
        dropoffLocation: 'Hotel Hassler',
        passengers: 2,
        vehicleType: 'sedan',
        driverName: 'Luca',
        driverPhone: '+39 333 123 4567',
      });
      return { id };
    },
    'a booking has an e-mail to its supplier that failed to send': async () => {
      const { id } = await freshCase();
      await set(id, SUPPLIER);
      // Its only message: the acknowledgements svc-ops wrote when the booking arrived are not part of this state.
      await ctx.service().prisma.communication.deleteMany({ where: { caseId: id, createdBy: 'System' } });
      const failed = await ctx.service().prisma.communication.create({
        data: {
          id: randomUUID(),
          caseId: id,
          channel: 'email',
          purpose: 'greeter_request',
          toAddresses: [SUPPLIER.assignedSupplierEmail],
          ccAddresses: ['concierge@vipairportservices.com'],
          subject: 'Greeter Information Request',
          body: 'Who meets our client?',
          transport: 'smtp',
          status: 'failed',
          error: 'SMTP EENVELOPE 550: Mailbox unavailable',
          attempts: 1,
          createdBy: 'Ops Lead',
        },
      });
      return { id, communicationId: failed.id };
    },
    'a booking has no PDF confirmation yet': async () => {
      const { id } = await freshCase();
      return { id };
    },
    'a booking has a generated PDF confirmation': async () => {
      const { id } = await freshCase();
      const { cookie, csrfToken } = await ctx.signIn();
      const res = await request(ctx.service().app.callback())
        .post(`/api/admin/bookings/${id}/generate-pdf`)
        .set('Cookie', cookie)
        .set('X-CSRF-Token', csrfToken);
      if (res.status !== 200) throw new Error(`generate-pdf answered ${res.status}: ${JSON.stringify(res.body)}`);
      return { id };
    },
  };
}
