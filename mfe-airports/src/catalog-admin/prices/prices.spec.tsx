import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { CATALOG_MESSAGES } from '@vip/contracts/schemas';
import { renderCatalogAdmin, tableRows } from '../../testing/render-catalog-admin';

const CAPTION = 'Price versions of VIP Meet & Greet - Arrival, the latest start first';

describe('prices of a service', () => {
  it('lists every version, newest start first, with who made it and when, and marks the one in force', async () => {
    renderCatalogAdmin('/admin/catalog/services/11');
    const rows = await tableRows(CAPTION);
    expect(rows.map((r) => [r[0], r[1]])).toEqual([
      ['1 January 2030In force', '$395.00'],
      ['1 January 2000Past', '$350.00'],
    ]);
    expect(rows[0]![3]).toMatch(/^Catalog import, 1 Dec 2029/);
    expect(screen.getByText('Today at the airport is 1 June 2030.', { exact: false })).toBeInTheDocument();
  });

  it('schedules a new price from a date, listed first with who made it; the date picker refuses the past', async () => {
    const { fake, user } = renderCatalogAdmin('/admin/catalog/services/11');
    await tableRows(CAPTION);
    const date = screen.getByLabelText('Takes effect on');
    expect(date).toHaveAttribute('type', 'date');
    expect(date).toHaveAttribute('min', '2030-06-01');

    fireEvent.change(date, { target: { value: '2030-05-31' } });
    await user.type(screen.getByLabelText('Base price (US$)'), '410');
    await user.click(screen.getByRole('button', { name: 'Schedule price' }));
    expect(await screen.findByText(CATALOG_MESSAGES.effectiveFromPast)).toBeInTheDocument();
    expect(fake.catalogCalls().some((c) => c.method === 'POST')).toBe(false);

    fireEvent.change(date, { target: { value: '2030-07-01' } });
    await user.click(screen.getByRole('button', { name: 'Schedule price' }));
    expect(await screen.findByText('$410.00 from 1 July 2030 is scheduled')).toBeInTheDocument();
    expect(fake.catalogCalls().find((c) => c.method === 'POST')).toMatchObject({
      path: '/api/admin/catalog/services/11/prices',
      body: { effectiveFrom: '2030-07-01', basePrice: 410 },
    });
    const rows = await tableRows(CAPTION);
    expect(rows[0]!.slice(0, 2)).toEqual(['1 July 2030Scheduled', '$410.00']);
    expect(rows[0]![2]).toContain('Adult $100.00');
    expect(rows[0]![3]).toMatch(/^Cara Catalog, /);
    expect(rows[1]![0]).toBe('1 January 2030In force');
  });

  it('says the server’s words when it refuses the date (midnight passed at the airport since the screen loaded)', async () => {
    const { fake, user } = renderCatalogAdmin('/admin/catalog/services/11');
    await tableRows(CAPTION);
    fireEvent.change(screen.getByLabelText('Takes effect on'), { target: { value: '2030-06-01' } });
    await user.type(screen.getByLabelText('Base price (US$)'), '410');
    fake.nextDay();
    await user.click(screen.getByRole('button', { name: 'Schedule price' }));
    const alert = (await screen.findByText('Could not schedule the price')).closest('[role=alert]')!;
    expect(alert).toHaveTextContent(CATALOG_MESSAGES.effectiveFromPast);
    expect(await tableRows(CAPTION)).toHaveLength(2);
  });

  it('cancels a version not yet started, after saying what it does; one that started has no Cancel', async () => {
    const { fake, user } = renderCatalogAdmin('/admin/catalog/services/11');
    await tableRows(CAPTION);
    fireEvent.change(screen.getByLabelText('Takes effect on'), { target: { value: '2030-09-01' } });
    await user.type(screen.getByLabelText('Base price (US$)'), '450');
    await user.click(screen.getByRole('button', { name: 'Schedule price' }));
    await screen.findByText('$450.00 from 1 September 2030 is scheduled');

    const table = screen.getByRole('table', { name: CAPTION });
    expect(within(table).getAllByRole('button', { name: /^Cancel the price from/ })).toHaveLength(1);
    await user.click(within(table).getByRole('button', { name: 'Cancel the price from 1 September 2030' }));
    const confirm = screen.getByRole('dialog', { name: 'Cancel the price from 1 September 2030?' });
    expect(confirm).toHaveTextContent('$450.00 will not take effect on 1 September 2030.');
    await user.click(within(confirm).getByRole('button', { name: 'Cancel this price' }));
    expect(await screen.findByText('The price from 1 September 2030 is cancelled')).toBeInTheDocument();
    const cancel = fake.catalogCalls().find((c) => c.path.endsWith('/cancel'))!;
    expect(cancel.path).toMatch(/^\/api\/admin\/catalog\/services\/11\/prices\/\d+\/cancel$/);
    await waitFor(async () => expect((await tableRows(CAPTION))[0]![0]).toBe('1 September 2030Cancelled'));
    expect((await tableRows(CAPTION))[0]![4]).toMatch(/^Cara Catalog, /);
    expect(within(table).queryAllByRole('button', { name: /^Cancel the price from/ })).toHaveLength(0);
  });
});
