import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { loadMessages, type Locale } from '@vip/contracts/i18n';
import { LocaleProvider } from '@vip/ui';
import { createQueryClient } from '../providers/app-providers';
import { RemoteLoaderContext, type RemoteLoader } from '../remotes/remote-loader';
import { LANGUAGE_CHOICE_COOKIE, readsThePageLanguage } from './language-choice';
import { SiteLayout } from './site-layout';

const noRemotes: RemoteLoader = {
  register: () => undefined,
  loadRoutes: () => new Promise(() => undefined),
  loadExposed: () => new Promise(() => undefined),
  reset: () => undefined,
};

/** The frame as the shell renders it below a language's base name: routes and links are the English ones. */
async function renderFrame(locale: Locale, entry: string) {
  global.fetch = jest.fn(
    async () => new Response(JSON.stringify({ remotes: [] }), { status: 200 }),
  ) as unknown as typeof fetch;
  const messages = await loadMessages(locale);
  return render(
    <LocaleProvider locale={locale} messages={messages}>
      <QueryClientProvider client={createQueryClient()}>
        <RemoteLoaderContext.Provider value={noRemotes}>
          <MemoryRouter initialEntries={[entry]}>
            <Routes>
              <Route element={<SiteLayout />}>
                <Route path="/airports/:code" element={<p>Airport page</p>} />
                <Route path="/booking" element={<p>Booking page</p>} />
              </Route>
            </Routes>
          </MemoryRouter>
        </RemoteLoaderContext.Provider>
      </QueryClientProvider>
    </LocaleProvider>,
  );
}

const setLanguages = (languages: string[]) =>
  Object.defineProperty(window.navigator, 'languages', { value: languages, configurable: true });

function clearChoice() {
  document.cookie = `${LANGUAGE_CHOICE_COOKIE}=; path=/; max-age=0`;
}

describe('the language switcher', () => {
  beforeEach(() => {
    clearChoice();
    setLanguages(['en-US', 'en']);
  });

  it('offers every language in its own words, each keeping the page and its query, reached with Tab and closed with Escape', async () => {
    const user = userEvent.setup();
    await renderFrame('en', '/booking?type=arrival');
    const summary = screen.getByText('Language:').closest('summary')!;
    // A globe and the code on screen (room for it at every width); the language by name for a screen reader.
    expect(summary).toHaveTextContent('Language: English EN');
    for (let i = 0; i < 12 && document.activeElement !== summary; i++) await user.tab();
    expect(summary).toHaveFocus();
    // Enter and Space open a <summary> natively in browsers; jsdom only implements its click.
    await user.click(summary);
    expect(summary.closest('details')).toHaveAttribute('open');
    const list = screen.getByRole('list', { name: 'Language' });
    const link = (name: string) => within(list).getByRole('link', { name });
    expect(link('English')).toHaveAttribute('href', '/booking?type=arrival');
    expect(link('English')).toHaveAttribute('aria-current', 'true');
    expect(link('Français')).toHaveAttribute('href', '/fr/booking?type=arrival');
    expect(link('Deutsch')).toHaveAttribute('href', '/de/booking?type=arrival');
    expect(link('Español')).toHaveAttribute('href', '/es/booking?type=arrival');
    expect(link('العربية')).toHaveAttribute('href', '/ar/booking?type=arrival');
    expect(link('العربية')).toHaveAttribute('lang', 'ar');
    expect(link('简体中文')).toHaveAttribute('href', '/zh-hans/booking?type=arrival');

    await user.tab();
    expect(link('English')).toHaveFocus();
    // Escape closes it and gives the focus back.
    await user.keyboard('{Escape}');
    expect(summary.closest('details')).not.toHaveAttribute('open');
    expect(summary).toHaveFocus();
  });

  it('shows a French page in French, its links below /fr, and English at the unprefixed address', async () => {
    await renderFrame('fr', '/airports/CDG');
    expect(screen.getByRole('link', { name: 'Réserver un service VIP' })).toHaveAttribute('href', '/booking');
    expect(screen.getByRole('navigation', { name: 'Principal' })).toBeInTheDocument();
    const summary = screen.getByText('Langue:').closest('summary')!;
    expect(summary).toHaveTextContent('Langue: Français FR');
    await userEvent.setup().click(summary);
    expect(screen.getByRole('link', { name: 'English' })).toHaveAttribute('href', '/airports/CDG');
    expect(screen.getByRole('link', { name: 'Français' })).toHaveAttribute('aria-current', 'true');
    expect(screen.queryByText('Book VIP now')).not.toBeInTheDocument();
  });
});

describe("the browser's language on a first visit", () => {
  beforeEach(clearChoice);

  it('is offered in that language, never switched to, and staying is remembered', async () => {
    const user = userEvent.setup();
    setLanguages(['de-AT', 'de', 'en']);
    await renderFrame('en', '/airports/CDG');
    expect(screen.getByText('Airport page')).toBeInTheDocument();
    const offer = await screen.findByRole('complementary', { name: 'Sprache' });
    expect(offer).toHaveAttribute('lang', 'de');
    expect(within(offer).getByText('Diese Seite gibt es auch auf Deutsch.')).toBeInTheDocument();
    expect(within(offer).getByRole('link', { name: 'Auf Deutsch lesen' })).toHaveAttribute('href', '/de/airports/CDG');

    await user.click(within(offer).getByRole('button', { name: 'Bei English bleiben' }));
    expect(screen.queryByRole('complementary', { name: 'Sprache' })).not.toBeInTheDocument();
    expect(document.cookie).toContain(`${LANGUAGE_CHOICE_COOKIE}=en`);
  });

  it("needs no language matching when the browser's first language is the page's (but Chinese asks it)", () => {
    setLanguages(['en-GB', 'fr']);
    expect(readsThePageLanguage('en')).toBe(true);
    expect(readsThePageLanguage('fr')).toBe(false);
    setLanguages(['fr-CA']);
    expect(readsThePageLanguage('fr')).toBe(true);
    setLanguages(['zh-TW', 'en']);
    expect(readsThePageLanguage('zh-Hans')).toBe(false);
  });

  it('is not offered when the page is already in it, nor once a language was chosen', async () => {
    setLanguages(['fr-FR']);
    const first = await renderFrame('fr', '/booking');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
    first.unmount();

    document.cookie = `${LANGUAGE_CHOICE_COOKIE}=en; path=/`;
    await renderFrame('en', '/booking');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
  });
});
