import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { CATALOG_MESSAGES } from '@vip/contracts/schemas';
import { dialog, renderCatalogAdmin, tableRows } from '../../testing/render-catalog-admin';

const CAPTION = /^Promo codes: \d+$/;

describe('promo codes', () => {
  it('lists each code with its discounts per level, window, budget, uses so far and state', async () => {
    renderCatalogAdmin('/admin/catalog/promo-codes');
    const [flysm] = await tableRows(CAPTION);
    expect(flysm!.slice(0, 7)).toEqual([
      'FLYSM',
      'Summer offer',
      'Standard VIP Meet & Greet 10 %, VIP Lounge Access 15 %, Private VIP Suite 20 %',
      'Any time',
      '3 of 100',
      '1',
      'Active',
    ]);
  });

  it('creates a code with a discount per level, a window, a budget and a limit per e-mail', async () => {
    const { fake, user } = renderCatalogAdmin('/admin/catalog/promo-codes');
    const open = await screen.findByRole('button', { name: 'New promo code' });
    await user.click(open);
    const form = dialog();
    await waitFor(() => expect(form.contains(document.activeElement)).toBe(true));
    await user.type(within(form).getByLabelText('Code'), 'autumn30');
    await user.type(within(form).getByLabelText('Description (travellers see it)'), 'Autumn offer');
    await user.type(within(form).getByLabelText('Standard VIP Meet & Greet'), '10');
    await user.type(within(form).getByLabelText('Private VIP Suite'), '30');
    fireEvent.change(within(form).getByLabelText('From'), { target: { value: '2030-09-01T00:00' } });
    fireEvent.change(within(form).getByLabelText('Until'), { target: { value: '2030-11-30T23:59' } });
    await user.type(within(form).getByLabelText('Total budget (uses)'), '20');
    await user.type(within(form).getByLabelText('Uses per customer e-mail'), '1');
    await user.click(within(form).getByRole('button', { name: 'Create promo code' }));

    expect(await screen.findByText('Promo code AUTUMN30 created')).toBeInTheDocument();
    const post = fake.catalogCalls().find((c) => c.method === 'POST')!;
    expect(post.body).toEqual({
      code: 'AUTUMN30',
      description: 'Autumn offer',
      discounts: { standard: 10, suite: 30 },
      validFrom: new Date('2030-09-01T00:00').toISOString(),
      validUntil: new Date('2030-11-30T23:59').toISOString(),
      usageLimit: 20,
      perEmailLimit: 1,
      active: true,
    });
    const rows = await tableRows('Promo codes: 2');
    expect(rows[1]!.slice(0, 3)).toEqual([
      'AUTUMN30',
      'Autumn offer',
      'Standard VIP Meet & Greet 10 %, Private VIP Suite 30 %',
    ]);
    expect(rows[1]![4]).toBe('0 of 20');
    expect(rows[1]![6]).toBe('Not started');
    await waitFor(() => expect(open).toHaveFocus());
  });

  it('refuses a code without any discount, and a limit per e-mail above the budget, in the contracts’ words', async () => {
    const { user } = renderCatalogAdmin('/admin/catalog/promo-codes');
    await user.click(await screen.findByRole('button', { name: 'New promo code' }));
    const form = dialog();
    await user.type(within(form).getByLabelText('Code'), 'x');
    await user.click(within(form).getByRole('button', { name: 'Create promo code' }));
    expect(await within(form).findByText(CATALOG_MESSAGES.promoCode)).toBeInTheDocument();
    expect(within(form).getByText(CATALOG_MESSAGES.promoDiscounts)).toBeInTheDocument();

    await user.clear(within(form).getByLabelText('Code'));
    await user.type(within(form).getByLabelText('Code'), 'WINTER');
    await user.type(within(form).getByLabelText('Description (travellers see it)'), 'Winter');
    await user.type(within(form).getByLabelText('VIP Lounge Access'), '5');
    await user.type(within(form).getByLabelText('Total budget (uses)'), '2');
    await user.type(within(form).getByLabelText('Uses per customer e-mail'), '3');
    await user.click(within(form).getByRole('button', { name: 'Create promo code' }));
    expect(await within(form).findByText(CATALOG_MESSAGES.perEmailOverBudget)).toBeInTheDocument();
  });

  it('edits a code (its uses so far shown), sending only what changed; a 409 offers a reload', async () => {
    const { fake, user } = renderCatalogAdmin('/admin/catalog/promo-codes');
    await user.click(await screen.findByRole('button', { name: 'Edit FLYSM' }));
    let form = screen.getByRole('dialog', { name: 'Promo code FLYSM' });
    expect(form).toHaveTextContent('Active. Used 3 times of 100.');
    expect(within(form).getByLabelText('Code')).toBeDisabled();
    fake.touchPromo('FLYSM', { description: 'Summer offer (extended)' });
    const budget = within(form).getByLabelText('Total budget (uses)');
    await user.clear(budget);
    await user.type(budget, '150');
    await user.click(within(form).getByRole('button', { name: 'Save promo code' }));
    expect(await within(form).findByText(CATALOG_MESSAGES.changed)).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Reload' }));
    await waitFor(() =>
      expect(within(form).getByLabelText('Description (travellers see it)')).toHaveValue('Summer offer (extended)'),
    );

    form = dialog();
    await user.clear(within(form).getByLabelText('Total budget (uses)'));
    await user.type(within(form).getByLabelText('Total budget (uses)'), '150');
    await user.click(within(form).getByRole('switch', { name: 'Active' }));
    await user.click(within(form).getByRole('button', { name: 'Save promo code' }));
    expect(await screen.findByText('Promo code FLYSM saved')).toBeInTheDocument();
    expect(
      fake
        .catalogCalls()
        .filter((c) => c.method === 'PATCH')
        .at(-1)!.body,
    ).toEqual({
      version: 2,
      usageLimit: 150,
      active: false,
    });
    expect((await tableRows(CAPTION))[0]![6]).toBe('Switched off');
  });
});
