import { Suspense } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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
  it("keeps the server's HTML while its code loads during hydration, and hydrates it once the code is in", async () => {
    const chosen = jest.fn();
    const Part = () => <button onClick={chosen}>Where we operate</button>;
    const container = document.createElement('div');
    container.innerHTML = renderToString(
      <Suspense fallback={<Spinner />}>
        <Part />
      </Suspense>,
    );
    document.body.appendChild(container);
    const serverButton = screen.getByRole('button', { name: 'Where we operate' });
    let arrive: (part: typeof Part) => void = () => undefined;
    const load = jest.fn(() => new Promise<typeof Part>((resolve) => (arrive = resolve)));
    const Section = lazySection(load);
    await act(async () => {
      hydrateRoot(
        container,
        <Suspense fallback={<Spinner />}>
          <Section />
        </Suspense>,
      );
    });
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Loading page')).toBeNull();
    expect(screen.getByRole('button', { name: 'Where we operate' })).toBe(serverButton);
    await userEvent.click(serverButton);
    expect(chosen).not.toHaveBeenCalled();

    await act(async () => arrive(Part));
    expect(screen.getByRole('button', { name: 'Where we operate' })).toBe(serverButton);
    await userEvent.click(serverButton);
    expect(chosen).toHaveBeenCalledTimes(1);
    container.remove();
  });

  it('loads when shown in the browser (a move within the app)', async () => {
    const Section = lazySection(async () => () => <h2>Why travel with us</h2>);
    render(
      <Suspense fallback={<Spinner />}>
        <Section />
      </Suspense>,
    );
    expect(await screen.findByRole('heading', { name: 'Why travel with us' })).toBeInTheDocument();
  });
});
