import { screen, waitFor } from '@testing-library/react';
import axe from 'axe-core';
import { renderCatalogAdmin, tableRows } from '../testing/render-catalog-admin';

// Names, labels, roles, table captions and ARIA on every screen, for a catalog user and an agent. Colour contrast
// needs a browser's layout: the e2e run checks it in Chromium; this DOM has none.
async function violations(): Promise<string[]> {
  const result = await axe.run(document.body, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
    rules: { 'color-contrast': { enabled: false } },
  });
  return result.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join('; ')})`);
}

const SCREENS: Array<[string, () => Promise<unknown>]> = [
  ['/admin/catalog/airports', () => tableRows('Airports: 3 found')],
  ['/admin/catalog/airports/LHR', () => tableRows('Porter fees at LHR, per service level')],
  ['/admin/catalog/services', () => tableRows('Services: 2 found')],
  ['/admin/catalog/services/new', () => screen.findByRole('button', { name: 'Add service' })],
  ['/admin/catalog/services/11', () => tableRows(/^Price versions of/)],
  ['/admin/catalog/promo-codes', () => tableRows('Promo codes: 1')],
  ['/admin/catalog/audit', () => screen.findByRole('table', { name: 'Catalog changes, newest first' })],
  ['/admin/catalog/csv', () => screen.findByRole('button', { name: 'Download the catalog (CSV)' })],
];

describe('the catalog screens for keyboard and screen-reader users', () => {
  it.each(SCREENS)('%s has no WCAG A/AA fault axe finds without layout (catalog user)', async (path, ready) => {
    renderCatalogAdmin(path);
    await ready();
    await waitFor(() => expect(document.querySelector('[aria-busy="true"]')).toBeNull());
    expect(await violations()).toEqual([]);
  });

  it.each(SCREENS.filter(([p]) => !p.endsWith('/new')))(
    '%s has no WCAG A/AA fault axe finds without layout (agent, read only)',
    async (path, ready) => {
      renderCatalogAdmin(path, { role: 'agent' });
      await ready();
      await waitFor(() => expect(document.querySelector('[aria-busy="true"]')).toBeNull());
      expect(await violations()).toEqual([]);
    },
  );

  it('opens dialogs with the focus inside and names them; the promo code form labels every field', async () => {
    const { user } = renderCatalogAdmin('/admin/catalog/promo-codes');
    await user.click(await screen.findByRole('button', { name: 'New promo code' }));
    const dialog = screen.getByRole('dialog', { name: 'New promo code' });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    expect(await violations()).toEqual([]);
  });
});
