import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Route, Routes } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { clearToasts, toast } from '@vip/ui';
import { createQueryClient } from '../providers/app-providers';
import { RemoteLoaderContext, type RemoteLoader } from '../remotes/remote-loader';
import { SiteLayout } from './site-layout';

// The header's remote parts (the quote button) are not what this is about: no remote is known.
const noRemotes: RemoteLoader = {
  register: () => undefined,
  loadRoutes: () => new Promise(() => undefined),
  loadExposed: () => new Promise(() => undefined),
  reset: () => undefined,
};

function Services() {
  return (
    <>
      <button
        type="button"
        onClick={() =>
          void toast.success({
            title: 'Service added to quote',
            description: 'VIP Meet & Greet has been added to your quote.',
            thisPageOnly: true,
          })
        }
      >
        Select Service
      </button>
      <button
        type="button"
        onClick={() => void toast.error({ title: 'Could not load your quote', description: 'Try again.' })}
      >
        Break
      </button>
      <Link to="/checkout">Go to checkout</Link>
    </>
  );
}

function renderSite() {
  global.fetch = jest.fn(
    async () => new Response(JSON.stringify({ remotes: [] }), { status: 200 }),
  ) as unknown as typeof fetch;
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <RemoteLoaderContext.Provider value={noRemotes}>
        <MemoryRouter initialEntries={['/booking']}>
          <Routes>
            <Route element={<SiteLayout />}>
              <Route path="/booking" element={<Services />} />
              <Route
                path="/checkout"
                element={
                  <label>
                    Traveler name
                    <input />
                  </label>
                }
              />
            </Route>
          </Routes>
        </MemoryRouter>
      </RemoteLoaderContext.Provider>
    </QueryClientProvider>,
  );
}

describe('the site frame and the toasts', () => {
  afterEach(() => act(() => clearToasts()));

  it("closes 'Service added to quote' when the visitor goes on to the checkout, where it would cover the fields", async () => {
    const user = userEvent.setup();
    renderSite();
    await user.click(screen.getByRole('button', { name: 'Select Service' }));
    expect(await screen.findByText('Service added to quote')).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Go to checkout' }));
    expect(screen.getByRole('textbox', { name: 'Traveler name' })).toBeInTheDocument();
    // Well before its five seconds are up.
    await waitFor(() => expect(screen.queryByText('Service added to quote')).not.toBeInTheDocument(), {
      timeout: 1500,
    });
  });

  it('opens the next page at its top, with the focus at the start of its content', async () => {
    const user = userEvent.setup();
    const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    renderSite();
    expect(scrollTo).not.toHaveBeenCalled();
    await user.click(screen.getByRole('link', { name: 'Go to checkout' }));
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    expect(document.getElementById('main-content')).toHaveFocus();
    // The next Tab reaches the page's first field, not the top of the site.
    await user.tab();
    expect(screen.getByRole('textbox', { name: 'Traveler name' })).toHaveFocus();
    scrollTo.mockRestore();
  });

  it('keeps a toast that is not about the page, such as an error, when the visitor moves on', async () => {
    const user = userEvent.setup();
    renderSite();
    await user.click(screen.getByRole('button', { name: 'Break' }));
    expect(await screen.findByText('Could not load your quote')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Go to checkout' }));
    expect(screen.getByRole('textbox', { name: 'Traveler name' })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.getByText('Could not load your quote')).toBeInTheDocument();
  });
});
