import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { Alert } from 'antd';
import { ApiRequestError } from '@vip/contracts/http';
import { retryingAfterError } from '@vip/ui';
import { LastErrorMessage, RetryButton } from './retry-button';

/** A list as the back office's pages show one: its failure with Retry, or the list under a heading of its own. */
function StaffList({ load }: { load: () => Promise<string[]> }) {
  const list = useQuery({ queryKey: ['staff'], queryFn: load, retry: false });
  return (
    <section>
      <h1>Staff</h1>
      {list.isError || retryingAfterError(list) ? (
        <Alert
          type="error"
          title="Could not load the staff accounts"
          description={<LastErrorMessage error={list.error} />}
          action={<RetryButton query={list} />}
        />
      ) : list.isPending ? (
        <p>Loading…</p>
      ) : (
        <>
          <h2>{list.data.length} accounts</h2>
          <ul>
            {list.data.map((name) => (
              <li key={name}>{name}</li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

describe('RetryButton', () => {
  it('stays, busy and with the focus, with the server’s words, while it tries; then gives the focus to the list', async () => {
    const refused = new ApiRequestError(503, 'x', {
      error: { code: 'UNAVAILABLE', message: 'The staff directory is not answering', requestId: 'r' },
    });
    let answer: (names: string[]) => void = () => undefined;
    const load = jest
      .fn<Promise<string[]>, []>()
      .mockRejectedValueOnce(refused)
      .mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    const client = new QueryClient();
    render(
      <QueryClientProvider client={client}>
        <StaffList load={load} />
      </QueryClientProvider>,
    );
    const retry = await screen.findByRole('button', { name: 'Retry' });
    expect(screen.getByText('The staff directory is not answering')).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(retry);
    await waitFor(() => expect(retry).toHaveAttribute('aria-busy', 'true'));
    expect(retry).toHaveAttribute('aria-disabled', 'true');
    expect(retry).toBeEnabled();
    expect(retry).toHaveFocus();
    // TanStack Query clears the error as it fetches again; the words stay.
    expect(screen.getByText('The staff directory is not answering')).toBeInTheDocument();
    await user.click(retry);
    expect(load).toHaveBeenCalledTimes(2);

    answer(['Ada', 'Grace']);
    const heading = await screen.findByRole('heading', { level: 2, name: '2 accounts' });
    await waitFor(() => expect(heading).toHaveFocus());
  });
});
