import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeOps, renderAt } from '../../test/support/fake-ops';

describe('Staff accounts page', () => {
  it('lists staff, invites a colleague and shows the temporary password once', async () => {
    const { calls } = fakeOps({ signedIn: true });
    const user = userEvent.setup();
    renderAt('/admin/staff');
    expect(await screen.findByRole('heading', { name: 'Staff accounts' })).toBeInTheDocument();
    expect(await screen.findByText('Alan Agent')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Name'), 'Nina New');
    await user.type(screen.getByLabelText('Email'), 'Nina@Example.com');
    await user.click(screen.getByRole('button', { name: 'Invite' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByTestId('temporary-password')).toHaveTextContent('temp-password-0123456789');
    const post = calls.find((c) => c.method === 'POST' && c.url === '/api/admin/staff')!;
    expect(JSON.parse(post.body!)).toEqual({ name: 'Nina New', email: 'nina@example.com', role: 'agent' });
    expect(post.headers['X-CSRF-Token']).toBe('csrf-123');
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(await screen.findByText('Nina New')).toBeInTheDocument();
  });

  it("checks the invite form with the contract's messages", async () => {
    const { calls } = fakeOps({ signedIn: true });
    const user = userEvent.setup();
    renderAt('/admin/staff');
    await screen.findByText('Alan Agent');
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Invite' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Name is required')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('disables an account; there is no Disable for oneself', async () => {
    const { calls } = fakeOps({ signedIn: true });
    const user = userEvent.setup();
    renderAt('/admin/staff');
    const row = (await screen.findByText('Alan Agent')).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: 'Disable' }));
    await waitFor(() =>
      expect(within(screen.getByText('Alan Agent').closest('tr')!).getByText('Disabled')).toBeInTheDocument(),
    );
    expect(JSON.parse(calls.find((c) => c.method === 'PATCH')!.body!)).toEqual({ active: false });
    const me = screen.getByRole('cell', { name: 'Olivia Ops' }).closest('tr')!;
    expect(within(me).queryByRole('button', { name: 'Disable' })).not.toBeInTheDocument();
    expect(within(me).getByText('You')).toBeInTheDocument();
  });

  it('tells an agent they have no access, without asking svc-ops for the accounts', async () => {
    const { calls } = fakeOps({ signedIn: true, role: 'agent' });
    const user = userEvent.setup();
    renderAt('/admin/staff');
    expect(await screen.findByText('You do not have access to staff accounts')).toBeInTheDocument();
    expect(screen.getByText('An admin invites colleagues, changes roles and resets passwords.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Invite' })).not.toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(calls.some((c) => c.url.startsWith('/api/admin/staff'))).toBe(false);
    await user.click(screen.getByRole('link', { name: 'Back to the dashboard' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/admin/dashboard'));
  });

  it("shows each colleague's second factor and sessions; resets an agent's second factor and ends their sessions", async () => {
    const { calls, staff } = fakeOps({ signedIn: true });
    const user = userEvent.setup();
    renderAt('/admin/staff');
    const row = () => screen.getByText('Alan Agent').closest('tr')!;
    await screen.findByText('Alan Agent');
    expect(within(row()).getByText('Authenticator app')).toBeInTheDocument();
    await user.click(within(row()).getByRole('button', { name: 'End the sessions of Alan Agent' }));
    await user.click(await screen.findByRole('button', { name: 'End sessions' }));
    expect(await screen.findByText('2 sessions of Alan Agent ended')).toBeInTheDocument();
    await user.click(within(row()).getByRole('button', { name: 'Reset the second factor of Alan Agent' }));
    await user.click(await screen.findByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(within(row()).getByText('Not set up')).toBeInTheDocument());
    expect(
      calls.filter((c) => c.method !== 'GET').map((c) => `${c.method} ${c.url} ${c.headers['X-CSRF-Token']}`),
    ).toEqual([
      'DELETE /api/admin/staff/s2/sessions csrf-123',
      'POST /api/admin/staff/s2/reset-second-factor csrf-123',
    ]);
    expect(staff.find((m) => m.id === 's2')).toMatchObject({ secondFactors: [], activeSessions: 0 });
  });

  it("renames a colleague (their cases show the new name), refusing an empty name with the contract's message", async () => {
    const { calls } = fakeOps({ signedIn: true });
    const user = userEvent.setup();
    renderAt('/admin/staff');
    await user.click(await screen.findByRole('button', { name: 'Rename Alan Agent' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename Alan Agent' });
    const name = within(dialog).getByLabelText('New name');
    expect(name).toHaveValue('Alan Agent');
    await user.clear(name);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Name is required')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PATCH')).toBe(false);

    await user.type(name, 'Alan Fieldworker');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Alan Fieldworker')).toBeInTheDocument();
    const patch = calls.find((c) => c.method === 'PATCH')!;
    expect(patch.url).toBe('/api/admin/staff/s2');
    expect(JSON.parse(patch.body!)).toEqual({ name: 'Alan Fieldworker' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
