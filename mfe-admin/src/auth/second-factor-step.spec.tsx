import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeOps, RECOVERY_CODES, renderAt, RIGHT_CODE, RIGHT_RECOVERY_CODE } from '../../test/support/fake-ops';

async function password(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText('Email'), 'ops@example.com');
  await user.type(screen.getByLabelText('Password'), 'right-password');
  await user.keyboard('{Enter}');
}

describe('Sign-in in two steps', () => {
  it('asks for the app’s code after the password, says a wrong one aloud, and signs in with the right one, by keyboard alone', async () => {
    const { calls } = fakeOps({ secondFactor: 'verify' });
    const user = userEvent.setup();
    renderAt('/admin/login');
    await password(user);
    expect(await screen.findByRole('heading', { name: 'Confirm it’s you' })).toBeInTheDocument();
    // The code field has the focus: type and press Enter.
    const field = screen.getByLabelText('6-digit code from your authenticator app');
    await waitFor(() => expect(field).toHaveFocus());
    expect(field).toHaveAttribute('autocomplete', 'one-time-code');
    await user.keyboard('12345{Enter}');
    expect(await screen.findByText('Enter the 6-digit code from your authenticator app')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    await user.clear(field);
    await user.keyboard('654321{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('This code or passkey is not right. Please try again.');
    await user.clear(field);
    await user.type(field, `${RIGHT_CODE.slice(0, 3)} ${RIGHT_CODE.slice(3)}{Enter}`);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/admin/dashboard'));
    const sent = calls.filter((c) => c.url === '/api/admin/second-factor/totp');
    expect(sent.map((c) => JSON.parse(c.body!).code)).toEqual(['654321', RIGHT_CODE]);
    expect(sent.every((c) => c.headers['X-CSRF-Token'] === 'pending-csrf')).toBe(true);
  });

  it('signs in with a recovery code when the passkey and phone are lost', async () => {
    const { calls } = fakeOps({ secondFactor: 'verify' });
    const user = userEvent.setup();
    renderAt('/admin/login');
    await password(user);
    await user.click(await screen.findByRole('button', { name: 'Lost your passkey and phone? Use a recovery code' }));
    await user.type(screen.getByLabelText('Recovery code'), RIGHT_RECOVERY_CODE.toLowerCase());
    await user.click(screen.getByRole('button', { name: 'Sign in with the recovery code' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/admin/dashboard'));
    expect(JSON.parse(calls.find((c) => c.url === '/api/admin/second-factor/recovery-code')!.body!)).toEqual({
      code: RIGHT_RECOVERY_CODE.replace(/-/g, ''),
    });
  });

  it('has a first sign-in set up an authenticator app, shows the ten recovery codes once, and moves on only when they are kept', async () => {
    fakeOps({ secondFactor: 'enrol' });
    const user = userEvent.setup();
    renderAt('/admin/login');
    await password(user);
    expect(await screen.findByRole('heading', { name: 'Set up a second factor' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'A passkey (recommended)' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Set up an authenticator app' }));
    expect(await screen.findByRole('img', { name: /QR code for your authenticator app/ })).toBeInTheDocument();
    // The key as text too, for typing in (and for anyone who cannot scan).
    expect(screen.getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Code from the app'), `${RIGHT_CODE}{Enter}`);
    expect(await screen.findByRole('heading', { name: 'Your recovery codes' })).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Recovery codes' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(RECOVERY_CODES);
    const next = screen.getByRole('button', { name: 'Continue' });
    expect(next).toBeDisabled();
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/login');
    await user.click(screen.getByRole('checkbox', { name: 'I have kept my recovery codes' }));
    await user.click(next);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/admin/dashboard'));
  });

  it('goes back to the password when the person cancels, ending the pending sign-in', async () => {
    const { calls } = fakeOps({ secondFactor: 'verify' });
    const user = userEvent.setup();
    renderAt('/admin/login');
    await password(user);
    await user.click(await screen.findByRole('button', { name: 'Cancel and sign in again' }));
    expect(await screen.findByRole('heading', { name: 'Admin Access' })).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'DELETE' && c.url === '/api/admin/second-factor')).toBe(true);
  });
});
