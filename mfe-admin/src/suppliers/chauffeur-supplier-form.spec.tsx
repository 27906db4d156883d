import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeOps, renderAt } from '../../test/support/fake-ops';
import { chauffeurSupplier, fakeSuppliers } from '../../test/support/fake-suppliers';

const suppliers = [
  chauffeurSupplier(),
  chauffeurSupplier({
    id: 'c-rome',
    supplierName: 'Roma Private Drivers',
    airportCodes: ['FCO'],
    typeOfSupplier: 'Local',
    isPreferred: false,
  }),
];

async function openForm() {
  const ops = fakeOps({ signedIn: true });
  const fake = fakeSuppliers(ops, { chauffeur: suppliers });
  const user = userEvent.setup();
  renderAt('/admin/suppliers');
  await user.click(await screen.findByRole('tab', { name: 'Chauffeur Suppliers' }));
  await screen.findByRole('article', { name: 'Astral Worldwide Chauffeurs' });
  await user.click(screen.getByRole('button', { name: 'Add New Supplier' }));
  const form = await screen.findByRole('dialog');
  return { ...ops, ...fake, user, form };
}

const posts = (calls: ReturnType<typeof fakeOps>['calls']) => calls.filter((c) => c.method !== 'GET');

describe('Chauffeur Supplier Hub: Add New Supplier', () => {
  it('needs an airport code unless the supplier is Global', async () => {
    const { user, form, calls } = await openForm();
    expect(within(form).getByText('Add New Supplier')).toBeInTheDocument();
    await user.type(within(form).getByLabelText('Supplier name'), 'Nowhere Cars');
    await user.click(within(form).getByRole('button', { name: 'Create Supplier' }));
    expect(
      await within(form).findByText('Add at least one airport code, or make the supplier Global'),
    ).toBeInTheDocument();
    expect(posts(calls)).toEqual([]);

    await user.click(within(form).getByRole('radio', { name: 'Global' }));
    expect(within(form).getByText('Optional for a Global supplier: none means all airports (ALL)')).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Create Supplier' }));
    await waitFor(() => expect(posts(calls)).toHaveLength(1));
    expect(JSON.parse(posts(calls)[0]!.body!)).toMatchObject({
      supplierName: 'Nowhere Cars',
      typeOfSupplier: 'Global',
      airportCodes: [],
    });
    expect(posts(calls)[0]!.headers['X-CSRF-Token']).toBe('csrf-123');
    expect(await screen.findByRole('article', { name: 'Nowhere Cars' })).toBeInTheDocument();
  });

  it('upper-cases airport codes as typed, checks the e-mail, and creates the supplier', async () => {
    const { user, form, calls } = await openForm();
    await user.type(within(form).getByLabelText('Supplier name'), 'Milano Private Drivers');
    const codes = within(form).getByLabelText('Airport codes');
    await user.type(codes, 'mxp, lin');
    expect(codes).toHaveValue('MXP, LIN');
    await user.type(within(form).getByLabelText('Email'), 'not-an-email');
    await user.click(within(form).getByRole('checkbox', { name: 'Van' }));
    await user.click(within(form).getByRole('button', { name: 'Create Supplier' }));
    expect(await within(form).findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(posts(calls)).toEqual([]);

    await user.clear(within(form).getByLabelText('Email'));
    await user.type(within(form).getByLabelText('Email'), 'dispatch@milano.example');
    // Enter submits the form from any field.
    await user.type(within(form).getByLabelText('Phone'), '+39 02 0000 0000{Enter}');
    await waitFor(() => expect(posts(calls)).toHaveLength(1));
    expect(JSON.parse(posts(calls)[0]!.body!)).toMatchObject({
      supplierName: 'Milano Private Drivers',
      airportCodes: ['MXP', 'LIN'],
      email: 'dispatch@milano.example',
      phone: '+390200000000',
      typeOfSupplier: 'Local',
      vehiclesOffered: ['sedan', 'van'],
    });
    expect(await screen.findByRole('article', { name: 'Milano Private Drivers' })).toBeInTheDocument();
  });

  it('suggests existing suppliers by name; choosing one appends airport codes to it, or updates it', async () => {
    const { user, form, calls } = await openForm();
    const name = within(form).getByLabelText('Supplier name');
    await user.type(name, 'Rom');
    // Keyboard: the suggestion list opens under the field, the arrow highlights one and Enter picks it.
    await screen.findByText('Roma Private Drivers (FCO)');
    // rc-select reads keyCode, which user-event does not set in jsdom: the keys are sent with it.
    await waitFor(() => {
      fireEvent.keyDown(name, { key: 'ArrowDown', keyCode: 40, which: 40 });
      expect(name).toHaveAttribute('aria-activedescendant', 'chauffeur-name_list_0');
    });
    fireEvent.keyDown(name, { key: 'Enter', keyCode: 13, which: 13 });
    expect(await within(form).findByRole('button', { name: 'Append Airport Codes' })).toBeInTheDocument();
    expect(within(form).getByText('Roma Private Drivers already exists (FCO).')).toBeInTheDocument();
    const add = within(form).getByLabelText('Airport codes to add');
    await user.type(add, 'cia fco');
    expect(add).toHaveValue('CIA FCO');
    await user.click(within(form).getByRole('button', { name: 'Append Airport Codes' }));
    await waitFor(() => expect(posts(calls)).toHaveLength(1));
    expect(posts(calls)[0]!.url).toBe('/api/suppliers/chauffeur/c-rome/airport-codes');
    expect(JSON.parse(posts(calls)[0]!.body!)).toEqual({ airportCodes: ['CIA', 'FCO'] });
    const card = await screen.findByRole('article', { name: 'Roma Private Drivers' });
    await waitFor(() => expect(within(card).getByText('FCO, CIA')).toBeInTheDocument());
  });

  it('switches a chosen supplier to Update Supplier and saves all its fields', async () => {
    const { user, form, calls } = await openForm();
    await user.type(within(form).getByLabelText('Supplier name'), 'Roma');
    await user.click(await screen.findByText('Roma Private Drivers (FCO)'));
    await user.click(await within(form).findByRole('radio', { name: 'Update its details' }));
    expect(within(form).getByRole('button', { name: 'Update Supplier' })).toBeInTheDocument();
    expect(within(form).getByLabelText('Airport codes')).toHaveValue('FCO');
    await user.type(within(form).getByLabelText('Notes'), 'Ask for Marco');
    await user.click(within(form).getByRole('button', { name: 'Update Supplier' }));
    await waitFor(() => expect(posts(calls)).toHaveLength(1));
    expect(posts(calls)[0]).toMatchObject({ method: 'PUT', url: '/api/suppliers/chauffeur/c-rome' });
    expect(JSON.parse(posts(calls)[0]!.body!)).toMatchObject({
      supplierName: 'Roma Private Drivers',
      airportCodes: ['FCO'],
      notes: 'Ask for Marco',
    });
  });

  it('needs a code to append', async () => {
    const { user, form, calls } = await openForm();
    await user.type(within(form).getByLabelText('Supplier name'), 'Astral');
    await user.click(await screen.findByText('Astral Worldwide Chauffeurs (ALL)'));
    await user.click(await within(form).findByRole('button', { name: 'Append Airport Codes' }));
    expect(await within(form).findByText('Add at least one airport code')).toBeInTheDocument();
    expect(posts(calls)).toEqual([]);
  });

  it("shows the server's answer when the name is taken", async () => {
    const { user, form } = await openForm();
    await user.type(within(form).getByLabelText('Supplier name'), 'ASTRAL WORLDWIDE CHAUFFEURS');
    await user.click(within(form).getByRole('radio', { name: 'Global' }));
    await user.click(within(form).getByRole('button', { name: 'Create Supplier' }));
    expect(
      await within(form).findByText('A chauffeur supplier named ASTRAL WORLDWIDE CHAUFFEURS already exists'),
    ).toBeInTheDocument();
  });

  it('edits a supplier from its card', async () => {
    const ops = fakeOps({ signedIn: true });
    fakeSuppliers(ops, { chauffeur: suppliers });
    const user = userEvent.setup();
    renderAt('/admin/suppliers');
    await user.click(await screen.findByRole('tab', { name: 'Chauffeur Suppliers' }));
    await user.click(await screen.findByRole('button', { name: 'Edit Roma Private Drivers' }));
    const form = await screen.findByRole('dialog');
    expect(within(form).getByLabelText('Supplier name')).toHaveValue('Roma Private Drivers');
    const codes = within(form).getByLabelText('Airport codes');
    await user.clear(codes);
    await user.click(within(form).getByRole('button', { name: 'Update Supplier' }));
    expect(
      await within(form).findByText('Add at least one airport code, or make the supplier Global'),
    ).toBeInTheDocument();
  });
});
