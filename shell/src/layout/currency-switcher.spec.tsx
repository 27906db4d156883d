import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { CURRENCY_COOKIE } from '@vip/contracts/display-currency';
import { APP_READY_ATTRIBUTE } from '@vip/contracts/platform';
import { loadMessages, type Locale } from '@vip/contracts/i18n';
import { LocaleProvider } from '@vip/ui';
import { createQueryClient } from '../providers/app-providers';
import { RemoteLoaderContext, type RemoteLoader } from '../remotes/remote-loader';
import { SiteLayout } from './site-layout';

const noRemotes: RemoteLoader = {
  register: () => undefined,
  loadRoutes: () => new Promise(() => undefined),
  loadExposed: () => new Promise(() => undefined),
  reset: () => undefined,
};

async function renderFrame(locale: Locale) {
  global.fetch = jest.fn(
    async () => new Response(JSON.stringify({ remotes: [] }), { status: 200 }),
  ) as unknown as typeof fetch;
  const messages = await loadMessages(locale);
  return render(
    <LocaleProvider locale={locale} messages={messages}>
      <QueryClientProvider client={createQueryClient()}>
        <RemoteLoaderContext.Provider value={noRemotes}>
          <MemoryRouter initialEntries={['/booking']}>
            <Routes>
              <Route element={<SiteLayout />}>
                <Route path="/booking" element={<p>Booking page</p>} />
              </Route>
            </Routes>
          </MemoryRouter>
        </RemoteLoaderContext.Provider>
      </QueryClientProvider>
    </LocaleProvider>,
  );
}

const currencySummary = (label: string) => screen.getByText(`${label}:`).closest('summary')!;

// The switcher's code loads once the page is up (the shell's App says so).
beforeAll(() => document.documentElement.setAttribute(APP_READY_ATTRIBUTE, ''));
afterAll(() => document.documentElement.removeAttribute(APP_READY_ATTRIBUTE));

describe('the currency switcher', () => {
  beforeEach(() => {
    document.cookie = `${CURRENCY_COOKIE}=; path=/; max-age=0`;
  });

  it('shows US dollars on an English page, offers each currency by name, and keeps the choice in a cookie', async () => {
    const user = userEvent.setup();
    await renderFrame('en');
    await screen.findByText('Currency:');
    const summary = currencySummary('Currency');
    expect(summary).toHaveTextContent('Currency: $ USD');

    for (let i = 0; i < 14 && document.activeElement !== summary; i++) await user.tab();
    expect(summary).toHaveFocus();
    // Enter and Space open a <summary> natively in browsers; jsdom only implements its click.
    await user.click(summary);
    const list = await screen.findByRole('list', { name: 'Currency' });
    const options = within(list).getAllByRole('button');
    expect(options.map((o) => o.textContent)).toEqual([
      '$ USDUS Dollar',
      '€ EUREuro',
      '£ GBPBritish Pound',
      'د.إ AEDUnited Arab Emirates Dirham',
      '¥ CNYChinese Yuan',
      '¥ JPYJapanese Yen',
    ]);
    await user.tab();
    expect(options[0]).toHaveFocus();
    expect(within(list).getByRole('button', { name: /US Dollar/ })).toHaveAttribute('aria-pressed', 'true');

    await user.click(within(list).getByRole('button', { name: /Euro/ }));
    expect(document.cookie).toContain(`${CURRENCY_COOKIE}=EUR`);
    expect(currencySummary('Currency')).toHaveTextContent('Currency: € EUR');
    // Closed, and the focus back where the visitor opened it.
    expect(summary.closest('details')).not.toHaveAttribute('open');
    expect(summary).toHaveFocus();
  });

  it('closes with Escape, the focus back on its summary', async () => {
    const user = userEvent.setup();
    await renderFrame('en');
    await screen.findByText('Currency:');
    const summary = currencySummary('Currency');
    await user.click(summary);
    await screen.findByRole('list', { name: 'Currency' });
    await user.keyboard('{Escape}');
    expect(summary.closest('details')).not.toHaveAttribute('open');
    expect(summary).toHaveFocus();
  });

  it('is in the narrow screens’ menu too, as rows of buttons, and a choice there shows in the header at once', async () => {
    const user = userEvent.setup();
    await renderFrame('en');
    await screen.findByText('Currency:');
    await user.click(screen.getByLabelText('Open menu'));
    await screen.findByRole('navigation', { name: 'Mobile' });
    const list = screen.getByRole('list', { name: 'Currency' });
    expect(within(list).getAllByRole('button')).toHaveLength(6);
    await user.click(within(list).getByRole('button', { name: /British Pound/ }));
    expect(document.cookie).toContain(`${CURRENCY_COOKIE}=GBP`);
    expect(within(list).getByRole('button', { name: /British Pound/ })).toHaveAttribute('aria-pressed', 'true');
    expect(within(list).getByRole('button', { name: /US Dollar/ })).toHaveAttribute('aria-pressed', 'false');
    expect(currencySummary('Currency')).toHaveTextContent('Currency: £ GBP');
  });

  it("starts a French page in euros, names the currencies in French, and a reader's choice outlasts it", async () => {
    const user = userEvent.setup();
    const { unmount } = await renderFrame('fr');
    await screen.findByText('Devise:');
    const summary = currencySummary('Devise');
    expect(summary).toHaveTextContent('Devise: € EUR');
    await user.click(summary);
    const list = await screen.findByRole('list', { name: 'Devise' });
    expect(within(list).getByRole('button', { name: /euro/ })).toHaveAttribute('aria-pressed', 'true');
    await user.click(within(list).getByRole('button', { name: /yen japonais/ }));
    unmount();

    await renderFrame('fr');
    await screen.findByText('Devise:');
    expect(currencySummary('Devise')).toHaveTextContent('Devise: ¥ JPY');
  });
});
