import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeOps, renderAt } from '../test/support/fake-ops';

describe('back office sign-in', () => {
  it('sends a visitor without a session from the dashboard to the login', async () => {
    fakeOps();
    renderAt('/admin/dashboard');
    expect(await screen.findByRole('heading', { name: 'Admin Access' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    // The back office's own bar: the product and where one is, no navigation before signing in.
    expect(screen.getByRole('banner')).toHaveTextContent('VIP Airport ServicesOperations');
    expect(screen.queryByRole('navigation', { name: 'Back office' })).toBeNull();
    expect(screen.getByRole('main')).toContainElement(screen.getByRole('heading', { name: 'Admin Access' }));
  });

  it('shows the server message for a wrong password, then signs in and lists bookings', async () => {
    const { calls } = fakeOps();
    renderAt('/admin/login');
    await userEvent.type(await screen.findByLabelText('Email'), 'ops@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Invalid email or password')).toBeInTheDocument();

    await userEvent.clear(screen.getByLabelText('Password'));
    await userEvent.type(screen.getByLabelText('Password'), 'right-password');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('heading', { name: 'Booking Management Dashboard' })).toBeInTheDocument();
    expect(await screen.findByText('VIP-12345-FCO')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Inquiry Received' })).toBeInTheDocument();
    const login = calls.find((c) => c.method === 'POST')!;
    expect(login.headers['Content-Type']).toBe('application/json');
    expect(JSON.parse(login.body!)).toEqual({ email: 'ops@example.com', password: 'wrong' });
  });

  it('logs out with the CSRF token and returns to the login', async () => {
    const { calls } = fakeOps();
    renderAt('/admin/login');
    await userEvent.type(await screen.findByLabelText('Email'), 'ops@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'right-password');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Logout' }));
    expect(await screen.findByRole('heading', { name: 'Admin Access' })).toBeInTheDocument();
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'DELETE' && c.headers['X-CSRF-Token'] === 'csrf-123')).toBe(true),
    );
  });
});
