import { render, screen, within } from '@testing-library/react';
import { pick, renderCatalogAdmin, tableRows } from '../../testing/render-catalog-admin';
import { AuditDiff } from './audit-diff';

describe('audit log', () => {
  it('lists who changed what, newest first, filtered by the kind of record and its id', async () => {
    const { fake, user } = renderCatalogAdmin('/admin/catalog/airports/LHR');
    const city = await screen.findByLabelText('City');
    await user.clear(city);
    await user.type(city, 'Hounslow');
    await user.click(screen.getByRole('button', { name: 'Save airport' }));
    await screen.findByText('LHR saved');
    const fee = screen.getByLabelText('Porter fee for Standard VIP Meet & Greet in US dollars');
    await user.clear(fee);
    await user.type(fee, '180');
    await user.click(screen.getByRole('button', { name: 'Save the porter fee for Standard VIP Meet & Greet' }));
    await screen.findByText('Porter fee for Standard VIP Meet & Greet is now $180.00');

    await user.click(screen.getByRole('link', { name: 'Audit log' }));
    const rows = await tableRows('Catalog changes, newest first');
    expect(rows.map((r) => [r[1], r[2], r[3]])).toEqual([
      ['Cara Catalog', 'porter-fee.updated', 'Porter fee LHR/standard'],
      ['Cara Catalog', 'airport.updated', 'Airport LHR'],
    ]);
    const table = screen.getByRole('table', { name: 'Catalog changes, newest first' });
    const cityChange = within(table).getByText('City').closest('div')!;
    expect(cityChange).toHaveTextContent('Citywas London → , now Hounslow');
    expect(within(cityChange).getByText('London', { exact: false }).tagName).toBe('DEL');

    await pick(user, 'Record', 'Airport');
    expect((await tableRows('Catalog changes, newest first')).map((r) => r[2])).toEqual(['airport.updated']);
    expect(fake.catalogCalls().at(-1)!.path).toBe('/api/admin/catalog/audit?entityType=airport&page=1&pageSize=50');
    await pick(user, 'Record', 'All records');
    await user.type(screen.getByLabelText('Id or code'), 'LHR/standard');
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    expect(fake.catalogCalls().at(-1)!.path).toBe(
      '/api/admin/catalog/audit?entityId=LHR%2Fstandard&page=1&pageSize=50',
    );
    expect((await tableRows('Catalog changes, newest first')).map((r) => r[2])).toEqual(['porter-fee.updated']);
  });

  it('reads a change aloud as it looks: what was, what is now, what was set', () => {
    render(
      <AuditDiff
        entry={{
          before: { basePrice: 395, isPopular: true, tags: ['Arrival'] },
          after: { basePrice: 410, isPopular: false, tags: [], effectiveFrom: '2030-07-01' },
        }}
      />,
    );
    const terms = screen.getAllByRole('term').map((t) => t.textContent);
    expect(terms).toEqual(['Base price', 'Is popular', 'Tags', 'Effective from']);
    const values = screen.getAllByRole('definition').map((d) => d.textContent);
    expect(values).toEqual([
      'was 395 → , now 410',
      'was yes → , now no',
      'was Arrival → , now none',
      'set to 2030-07-01',
    ]);
  });
});
