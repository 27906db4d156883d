import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeOps, renderAt } from '../../test/support/fake-ops';
import { chauffeurSupplier, fakeSuppliers } from '../../test/support/fake-suppliers';

const posts = (calls: ReturnType<typeof fakeOps>['calls']) => calls.filter((c) => c.method !== 'GET');

async function openHub(stored = [chauffeurSupplier()]) {
  const ops = fakeOps({ signedIn: true });
  fakeSuppliers(ops, { chauffeur: stored });
  const user = userEvent.setup();
  renderAt('/admin/suppliers');
  await user.click(await screen.findByRole('tab', { name: 'Chauffeur Suppliers' }));
  return { ...ops, user };
}

describe("Chauffeur Supplier Hub: a supplier's phone", () => {
  it('reads a number without its country code as the chosen country and stores it in E.164', async () => {
    const { user, calls } = await openHub();
    await user.click(await screen.findByRole('button', { name: 'Add New Supplier' }));
    const form = await screen.findByRole('dialog');
    await user.type(within(form).getByLabelText('Supplier name'), 'Roma Private Drivers');
    await user.type(within(form).getByLabelText('Airport codes'), 'FCO');
    const country = within(form).getByRole('combobox', { name: 'Country code for Phone' });
    await user.click(country);
    await user.type(country, 'Italy');
    await user.click(await screen.findByTitle('Italy (+39)'));
    await user.type(within(form).getByLabelText('Phone'), '06 1234 5678');
    await user.click(within(form).getByRole('button', { name: 'Create Supplier' }));
    await waitFor(() => expect(posts(calls)).toHaveLength(1));
    expect(JSON.parse(posts(calls)[0]!.body!)).toMatchObject({
      supplierName: 'Roma Private Drivers',
      phone: '+390612345678',
    });
    // The card shows the stored number in international format.
    const card = await screen.findByRole('article', { name: 'Roma Private Drivers' });
    expect(within(card).getByText('+39 06 1234 5678')).toBeInTheDocument();
  });

  it('shows a stored number in international format with its country, and refuses one it cannot read', async () => {
    const { user, calls } = await openHub([
      chauffeurSupplier({
        id: 'c-rome',
        supplierName: 'Roma Private Drivers',
        airportCodes: ['FCO'],
        typeOfSupplier: 'Local',
        phone: '+390612345678',
      }),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Edit Roma Private Drivers' }));
    const form = await screen.findByRole('dialog');
    const phone = within(form).getByLabelText('Phone');
    expect(phone).toHaveValue('+39 06 1234 5678');
    expect(
      within(form).getByRole('combobox', { name: 'Country code for Phone' }).closest('.ant-select'),
    ).toHaveTextContent('IT +39');
    await user.clear(phone);
    await user.type(phone, '12');
    await user.click(within(form).getByRole('button', { name: 'Update Supplier' }));
    await waitFor(() =>
      expect(phone).toHaveAccessibleDescription(/^Please enter a valid phone number with its country code/),
    );
    expect(posts(calls)).toEqual([]);
  });
});
