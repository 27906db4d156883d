import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { adminBooking, fakeOps, renderAt } from '../../test/support/fake-ops';

async function openDialog(role: 'admin' | 'agent' = 'admin') {
  const ops = fakeOps({ bookings: [adminBooking()], signedIn: true, role });
  const user = userEvent.setup();
  renderAt('/admin/dashboard');
  await screen.findByText('VIP-12345-FCO');
  await user.click(screen.getByRole('button', { name: 'Change password' }));
  const dialog = await screen.findByRole('dialog');
  return { ...ops, user, dialog };
}

describe('Change password from the dashboard', () => {
  it('changes the password: checks the confirmation, shows a wrong current password under its field, then says other devices were signed out', async () => {
    const { calls, user, dialog, password } = await openDialog('agent');
    expect(within(dialog).getByText('Your other devices will be signed out.')).toBeInTheDocument();
    const current = within(dialog).getByLabelText('Current password');
    expect(current).toHaveAttribute('autocomplete', 'current-password');
    expect(within(dialog).getByLabelText('New password')).toHaveAttribute('autocomplete', 'new-password');
    expect(within(dialog).getByLabelText('Confirm new password')).toHaveAttribute('autocomplete', 'new-password');
    await waitFor(() => expect(current).toHaveFocus());

    await user.type(current, 'not-the-password');
    await user.type(within(dialog).getByLabelText('New password'), 'a-brand-new-password');
    await user.type(within(dialog).getByLabelText('Confirm new password'), 'another-new-password');
    await user.click(within(dialog).getByRole('button', { name: 'Change password' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The passwords do not match');
    expect(calls.some((c) => c.url === '/api/admin/session/password')).toBe(false);

    await user.clear(within(dialog).getByLabelText('Confirm new password'));
    await user.type(within(dialog).getByLabelText('Confirm new password'), 'a-brand-new-password');
    await user.click(within(dialog).getByRole('button', { name: 'Change password' }));
    expect(await within(dialog).findByText('Your current password is not right')).toBeInTheDocument();
    expect(current).toHaveAttribute('aria-invalid', 'true');
    expect(current).toHaveFocus();
    // Still signed in and on the dashboard: a 400 is not a session that ended.
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/dashboard');

    await user.clear(current);
    await user.type(current, 'right-password');
    await user.click(within(dialog).getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Password changed')).toBeInTheDocument();
    expect(screen.getByText('You were signed out on your other devices.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { name: 'Booking Management Dashboard' })).toBeInTheDocument();

    const change = calls.filter((c) => c.url === '/api/admin/session/password').pop()!;
    expect(change.method).toBe('POST');
    expect(change.headers['X-CSRF-Token']).toBe('csrf-123');
    expect(JSON.parse(change.body!)).toEqual({
      currentPassword: 'right-password',
      newPassword: 'a-brand-new-password',
    });
    expect(password()).toBe('a-brand-new-password');
  });

  it('shows the button loading while the change is on its way', async () => {
    const { user, dialog } = await openDialog();
    const answer = global.fetch;
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    global.fetch = jest.fn(async (input: string, init?: RequestInit) => {
      if (input === '/api/admin/session/password') await held;
      return answer(input, init);
    }) as unknown as typeof fetch;

    await user.type(within(dialog).getByLabelText('Current password'), 'right-password');
    await user.type(within(dialog).getByLabelText('New password'), 'a-brand-new-password');
    await user.type(within(dialog).getByLabelText('Confirm new password'), 'a-brand-new-password{Enter}');
    const submit = within(dialog).getByRole('button', { name: /Change password/ });
    await waitFor(() => expect(within(submit).getByRole('img', { name: 'loading' })).toBeInTheDocument());
    release();
    expect(await screen.findByText('Password changed')).toBeInTheDocument();
  });

  it('closes on Cancel without sending anything', async () => {
    const { calls, user, dialog } = await openDialog();
    await user.type(within(dialog).getByLabelText('Current password'), 'right-password');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.some((c) => c.url === '/api/admin/session/password')).toBe(false);
  });
});
