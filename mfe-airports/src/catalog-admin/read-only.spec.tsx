import { screen, within } from '@testing-library/react';
import { renderCatalogAdmin, tableRows } from '../testing/render-catalog-admin';

const READ_ONLY = 'Your role can look at the catalog but not change it; the catalog team makes changes.';

describe('an operations agent (catalog.view only)', () => {
  it('sees every airport, its details and porter fees, with no control that changes them', async () => {
    const { user } = renderCatalogAdmin('/admin/catalog/airports', { role: 'agent' });
    expect(await tableRows('Airports: 3 found')).toHaveLength(3);
    expect(screen.getByText(READ_ONLY)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add an airport' })).toBeNull();

    await user.click(screen.getByRole('link', { name: 'LHR, London Heathrow Airport' }));
    await screen.findByRole('heading', { level: 2, name: 'London Heathrow Airport (LHR)' });
    expect(screen.getByText('Europe/London')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.queryByRole('button', { name: /Save|Retire|Activate/ })).toBeNull();
    expect((await tableRows('Porter fees at LHR, per service level'))[0]).toEqual([
      'Standard VIP Meet & Greet',
      '$150.00',
      expect.stringMatching(/^1 Jun 2030/),
    ]);
    expect(screen.queryByRole('spinbutton')).toBeNull();
  });

  it('sees a service, its image and every price version, with nothing to edit, upload, schedule or cancel', async () => {
    renderCatalogAdmin('/admin/catalog/services/11', { role: 'agent' });
    await screen.findByRole('heading', { level: 2, name: 'VIP Meet & Greet - Arrival' });
    expect(screen.getByText('London VIP Partners')).toBeInTheDocument();
    expect(screen.getByText('Meet at the gate, Fast-track immigration')).toBeInTheDocument();
    expect(await tableRows(/^Price versions of/)).toHaveLength(2);
    expect(screen.queryByRole('button', { name: /Save|Upload|Schedule|Cancel/ })).toBeNull();
    expect(screen.queryByLabelText(/Choose a new image/)).toBeNull();
    expect(screen.queryByLabelText('Takes effect on')).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('sees the services, promo codes and the export, and no way to add, edit or import', async () => {
    const { user } = renderCatalogAdmin('/admin/catalog/services', { role: 'agent' });
    await tableRows('Services: 2 found');
    expect(screen.queryByRole('button', { name: 'Add a service' })).toBeNull();
    const nav = screen.getByRole('navigation', { name: 'Catalog' });
    await user.click(within(nav).getByRole('link', { name: 'Promo codes' }));
    expect(await tableRows('Promo codes: 1')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: /New promo code|Edit/ })).toBeNull();
    await user.click(within(nav).getByRole('link', { name: 'CSV' }));
    expect(await screen.findByRole('button', { name: 'Download the catalog (CSV)' })).toBeInTheDocument();
    expect(screen.queryByLabelText('CSV file')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Apply' })).toBeNull();
  });

  it('is told so on the new-service address; and svc-catalog refuses an agent’s change anyway (403)', async () => {
    const { fake, user } = renderCatalogAdmin('/admin/catalog/services/new', { role: 'agent' });
    expect(await screen.findByText('Your role can look at services but not add them.')).toBeInTheDocument();
    await screen.findByRole('navigation', { name: 'Catalog' });
    // The screens ask for no token before a call; the agent's first read gets one.
    await user.click(screen.getByRole('link', { name: 'Airports' }));
    await tableRows('Airports: 3 found');
    const refused = await fetch('/api/admin/catalog/airports/LHR', {
      method: 'PATCH',
      headers: { Authorization: 'Bearer staff-token-1', 'Content-Type': 'application/json' },
      body: JSON.stringify({ version: 1, city: 'Hounslow' }),
    });
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('PERMISSION_DENIED');
    expect(fake.airports[0]!.city).toBe('London');
  });
});
