import { overdueBefore, parseStatusTargets, statusClockOf } from './status-clock';

describe('status targets and the card clock', () => {
  it('defaults to 2 h for a new inquiry and 24 h for pending supplier availability; the setting overrides them', () => {
    const defaults = parseStatusTargets(undefined);
    expect(defaults.inquiry_received).toBe(2);
    expect(defaults.pending_supplier_availability).toBe(24);
    expect(defaults.service_completed).toBeNull();
    const set = parseStatusTargets('inquiry_received=1.5, service_completed=72,change_requested=none');
    expect(set.inquiry_received).toBe(1.5);
    expect(set.service_completed).toBe(72);
    expect(set.change_requested).toBeNull();
    expect(set.pending_supplier_availability).toBe(24);
  });

  it('refuses an unknown status or a target that is not hours', () => {
    expect(() => parseStatusTargets('inquiry=2')).toThrow('unknown status "inquiry"');
    expect(() => parseStatusTargets('inquiry_received=0')).toThrow('between 0 and 720');
    expect(() => parseStatusTargets('inquiry_received=soon')).toThrow('between 0 and 720');
  });

  it('is overdue only past the target, never without one or once cancelled', () => {
    const targets = parseStatusTargets(undefined);
    const since = new Date('2030-01-01T10:00:00Z');
    const at = (iso: string) => new Date(iso);
    const c = { adminStatus: 'inquiry_received' as const, statusChangedAt: since, cancelledAt: null };
    expect(statusClockOf(c, targets, at('2030-01-01T12:00:00Z')).statusOverdue).toBe(false);
    expect(statusClockOf(c, targets, at('2030-01-01T12:00:01Z'))).toEqual({
      statusSince: '2030-01-01T10:00:00.000Z',
      statusTargetHours: 2,
      statusOverdue: true,
    });
    expect(statusClockOf({ ...c, cancelledAt: since }, targets, at('2030-02-01T00:00:00Z')).statusOverdue).toBe(false);
    expect(
      statusClockOf({ ...c, adminStatus: 'confirmation_sent' }, targets, at('2030-02-01T00:00:00Z')).statusOverdue,
    ).toBe(false);
    const before = overdueBefore(targets, at('2030-01-02T10:00:00Z'));
    expect(before.inquiry_received).toEqual(at('2030-01-02T08:00:00Z'));
    expect(before.pending_supplier_availability).toEqual(at('2030-01-01T10:00:00Z'));
    expect(before.confirmation_sent).toBeUndefined();
  });
});
