import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeOps, renderAt } from '../../test/support/fake-ops';

describe('the test screens (staff only)', () => {
  it('/test-payment asks svc-ops to check the payment provider, with the CSRF token, and shows the success', async () => {
    const { calls } = fakeOps({ signedIn: true });
    renderAt('/test-payment');
    expect(await screen.findByRole('heading', { level: 1, name: 'Test payment provider' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Test payment provider' }));
    expect(await screen.findByText('Success')).toBeInTheDocument();
    expect(screen.getByText('Square answers: location Main (L1) is active, in USD')).toBeInTheDocument();
    expect(screen.getByText('Square')).toBeInTheDocument();
    const post = calls.find((c) => c.method === 'POST' && c.url.endsWith('/api/admin/test/payment-provider'))!;
    expect(post.headers['X-CSRF-Token']).toBeTruthy();
  });

  it('/test-webhook sends a sample reservation and shows the failure the web hook answered', async () => {
    fakeOps({ signedIn: true });
    renderAt('/test-webhook');
    await userEvent.click(await screen.findByRole('button', { name: 'Send sample reservation' }));
    expect(await screen.findByText('Failure')).toBeInTheDocument();
    expect(
      screen.getByText('The sample reservation was not accepted: tracking web hook answered 503'),
    ).toBeInTheDocument();
    expect(screen.getByText('script.google.com')).toBeInTheDocument();
  });

  it('is for admins: an agent is told so, and a visitor is sent to sign in', async () => {
    fakeOps({ signedIn: true, role: 'agent' });
    const view = renderAt('/test-webhook');
    expect(await screen.findByText('You do not have access to the test screens')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send sample reservation' })).not.toBeInTheDocument();
    view.unmount();

    fakeOps();
    renderAt('/test-payment');
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Admin Access' })).toBeInTheDocument());
  });
});
