import { partnerStatementSchema } from '@vip/contracts/schemas';
import { buildStatement, monthName, statementFileName, statementHtml } from './partner-statement';
import type { StatementLine } from './partners.ports';

const line = (ref: string, overrides: Partial<StatementLine> = {}): StatementLine => ({
  referenceCode: ref,
  partnerReference: null,
  requestedAt: '2030-05-03T10:15:00.000Z',
  serviceDate: '2030-06-20',
  serviceName: 'VIP Meet & Greet - Arrival',
  airportCode: 'FCO',
  travellerName: 'Grace Hopper',
  status: 'confirmed',
  totalCents: 10001,
  commissionCents: 1250,
  netPriceCents: 8751,
  cancellationChargeCents: null,
  ...overrides,
});

const partner = { id: '7d0c5a4e-1111-4222-8333-444455556666', companyName: 'Acme <Travel>', billingEmail: '' };

describe('a partner statement', () => {
  it('sums in cents the bookings not cancelled, and what cancelled ones still cost', () => {
    const statement = buildStatement(partner, '2030-05', [
      line('VIP-00001-FCO'),
      line('VIP-00002-FCO', { totalCents: 20002, commissionCents: 2501, netPriceCents: 17501, status: 'completed' }),
      line('VIP-00003-FCO', { status: 'cancelled', cancellationChargeCents: 5000 }),
      line('VIP-00004-FCO', { status: 'cancelled', cancellationChargeCents: 0 }),
    ]);
    expect(partnerStatementSchema.parse(statement)).toEqual(statement);
    expect(statement.totals).toEqual({
      bookings: 2,
      total: 300.03,
      commission: 37.51,
      netPrice: 262.52,
      cancellationCharges: 50,
    });
    expect(statement.lines[2]).toMatchObject({ total: 100.01, cancellationCharge: 50 });
  });

  it('names the month and a safe file name', () => {
    expect(monthName('2030-01')).toBe('January 2030');
    expect(monthName('2030-12')).toBe('December 2030');
    expect(statementFileName(buildStatement(partner, '2030-05', []), 'pdf')).toBe('statement-Acme-Travel-2030-05.pdf');
    expect(statementFileName(buildStatement({ ...partner, companyName: '東京' }, '2030-05', []), 'csv')).toBe(
      'statement-partner-2030-05.csv',
    );
  });

  it('escapes every value in the printed statement and says so when a month has no bookings', () => {
    const html = statementHtml(
      buildStatement(partner, '2030-05', [line('VIP-00001-FCO', { travellerName: '<img src=x onerror=alert(1)>' })]),
      new Date('2030-06-01T08:00:00Z'),
    );
    expect(html).toContain('Acme &lt;Travel&gt;');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).not.toContain('<img');
    expect(html).toContain('May 2030');
    expect(statementHtml(buildStatement(partner, '2030-04', []), new Date())).toContain(
      'No bookings were requested this month.',
    );
  });
});
