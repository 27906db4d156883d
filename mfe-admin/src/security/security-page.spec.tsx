import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeOps, RECOVERY_CODES, renderAt, RIGHT_CODE } from '../../test/support/fake-ops';

const sessionsTable = () => within(screen.getByRole('region', { name: 'Where you are signed in' })).getByRole('table');

describe('Security page', () => {
  it('shows my passkeys, app, codes left and sessions (device, network, how, when; this one marked)', async () => {
    fakeOps({ signedIn: true });
    renderAt('/admin/security');
    expect(await screen.findByRole('heading', { level: 1, name: 'Security' })).toBeInTheDocument();
    expect(await screen.findByRole('cell', { name: 'Work laptop' })).toBeInTheDocument();
    expect(screen.getByText('9 of 10 codes left.', { exact: false })).toBeInTheDocument();
    const rows = within(await waitFor(sessionsTable))
      .getAllByRole('row')
      .slice(1);
    await waitFor(() => expect(rows).toHaveLength(3));
    expect(within(rows[0]!).getByText('This device')).toBeInTheDocument();
    expect(rows[0]).toHaveTextContent('Chrome 131 on macOS');
    expect(rows[0]).toHaveTextContent('203.0.113.0/24');
    expect(rows[1]).toHaveTextContent('2001:db8:abcd::/48');
    expect(rows[1]).toHaveTextContent('Authenticator app');
    expect(within(rows[0]!).queryByRole('button', { name: /End/ })).not.toBeInTheDocument();
    // The nav names the page for everyone.
    expect(screen.getByRole('link', { name: 'Security' })).toHaveAttribute('href', '/admin/security');
  });

  it('ends one other session, then all the others, from the keyboard', async () => {
    const { calls } = fakeOps({ signedIn: true });
    const user = userEvent.setup();
    renderAt('/admin/security');
    const end = await screen.findByRole('button', { name: 'End the session on Safari 17 on iOS, 2001:db8:abcd::/48' });
    end.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByText('Safari 17 on iOS')).not.toBeInTheDocument());
    expect(
      calls.find((c) => c.method === 'DELETE' && c.url.endsWith('/sessions/7d0c5a4e-1111-4222-8333-00000000000b'))!
        .headers['X-CSRF-Token'],
    ).toBe('csrf-123');
    await user.click(screen.getByRole('button', { name: 'End all other sessions' }));
    await user.click(await screen.findByRole('button', { name: 'End them' }));
    await waitFor(() => expect(screen.queryByText('Firefox 133 on Windows')).not.toBeInTheDocument());
    expect(await screen.findByText('1 session ended')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'End all other sessions' })).toBeDisabled();
  });

  it('sets up an authenticator app with its QR code and key, refusing a wrong code with the server’s words', async () => {
    fakeOps({ signedIn: true });
    const user = userEvent.setup();
    renderAt('/admin/security');
    await user.click(await screen.findByRole('button', { name: 'Set up an authenticator app' }));
    expect(await screen.findByRole('img', { name: /QR code for your authenticator app/ })).toBeInTheDocument();
    const field = screen.getByLabelText('Code from the app');
    await user.type(field, '000000{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('This code is not right');
    await user.clear(field);
    await user.type(field, `${RIGHT_CODE}{Enter}`);
    expect(await screen.findByText(/Set up on /)).toBeInTheDocument();
    expect(await screen.findByText('Authenticator app set up')).toBeInTheDocument();
  });

  it('makes new recovery codes and shows them once', async () => {
    const { calls } = fakeOps({ signedIn: true });
    const user = userEvent.setup();
    renderAt('/admin/security');
    await user.click(await screen.findByRole('button', { name: 'Make new recovery codes' }));
    await user.click(await screen.findByRole('button', { name: 'Make new codes' }));
    await waitFor(() => expect(calls.some((c) => c.url === '/api/admin/security/recovery-codes')).toBe(true));
    // antd names every dialog's title 'test-id' under Jest, so the title finds its dialog here.
    const dialog = (await screen.findByText('New recovery codes')).closest<HTMLElement>('[role="dialog"]')!;
    expect(
      within(dialog)
        .getAllByTestId('recovery-code')
        .map((c) => c.textContent),
    ).toEqual(RECOVERY_CODES);
    await user.click(within(dialog).getByRole('checkbox', { name: 'I have kept my recovery codes' }));
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(await screen.findByText('10 of 10 codes left.', { exact: false })).toBeInTheDocument();
  });

  it('keeps the last passkey where a second factor is required, and renames it', async () => {
    fakeOps({ signedIn: true });
    const user = userEvent.setup();
    renderAt('/admin/security');
    expect(await screen.findByRole('button', { name: 'Remove Work laptop' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Rename Work laptop' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename the passkey' });
    const name = within(dialog).getByLabelText('Name');
    await user.clear(name);
    await user.type(name, 'Old laptop');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('cell', { name: 'Old laptop' })).toBeInTheDocument();
  });
});
