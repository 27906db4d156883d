import { type CaseStatusChangedV1 } from '@vip/contracts/events';
import { type AdminStatus } from '@vip/contracts/vocabulary';
import { changeOf, toldAtRequest, type Told } from './webhook-changes';

const moved = (adminStatus: AdminStatus) => ({
  type: 'case.status-changed' as const,
  payload: { adminStatus } as CaseStatusChangedV1,
});
const requested: Told = { status: 'requested', paid: false };

describe('what a partner is told of a change', () => {
  it('tells booking.confirmed when the booking becomes confirmed, once', () => {
    expect(changeOf(moved('confirmation_sent'), requested)).toMatchObject({
      type: 'booking.confirmed',
      told: { status: 'confirmed', paid: false },
      changed: null,
    });
    expect(changeOf(moved('confirmation_sent_vendor_needed'), { status: 'confirmed', paid: false })).toBeNull();
  });

  it('tells nothing of columns the partner sees as one status, nor of a move back', () => {
    for (const status of ['inquiry_responded', 'pending_supplier_availability', 'change_requested'] as const)
      expect(changeOf(moved(status), requested)).toBeNull();
    expect(changeOf(moved('change_requested'), { status: 'confirmed', paid: false })).toBeNull();
    expect(changeOf(moved('confirmation_sent'), { status: 'completed', paid: true })).toBeNull();
  });

  it('tells the completion as booking.updated with the status changed', () => {
    expect(changeOf(moved('service_completed'), { status: 'confirmed', paid: true })).toMatchObject({
      type: 'booking.updated',
      told: { status: 'completed', paid: true },
      changed: ['status'],
    });
  });

  it('tells a cancellation and a payment once each, and nothing moves a cancelled booking on', () => {
    const cancelled = {
      type: 'booking.cancelled' as const,
      payload: { cancelledAt: '2030-06-18T10:00:00.000Z', chargeCents: 30250 } as never,
    };
    expect(changeOf(cancelled, requested)).toMatchObject({
      type: 'booking.cancelled',
      cancellation: { cancelledAt: '2030-06-18T10:00:00.000Z', charge: 302.5 },
    });
    expect(changeOf(cancelled, { status: 'cancelled', paid: false })).toBeNull();
    expect(changeOf(moved('confirmation_sent'), { status: 'cancelled', paid: false })).toBeNull();
    const paid = { type: 'invoice.paid' as const, payload: {} as never };
    expect(changeOf(paid, requested)).toMatchObject({ type: 'booking.paid', told: { paid: true } });
    expect(changeOf(paid, { status: 'confirmed', paid: true })).toBeNull();
  });

  it("starts from the booking's status at request time", () => {
    expect(toldAtRequest('pending_payment')).toEqual({ status: 'requested', paid: false });
    expect(toldAtRequest('confirmed')).toEqual({ status: 'confirmed', paid: false });
    expect(toldAtRequest('paid')).toEqual({ status: 'confirmed', paid: true });
  });
});
