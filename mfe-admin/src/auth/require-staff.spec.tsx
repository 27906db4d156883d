import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { adminBooking, fakeOps, renderAt } from '../../test/support/fake-ops';

const field = (label: string) => screen.getByLabelText(label);

describe('forced password change (signed in with a temporary password)', () => {
  it('asks for a new password instead of the requested page, checks it, shows the server’s field error, then shows the page', async () => {
    const { calls, password } = fakeOps({ bookings: [adminBooking()], signedIn: true, mustChangePassword: true });
    const user = userEvent.setup();
    renderAt('/admin/dashboard');

    expect(await screen.findByRole('heading', { name: 'Choose a new password', level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Booking Management Dashboard' })).not.toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/dashboard');
    expect(field('Temporary password')).toHaveAttribute('autocomplete', 'current-password');
    expect(field('New password')).toHaveAttribute('autocomplete', 'new-password');
    expect(field('Confirm new password')).toHaveAttribute('autocomplete', 'new-password');
    expect(field('Temporary password')).toHaveFocus();

    // Typed twice differently: said under the confirmation, nothing sent.
    await user.type(field('Temporary password'), 'right-password');
    await user.type(field('New password'), 'a-brand-new-password');
    await user.type(field('Confirm new password'), 'a-brand-new-passwork');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The passwords do not match');
    expect(field('Confirm new password')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Confirm new password')).toHaveFocus();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    // A wrong temporary password: svc-ops' field error under that field.
    await user.clear(field('Confirm new password'));
    await user.type(field('Confirm new password'), 'a-brand-new-password');
    expect(screen.queryByText('The passwords do not match')).not.toBeInTheDocument();
    await user.clear(field('Temporary password'));
    await user.type(field('Temporary password'), 'not-the-password');
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Your current password is not right')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Your current password is not right');
    expect(field('Temporary password')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Temporary password').getAttribute('aria-describedby')).toBeTruthy();
    expect(
      document.getElementById(field('Temporary password').getAttribute('aria-describedby')!.split(' ')[0]!),
    ).toHaveTextContent('Your current password is not right');
    // Nothing but the session and the password change was asked for while the temporary password was in use.
    expect(calls.filter((c) => !c.url.startsWith('/api/admin/session'))).toEqual([]);

    await user.clear(field('Temporary password'));
    await user.type(field('Temporary password'), 'right-password');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(await screen.findByText('Password changed')).toBeInTheDocument();
    expect(screen.getByText('You were signed out on your other devices.')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Booking Management Dashboard' })).toBeInTheDocument();
    expect(await screen.findByText('VIP-12345-FCO')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/dashboard');

    const changes = calls.filter((c) => c.method === 'POST' && c.url === '/api/admin/session/password');
    expect(changes).toHaveLength(2);
    expect(changes[1]!.headers['X-CSRF-Token']).toBe('csrf-123');
    expect(JSON.parse(changes[1]!.body!)).toEqual({
      currentPassword: 'right-password',
      newPassword: 'a-brand-new-password',
    });
    expect(password()).toBe('a-brand-new-password');
  });

  it("checks the new password with the contract's rules before sending it", async () => {
    const { calls } = fakeOps({ signedIn: true, mustChangePassword: true });
    const user = userEvent.setup();
    renderAt('/admin/suppliers');
    await screen.findByRole('heading', { name: 'Choose a new password' });
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(await screen.findByText('Enter your current password')).toBeInTheDocument();
    expect(screen.getByText('The new password must be at least 12 characters')).toBeInTheDocument();
    expect(field('Temporary password')).toHaveFocus();

    await user.type(field('Temporary password'), 'right-password');
    await user.type(field('New password'), 'right-password');
    await user.type(field('Confirm new password'), 'right-password');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(await screen.findByText('Choose a password different from the current one')).toBeInTheDocument();
    expect(calls.some((c) => c.url === '/api/admin/session/password')).toBe(false);
  });

  it('after signing in with a temporary password, the new password leads to the page that was asked for', async () => {
    fakeOps({ mustChangePassword: true });
    const user = userEvent.setup();
    renderAt('/admin/suppliers');
    await user.type(await screen.findByLabelText('Email'), 'ops@example.com');
    await user.type(screen.getByLabelText('Password'), 'right-password');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('heading', { name: 'Choose a new password' })).toBeInTheDocument();
    await user.type(field('Temporary password'), 'right-password');
    await user.type(field('New password'), 'my-own-long-password');
    await user.type(field('Confirm new password'), 'my-own-long-password');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(await screen.findByRole('heading', { name: 'Supplier Hub', level: 1 })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/suppliers');
  });

  it('can sign out instead', async () => {
    const { calls } = fakeOps({ signedIn: true, mustChangePassword: true });
    const user = userEvent.setup();
    renderAt('/admin/dashboard');
    await user.click(await screen.findByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('heading', { name: 'Admin Access' })).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'DELETE' && c.headers['X-CSRF-Token'] === 'csrf-123')).toBe(true);
  });
});

describe('a session that ends while a page is open (60 idle minutes)', () => {
  it('goes to the login when a call answers 401, and back to the page after signing in', async () => {
    const ops = fakeOps({ bookings: [adminBooking()], signedIn: true });
    const user = userEvent.setup();
    renderAt('/admin/dashboard');
    await screen.findByText('VIP-12345-FCO');

    ops.endSession();
    await user.click(screen.getByRole('button', { name: 'Move VIP-12345-FCO to another status' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Confirmation Sent' }));
    expect(await screen.findByRole('heading', { name: 'Admin Access' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/login');

    await user.type(screen.getByLabelText('Email'), 'ops@example.com');
    await user.type(screen.getByLabelText('Password'), 'right-password');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('heading', { name: 'Booking Management Dashboard' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/admin/dashboard'));
  });

  it('goes to the login when a page load answers 401', async () => {
    const ops = fakeOps({ bookings: [adminBooking()], signedIn: true });
    const user = userEvent.setup();
    renderAt('/admin/dashboard');
    await screen.findByText('VIP-12345-FCO');
    ops.endSession();
    await user.type(screen.getByRole('searchbox', { name: 'Search bookings' }), 'grace{Enter}');
    expect(await screen.findByRole('heading', { name: 'Admin Access' })).toBeInTheDocument();
  });

  it('stays on the page when a call fails for another reason', async () => {
    fakeOps({ bookings: [adminBooking()], signedIn: true, failStatusChange: true });
    const user = userEvent.setup();
    renderAt('/admin/dashboard');
    await user.click(await screen.findByRole('button', { name: 'Move VIP-12345-FCO to another status' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Escalation Needed' }));
    expect(await screen.findByText('Could not update status')).toBeInTheDocument();
    expect(
      within(screen.getByRole('heading', { name: 'Booking Management Dashboard' }).closest('section')!).getByText(
        'VIP-12345-FCO',
      ),
    ).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/dashboard');
  });
});
