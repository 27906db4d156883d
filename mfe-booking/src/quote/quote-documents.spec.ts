import { BRAND } from '@vip/contracts/brand';
import { withDiscounts } from '../cart/discount-rules';
import { fcoArrival, fcoDeparture } from '../cart/test-fixtures';
import {
  buildEmailQuoteHtml,
  buildSimplifiedQuoteHtml,
  escapeHtml,
  openQuoteWindow,
  QUOTE_NOTES,
} from './quote-documents';
import { formatQuoteDate, formatQuoteTime, formatWholeDollars } from './format';

const issuedAt = new Date('2030-06-01T12:00:00Z');
const items = withDiscounts([fcoArrival({ porterSelected: true }), fcoDeparture()], null);

describe('quote documents', () => {
  it('the e-mail quote has the brand, the table with a total row, the notes and the booking contact', () => {
    const html = buildEmailQuoteHtml({ items, issuedAt });
    expect(html).toContain(BRAND.productName);
    for (const heading of ['Service', 'Type', 'Details', 'Price'])
      expect(html).toMatch(new RegExp(`<th[^>]*>${heading}</th>`));
    expect(html).toContain('Arrival · Meet &amp; Assist');
    expect(html).toContain('June 10, 2030 at 2:00 PM');
    expect(html).toContain('Porter service included (+$150)');
    expect(html).toContain('<s style="color:#8c8c8c;">$545</s>');
    expect(html).toContain('$490.50');
    expect(html).toContain('10% off (multi-service discount)');
    expect(html).toMatch(/<strong>Total<\/strong>.*\$846<\/strong>/s);
    for (const note of QUOTE_NOTES) expect(html).toContain(escapeHtml(note));
    expect(QUOTE_NOTES.join(' ')).toMatch(/30 days.*48 hours.*50%.*24 hours/);
    expect(html).toContain(`mailto:${BRAND.supportEmail}`);
  });

  it('the simplified quote has the same table, print styles and the validity line', () => {
    const html = buildSimplifiedQuoteHtml({ items, issuedAt });
    for (const heading of ['Service', 'Type', 'Details', 'Price'])
      expect(html).toMatch(new RegExp(`<th[^>]*>${heading}</th>`));
    expect(html).toContain('@media print');
    expect(html).toMatch(/Total<\/td><td class="price">\$846</);
    expect(html).toContain(`Prices are valid for 30 days. To book, contact ${BRAND.supportEmail}.`);
  });

  it('puts the estimate in the traveller’s currency under the total of both documents, and nothing in dollars', () => {
    const estimate = '≈ €504.63 · Estimate. You are charged in US dollars.';
    for (const build of [buildEmailQuoteHtml, buildSimplifiedQuoteHtml]) {
      const html = build({ items, issuedAt, estimate });
      expect(html).toContain(estimate);
      expect(html.indexOf(estimate)).toBeGreaterThan(html.lastIndexOf('Total'));
      expect(build({ items, issuedAt })).not.toContain('≈');
    }
  });

  it('escapes every piece of cart text', () => {
    const evil = withDiscounts(
      [
        fcoArrival({
          name: '<img src=x onerror=alert(1)>',
          airport: { code: 'FCO', name: 'A & "B"' },
          flight: "<b>'1'</b>",
        }),
      ],
      null,
    );
    for (const html of [buildEmailQuoteHtml({ items: evil }), buildSimplifiedQuoteHtml({ items: evil })]) {
      expect(html).not.toContain('<img');
      expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
      expect(html).toContain('A &amp; &quot;B&quot;');
      expect(html).toContain('&lt;b&gt;&#39;1&#39;&lt;/b&gt;');
    }
  });

  it('openQuoteWindow writes the document into an 800×800 window', () => {
    const doc = { open: jest.fn(), write: jest.fn(), close: jest.fn() };
    const open = jest.spyOn(window, 'open').mockReturnValue({ document: doc } as unknown as Window);
    openQuoteWindow('<p>hi</p>');
    expect(open).toHaveBeenCalledWith('', '_blank', 'width=800,height=800');
    expect(doc.write).toHaveBeenCalledWith('<p>hi</p>');
    expect(doc.close).toHaveBeenCalled();
    open.mockRestore();
  });

  it('openQuoteWindow throws the pop-up message when the browser blocks it', () => {
    const open = jest.spyOn(window, 'open').mockReturnValue(null);
    expect(() => openQuoteWindow('<p>hi</p>')).toThrow(
      'Could not open new window. Please check your popup blocker settings.',
    );
    open.mockRestore();
  });
});

describe('formatting', () => {
  it('shows whole dollars en-US', () => {
    expect(formatWholeDollars(1090)).toBe('$1,090');
    expect(formatWholeDollars(490.5)).toBe('$491');
  });

  it('formats dates en-US long, missing and unparseable ones as the spec says', () => {
    expect(formatQuoteDate('2030-01-05')).toBe('January 5, 2030');
    expect(formatQuoteDate('')).toBe('Date not specified');
    expect(formatQuoteDate('next Tuesday')).toBe('next Tuesday');
  });

  it('formats times in 12-hour form', () => {
    expect(formatQuoteTime('00:15')).toBe('12:15 AM');
    expect(formatQuoteTime('12:00')).toBe('12:00 PM');
    expect(formatQuoteTime('23:59')).toBe('11:59 PM');
    expect(formatQuoteTime(undefined)).toBe('Time not specified');
  });
});
