import { Suspense } from 'react';
import { render, screen } from '@testing-library/react';
import { APP_READY_ATTRIBUTE } from '@vip/contracts/platform';
import { isLazyPage, lazyPage, lazySection } from './lazy-page';

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
    const load = jest
      .fn()
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockResolvedValueOnce(() => <h1>Back</h1>);
    const Page = lazyPage(load);
    await expect(Page.preload()).rejects.toThrow('chunk failed');
    await Page.preload();
    expect(load).toHaveBeenCalledTimes(2);
    expect(isLazyPage(Page)).toBe(true);
    expect(isLazyPage(() => null)).toBe(false);
  });
});

describe('lazySection', () => {
  afterEach(() => document.documentElement.setAttribute(APP_READY_ATTRIBUTE, ''));

  it('loads its code only once the app is up (it hydrates after the rest of a server-rendered page)', async () => {
    document.documentElement.removeAttribute(APP_READY_ATTRIBUTE);
    const load = jest.fn(async () => () => <h2>Where we operate</h2>);
    const Section = lazySection(load);
    render(
      <Suspense fallback={<Spinner />}>
        <Section />
      </Suspense>,
    );
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(load).not.toHaveBeenCalled();
    expect(screen.queryByRole('heading', { name: 'Where we operate' })).toBeNull();

    document.documentElement.setAttribute(APP_READY_ATTRIBUTE, '');
    expect(await screen.findByRole('heading', { name: 'Where we operate' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads at once when the app is already up (a move within the app)', async () => {
    const Section = lazySection(async () => () => <h2>Why travel with us</h2>);
    render(
      <Suspense fallback={<Spinner />}>
        <Section />
      </Suspense>,
    );
    expect(await screen.findByRole('heading', { name: 'Why travel with us' })).toBeInTheDocument();
  });
});
