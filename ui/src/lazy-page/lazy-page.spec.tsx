import { Suspense } from 'react';
import { render, screen } from '@testing-library/react';
import { isLazyPage, lazyPage } from './lazy-page';

const Spinner = () => <p>Loading page</p>;

describe('lazyPage', () => {
  it('loads its code when first shown, with the fallback meanwhile', async () => {
    const load = jest.fn(async () => ({ name }: { name: string }) => <h1>Hello {name}</h1>);
    const Page = lazyPage(load);
    expect(load).not.toHaveBeenCalled();
    render(
      <Suspense fallback={<Spinner />}>
        <Page name="Ada" />
      </Suspense>,
    );
    expect(screen.getByText('Loading page')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Hello Ada' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('renders at once, without the fallback, once preloaded (the server render and hydration)', async () => {
    const Page = lazyPage(async () => () => <h1>Results</h1>);
    await Page.preload();
    render(
      <Suspense fallback={<Spinner />}>
        <Page />
      </Suspense>,
    );
    expect(screen.getByRole('heading', { name: 'Results' })).toBeInTheDocument();
    expect(screen.queryByText('Loading page')).toBeNull();
  });

  it('tries again after a failed load (a redeploy, a dropped connection)', async () => {
    const load = jest.fn().mockRejectedValueOnce(new Error('chunk failed')).mockResolvedValueOnce(() => <h1>Back</h1>);
    const Page = lazyPage(load);
    await expect(Page.preload()).rejects.toThrow('chunk failed');
    await Page.preload();
    expect(load).toHaveBeenCalledTimes(2);
    expect(isLazyPage(Page)).toBe(true);
    expect(isLazyPage(() => null)).toBe(false);
  });
});
