import { randomUUID } from 'node:crypto';
import type { TrackingWebhookTest } from '@vip/contracts/schemas';
import type { ReservationRecord } from './tracking.records';
import { TrackingWebhookError, type TrackingWebhook } from './tracking.webhook';

/** Marked as a test, with no real traveller's data. */
export function sampleReservation(at: Date): ReservationRecord {
  return {
    kind: 'reservation',
    reservationNumber: `WW-TEST-${at.getTime()}`,
    bookingReference: 'TEST-RESERVATION',
    airportCode: 'LHR',
    clientName: 'Test Reservation (sent from /test-webhook)',
    serviceLevel: 'standard',
    serviceDate: at.toISOString().slice(0, 10),
    serviceTime: '14:00',
    airline: 'BA',
    flightNumber: 'BA117',
    totalCost: 0,
    porterSelected: false,
    cogs: 0,
    agencyName: '',
    advisorName: '',
    travelAdvisor: false,
    adults: 1,
    children: 0,
    saleAmount: 0,
    commissionDue: 0,
    profit: 0,
  };
}

export async function testTrackingWebhook(
  webhook: { hook: TrackingWebhook; host: string } | null,
  now: Date,
): Promise<TrackingWebhookTest> {
  const testedAt = now.toISOString();
  if (!webhook) {
    return {
      ok: false,
      message: 'No tracking web hook is configured (TRACKING_WEBHOOK_URL): searches and reservations are not forwarded',
      host: null,
      sample: null,
      testedAt,
    };
  }
  const sample = sampleReservation(now);
  try {
    await webhook.hook.post(sample, randomUUID());
    return {
      ok: true,
      message: `The web hook at ${webhook.host} accepted the sample reservation`,
      host: webhook.host,
      sample: { ...sample },
      testedAt,
    };
  } catch (error) {
    const why = error instanceof TrackingWebhookError ? error.message : 'the web hook could not be reached';
    return {
      ok: false,
      message: `The sample reservation was not accepted: ${why}`,
      host: webhook.host,
      sample: { ...sample },
      testedAt,
    };
  }
}
