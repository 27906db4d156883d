// Test helper: the remote's routes in a language, as the shell renders them: its frame messages for the page's
// language around the page, whose own texts are preloaded with it (hydration).
import { render } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp } from 'antd';
import { MemoryRouter, Route, Routes } from 'react-router';
import { loadMessages, type Locale } from '@vip/contracts/i18n';
import { LocaleProvider, type PreloadablePage } from '@vip/ui';
import { routes } from '../routes';
import { createTestQueryClient, LocationProbe } from './render-app';

/** Renders the route pattern `pattern` at `path` in `locale`, once its page and texts are loaded. */
export async function renderInLocale(locale: Locale, pattern: string, path: string) {
  const Page = routes[pattern] as PreloadablePage;
  await Page.preload(locale);
  const messages = await loadMessages(locale);
  const client = createTestQueryClient();
  return render(
    <LocaleProvider locale={locale} messages={messages}>
      <QueryClientProvider client={client}>
        <AntApp>
          <MemoryRouter initialEntries={[path]}>
            <Routes>
              <Route
                path={pattern}
                element={
                  <>
                    <Page />
                    <LocationProbe />
                  </>
                }
              />
              <Route path="*" element={<LocationProbe />} />
            </Routes>
          </MemoryRouter>
        </AntApp>
      </QueryClientProvider>
    </LocaleProvider>,
  );
}
