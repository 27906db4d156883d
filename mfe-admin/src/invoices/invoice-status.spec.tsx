import { INVOICE_STATUSES } from '@vip/contracts/schemas';
import { invoiceStatusView, isOverdue } from './invoice-status';

describe('invoice status labels', () => {
  it('has a label of its own for every status Square reports', () => {
    for (const status of INVOICE_STATUSES) expect(invoiceStatusView(status).label).not.toBe(status);
  });

  it('reads a published or marked-as-sent invoice awaiting payment as Sent', () => {
    expect(invoiceStatusView('UNPAID')).toEqual({ label: 'Sent', tone: 'blue' });
  });

  it("maps the spec's lower-case statuses and shows an unknown one as it came", () => {
    expect(invoiceStatusView('sent')).toEqual({ label: 'Sent', tone: 'blue' });
    expect(invoiceStatusView('overdue')).toEqual({ label: 'Overdue', tone: 'red' });
    expect(invoiceStatusView('canceled').label).toBe('Canceled');
    expect(invoiceStatusView('COMPLETED')).toEqual({ label: 'Completed', tone: 'green' });
    expect(invoiceStatusView('ON_HOLD')).toEqual({ label: 'ON_HOLD', tone: 'grey' });
  });

  it('counts an invoice overdue only while money is awaited after the due date', () => {
    expect(isOverdue('UNPAID', '2030-06-01', '2030-06-02')).toBe(true);
    expect(isOverdue('UNPAID', '2030-06-02', '2030-06-02')).toBe(false);
    expect(isOverdue('PAID', '2030-06-01', '2030-06-02')).toBe(false);
    expect(isOverdue('DRAFT', '2030-06-01', '2030-06-02')).toBe(false);
    expect(isOverdue('UNPAID', null, '2030-06-02')).toBe(false);
  });
});
