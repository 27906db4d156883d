import { screen, waitFor, within } from '@testing-library/react';
import { CATALOG_MESSAGES } from '@vip/contracts/schemas';
import { airportRow } from '../../testing/fake-catalog-admin';
import { dialog, location, pick, renderCatalogAdmin, tableRows } from '../../testing/render-catalog-admin';
import { RETIRE_EXPLAINED } from './airport-page';

describe('airports', () => {
  it('searches, filters by region and status, and pages through 50 at a time', async () => {
    const { fake, user } = renderCatalogAdmin('/admin/catalog/airports');
    for (let i = 0; i < 60; i++) {
      const code = `Q${String.fromCharCode(65 + Math.floor(i / 26))}${String.fromCharCode(65 + (i % 26))}`;
      fake.airports.push(airportRow(code, { id: 1000 + i, region: 'Asia Pacific', city: 'Qingdao' }));
    }
    expect(await tableRows('Airports: 63 found')).toHaveLength(50);
    await user.click(screen.getByRole('listitem', { name: '2' }));
    expect(await tableRows('Airports: 63 found')).toHaveLength(13);
    expect(location()).toBe('/admin/catalog/airports?page=2');

    await user.type(screen.getByLabelText('Search by code, name or city'), 'london');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect((await tableRows('Airports: 1 found')).map((r) => r.slice(0, 3))).toEqual([
      ['LHR', 'London Heathrow Airport', 'London'],
    ]);
    expect(location()).toBe('/admin/catalog/airports?q=london');

    await user.clear(screen.getByLabelText('Search by code, name or city'));
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await pick(user, 'Region', 'Americas');
    expect((await tableRows('Airports: 1 found'))[0]).toContain('JFK');
    await pick(user, 'Status', 'Active');
    expect(await screen.findByRole('table', { name: 'Airports: 0 found' })).toBeInTheDocument();
    await pick(user, 'Region', 'All regions');
    await pick(user, 'Status', 'Retired');
    const rows = await tableRows('Airports: 1 found');
    expect(rows[0]![0]).toBe('JFK');
    expect(rows[0]).toContain('Retired');
    expect(fake.catalogCalls().at(-1)!.path).toBe('/api/admin/catalog/airports?status=retired&page=1&pageSize=50');
  });

  it('edits an airport’s names, city, region and time zone, sending only what changed with its version', async () => {
    const { fake, user } = renderCatalogAdmin('/admin/catalog/airports');
    await user.click(await screen.findByRole('link', { name: 'LHR, London Heathrow Airport' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'London Heathrow Airport (LHR)' })).toHaveFocus();
    const name = screen.getByLabelText('Airport name');
    await user.clear(name);
    await user.type(name, 'London Heathrow');
    await user.clear(screen.getByLabelText('City'));
    await user.type(screen.getByLabelText('City'), 'Hounslow');
    await pick(user, 'Region', 'Other');
    await user.click(screen.getByRole('combobox', { name: 'Time zone' }));
    await user.type(screen.getByRole('combobox', { name: 'Time zone' }), 'Dublin');
    await user.click(await screen.findByTitle('Europe/Dublin'));
    await user.click(screen.getByRole('button', { name: 'Save airport' }));

    expect(await screen.findByText('LHR saved')).toBeInTheDocument();
    const patch = fake.catalogCalls().find((c) => c.method === 'PATCH')!;
    expect(patch.path).toBe('/api/admin/catalog/airports/LHR');
    expect(patch.body).toEqual({
      version: 1,
      name: 'London Heathrow',
      city: 'Hounslow',
      region: 'Other',
      timeZone: 'Europe/Dublin',
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'London Heathrow (LHR)' })).toBeInTheDocument();
    expect(fake.audit[0]).toMatchObject({
      action: 'airport.updated',
      before: { city: 'London' },
      after: { city: 'Hounslow' },
    });
  });

  it('says the contracts’ words for a wrong country code, and that nothing changed', async () => {
    const { fake, user } = renderCatalogAdmin('/admin/catalog/airports/LHR');
    await screen.findByRole('heading', { level: 2, name: 'London Heathrow Airport (LHR)' });
    await user.click(screen.getByRole('button', { name: 'Save airport' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(CATALOG_MESSAGES.nothingToChange);
    await user.clear(screen.getByLabelText('Country code (ISO 3166)'));
    await user.type(screen.getByLabelText('Country code (ISO 3166)'), 'G1');
    await user.click(screen.getByRole('button', { name: 'Save airport' }));
    expect(await screen.findByText(CATALOG_MESSAGES.countryCode)).toBeInTheDocument();
    expect(fake.catalogCalls().some((c) => c.method === 'PATCH')).toBe(false);
  });

  it('retires an airport after a confirmation saying what retiring does, and activates it again', async () => {
    const { fake, user } = renderCatalogAdmin('/admin/catalog/airports/FCO');
    const retire = await screen.findByRole('button', { name: 'Retire airport' });
    await user.click(retire);
    const confirm = screen.getByRole('dialog', { name: 'Retire Rome Fiumicino Airport (FCO)?' });
    expect(confirm).toHaveTextContent(RETIRE_EXPLAINED);
    expect(confirm).toHaveTextContent('Bookings already made are untouched.');
    // Focus goes into the dialog, and back to the button when it closes.
    await waitFor(() => expect(confirm.contains(document.activeElement)).toBe(true));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(retire).toHaveFocus());
    expect(fake.catalogCalls().some((c) => c.method === 'PATCH')).toBe(false);

    await user.click(retire);
    await user.click(within(dialog()).getByRole('button', { name: 'Retire' }));
    expect(await screen.findByText('FCO is retired')).toBeInTheDocument();
    expect(fake.catalogCalls().find((c) => c.method === 'PATCH')!.body).toEqual({ version: 1, active: false });
    expect(screen.getByText('This airport is retired.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Activate airport' }));
    await user.click(within(dialog()).getByRole('button', { name: 'Activate' }));
    expect(await screen.findByText('FCO is open again')).toBeInTheDocument();
    expect(
      fake
        .catalogCalls()
        .filter((c) => c.method === 'PATCH')
        .at(-1)!.body,
    ).toEqual({ version: 2, active: true });
  });

  it('says someone else changed the airport (409) and reloads it with their change on request', async () => {
    const { fake, user } = renderCatalogAdmin('/admin/catalog/airports/LHR');
    const city = await screen.findByLabelText('City');
    fake.touchAirport('LHR', { city: 'Longford' });
    await user.clear(city);
    await user.type(city, 'Hounslow');
    await user.click(screen.getByRole('button', { name: 'Save airport' }));
    expect(await screen.findByText(CATALOG_MESSAGES.changed)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(screen.getByLabelText('City')).toHaveValue('Longford'));
    expect(screen.queryByText(CATALOG_MESSAGES.changed)).toBeNull();
    await user.clear(screen.getByLabelText('City'));
    await user.type(screen.getByLabelText('City'), 'Hounslow');
    await user.click(screen.getByRole('button', { name: 'Save airport' }));
    expect(await screen.findByText('LHR saved')).toBeInTheDocument();
    expect(
      fake
        .catalogCalls()
        .filter((c) => c.method === 'PATCH')
        .at(-1)!.body,
    ).toEqual({ version: 2, city: 'Hounslow' });
  });

  it('sets a porter fee per level', async () => {
    const { fake, user } = renderCatalogAdmin('/admin/catalog/airports/LHR');
    const rows = await tableRows('Porter fees at LHR, per service level');
    expect(rows.map((r) => r[0])).toEqual([
      'Standard VIP Meet & Greet',
      'VIP Lounge Access',
      'VIP Tarmac Transfer',
      'Private VIP Suite',
    ]);
    const fee = screen.getByLabelText('Porter fee for Standard VIP Meet & Greet in US dollars');
    await user.clear(fee);
    await user.type(fee, '175.5');
    await user.click(screen.getByRole('button', { name: 'Save the porter fee for Standard VIP Meet & Greet' }));
    expect(await screen.findByText('Porter fee for Standard VIP Meet & Greet is now $175.50')).toBeInTheDocument();
    const put = fake.catalogCalls().find((c) => c.method === 'PUT')!;
    expect(put.path).toBe('/api/admin/catalog/airports/LHR/porter-fees/standard');
    expect(put.body).toEqual({ version: 1, fee: 175.5 });
  });

  it('adds an airport, retired until it is opened', async () => {
    const { fake, user } = renderCatalogAdmin('/admin/catalog/airports');
    await user.click(await screen.findByRole('button', { name: 'Add an airport' }));
    const form = dialog();
    await user.type(within(form).getByLabelText('IATA code'), 'bcn');
    await user.type(within(form).getByLabelText('Airport name'), 'Barcelona El Prat');
    await user.type(within(form).getByLabelText('City'), 'Barcelona');
    await user.type(within(form).getByLabelText('Country'), 'Spain');
    await user.type(within(form).getByLabelText('Country code (ISO 3166)'), 'es');
    await pick(user, 'Region', 'Europe', form);
    await user.click(within(form).getByRole('combobox', { name: 'Time zone' }));
    await user.type(within(form).getByRole('combobox', { name: 'Time zone' }), 'Madrid');
    await user.click(await screen.findByTitle('Europe/Madrid'));
    await user.click(within(form).getByRole('button', { name: 'Add airport' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Barcelona El Prat (BCN)' })).toBeInTheDocument();
    expect(location()).toBe('/admin/catalog/airports/BCN');
    expect(fake.catalogCalls().find((c) => c.method === 'POST')!.body).toMatchObject({
      code: 'BCN',
      countryCode: 'ES',
      timeZone: 'Europe/Madrid',
      active: false,
      icao: null,
    });
    expect(screen.getByText('This airport is retired.')).toBeInTheDocument();
  });
});
