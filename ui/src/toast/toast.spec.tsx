import { screen, waitFor } from '@testing-library/react';
import { clearToasts, toast } from './toast';

describe('toast', () => {
  afterEach(() => clearToasts());

  it("shows the title and description in antd's own container, with the actions", async () => {
    await toast.success({
      title: 'Service added to quote',
      description: 'VIP Meet & Greet has been added to your quote.',
      actions: <button type="button">View quote</button>,
    });
    expect(await screen.findByText('Service added to quote')).toBeInTheDocument();
    expect(screen.getByText('VIP Meet & Greet has been added to your quote.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'View quote' })).toBeInTheDocument();
    expect(screen.getByText('Service added to quote').closest('.ant-notification-notice')).toHaveClass(
      'ant-notification-notice-success',
    );
  });

  it('keeps one at a time (the spec: a new one replaces the last)', async () => {
    await toast.warning({ title: 'First' });
    await toast.error({ title: 'Second' });
    expect(await screen.findByText('Second')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('First')).not.toBeInTheDocument());
  });
});
