import { screen, waitFor, within } from '@testing-library/react';
import { CATALOG_CSV_HEADER, CATALOG_IMPORT_MAX_BYTES, CATALOG_MESSAGES } from '@vip/contracts/schemas';
import { renderCatalogAdmin, tableRows } from '../../testing/render-catalog-admin';

const csv = (text: string, name = 'prices.csv') => new File([text], name, { type: 'text/csv' });

const GOOD = 'serviceId,effectiveFrom,basePrice\n11,2030-01-01,395\n11,2030-08-01,420\n12,2000-01-01,700\n';
const BAD = 'serviceId,effectiveFrom,basePrice\n11,2030-08-01,420\n11,2030-02-30,4.999\n99,2030-09-01,100\n';

describe('CSV', () => {
  afterEach(() => jest.restoreAllMocks());

  it('downloads the whole catalog as CSV with the server’s file name', async () => {
    const { fake, user } = renderCatalogAdmin('/admin/catalog/csv');
    const created: Blob[] = [];
    URL.createObjectURL = jest.fn((blob: Blob) => {
      created.push(blob);
      return 'blob:catalog';
    });
    URL.revokeObjectURL = jest.fn();
    const clicked: HTMLAnchorElement[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    await user.click(await screen.findByRole('button', { name: 'Download the catalog (CSV)' }));
    expect(await screen.findByText('catalog-2030-06-01.csv downloaded')).toBeInTheDocument();
    expect(clicked[0]!.download).toBe('catalog-2030-06-01.csv');
    expect(clicked[0]!.href).toBe('blob:catalog');
    const text = await new Response(created[0]).text();
    expect(text.split('\n')[0]).toBe(CATALOG_CSV_HEADER.join(','));
    expect(fake.catalogCalls().at(-1)).toMatchObject({ method: 'GET', path: '/api/admin/catalog/export.csv' });
  });

  it('checks a file with a dry run (added, changed, retired, unchanged, nothing written), then applies it all', async () => {
    const { fake, user } = renderCatalogAdmin('/admin/catalog/csv');
    const apply = await screen.findByRole('button', { name: 'Apply' });
    expect(apply).toBeDisabled();
    await user.upload(screen.getByLabelText('CSV file'), csv(GOOD));
    expect(apply).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Check the file (dry run)' }));

    expect(
      await screen.findByText('Dry run: no errors. Nothing has changed yet: Apply imports it.'),
    ).toBeInTheDocument();
    const dryRun = fake.catalogCalls().at(-1)!;
    expect(dryRun).toMatchObject({ method: 'POST', path: '/api/admin/catalog/import?dryRun=true', body: GOOD });
    expect(dryRun.headers['Content-Type']).toBe('text/csv');
    const counts = screen.getByText('Rows read').closest('table')!;
    expect(
      within(counts)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['3', '1', '1', '0', '1']);
    expect(await tableRows('By kind of row')).toEqual([['Price versions', '1', '1', '0', '1']]);
    expect(await tableRows('Changes, row by row')).toEqual([
      ['3', 'Price versions', 'Added', '11@2030-08-01', ''],
      ['4', 'Price versions', 'Changed', '12@2000-01-01', 'basePrice'],
    ]);
    expect(fake.prices).toHaveLength(3);

    await user.click(apply);
    expect(await screen.findByText('Imported: every row was written.')).toBeInTheDocument();
    expect(fake.catalogCalls().at(-1)).toMatchObject({ method: 'POST', path: '/api/admin/catalog/import', body: GOOD });
    expect(fake.prices).toHaveLength(4);
    expect(screen.getByRole('button', { name: 'Apply' })).toBeDisabled();
  });

  it('lists a dry run’s row errors by row and column, and offers no Apply until the file is fixed', async () => {
    const { fake, user } = renderCatalogAdmin('/admin/catalog/csv');
    await user.upload(await screen.findByLabelText('CSV file'), csv(BAD));
    await user.click(screen.getByRole('button', { name: 'Check the file (dry run)' }));
    expect(
      await screen.findByText('Dry run: 3 errors. Fix the file and check it again; nothing was imported.'),
    ).toBeInTheDocument();
    expect(await tableRows('Rows with errors: 3')).toEqual([
      ['3', 'effectiveFrom', 'Date does not exist'],
      ['3', 'basePrice', 'Must be an amount in US dollars, such as 395 or 395.50'],
      ['4', 'serviceId', 'No such service'],
    ]);
    expect(screen.getByRole('button', { name: 'Apply' })).toBeDisabled();
    expect(fake.catalogCalls().filter((c) => c.path === '/api/admin/catalog/import')).toHaveLength(0);
  });

  it('shows an apply the server refused (all or nothing) with its rows and columns', async () => {
    const { fake, user } = renderCatalogAdmin('/admin/catalog/csv');
    await user.upload(await screen.findByLabelText('CSV file'), csv(GOOD));
    await user.click(screen.getByRole('button', { name: 'Check the file (dry run)' }));
    await screen.findByText('Dry run: no errors. Nothing has changed yet: Apply imports it.');
    // Between the dry run and Apply, someone removed service 12.
    fake.services.splice(1, 1);
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    const alert = (await screen.findByText('Nothing was imported')).closest('[role=alert]')!;
    expect(alert).toHaveTextContent(CATALOG_MESSAGES.csvInvalid);
    expect(await tableRows('Rows with errors: 1')).toEqual([['4', 'serviceId', 'No such service']]);
    expect(fake.prices).toHaveLength(3);
  });

  it('refuses a file over 10 MB before sending it', async () => {
    const { fake, user } = renderCatalogAdmin('/admin/catalog/csv');
    const big = new File([new Uint8Array(CATALOG_IMPORT_MAX_BYTES + 1)], 'huge.csv', { type: 'text/csv' });
    await user.upload(await screen.findByLabelText('CSV file'), big);
    expect(await screen.findByRole('alert')).toHaveTextContent(CATALOG_MESSAGES.csvTooLarge);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Check the file (dry run)' })).toBeDisabled());
    expect(fake.catalogCalls().filter((c) => c.method === 'POST')).toHaveLength(0);
  });
});
