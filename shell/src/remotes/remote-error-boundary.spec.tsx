import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RemoteErrorBoundary } from './remote-error-boundary';

function Broken({ error }: { error: Error }): never {
  throw error;
}

describe('RemoteErrorBoundary', () => {
  const reload = jest.fn();
  beforeEach(() => {
    reload.mockClear();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it('loads the page again when the code it asked for is gone after a redeploy: trying the same file again cannot help', async () => {
    const onRetry = jest.fn();
    const gone = Object.assign(
      new Error('Loading chunk 779 failed.\n(error: http://127.0.0.1:8080/remotes/mfe-booking/779.1a2b3c4d.js)'),
      { name: 'ChunkLoadError' },
    );
    render(
      <RemoteErrorBoundary onRetry={onRetry} reload={reload}>
        <Broken error={gone} />
      </RemoteErrorBoundary>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('This part of the site is temporarily unavailable');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(reload).toHaveBeenCalledTimes(1);
    expect(onRetry).not.toHaveBeenCalled();
  });

  it('tries the remote again in place for any other failure', async () => {
    const onRetry = jest.fn();
    render(
      <RemoteErrorBoundary onRetry={onRetry} reload={reload}>
        <Broken error={new Error('Cannot read properties of undefined')} />
      </RemoteErrorBoundary>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(reload).not.toHaveBeenCalled();
  });
});
