// The catalog screens as the back office mounts them: at /admin/catalog, under the providers the shell gives,
// for a signed-in staff member of a role, against the fake catalog admin API.
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { ROLE_PERMISSIONS } from '@vip/contracts/permissions';
import type { StaffRole } from '@vip/contracts/vocabulary';
import { CatalogAdmin } from '../catalog-admin/catalog-admin';
import { CSRF_TOKEN, STAFF_NAME, fakeCatalogAdmin, type FakeCatalogOptions } from './fake-catalog-admin';

jest.setTimeout(90_000);

export const BASE_PATH = '/admin/catalog';

function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{location.pathname + location.search}</div>;
}

export interface RenderOptions extends FakeCatalogOptions {
  role?: StaffRole;
}

/** Starts the fake API for `role` and renders the screens at `path`; `onSessionEnded` records the sign-outs. */
export function renderCatalogAdmin(path = BASE_PATH, options: RenderOptions = {}) {
  const role = options.role ?? 'catalog';
  const fake = fakeCatalogAdmin({ ...options, role });
  const onSessionEnded = jest.fn();
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false }, mutations: { retry: false } },
  });
  const user = userEvent.setup();
  const view = render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route
            path={`${BASE_PATH}/*`}
            element={
              <CatalogAdmin
                basePath={BASE_PATH}
                staff={{ name: STAFF_NAME, permissions: ROLE_PERMISSIONS[role], csrfToken: CSRF_TOKEN }}
                onSessionEnded={onSessionEnded}
              />
            }
          />
          <Route path="*" element={null} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...view, fake, user, client, onSessionEnded };
}

export const location = () => screen.getByTestId('location').textContent;

/** The open dialog (antd keeps closed ones in the page, hidden). */
export const dialog = () => screen.getByRole('dialog');

/** Picks `label` in the antd select named `name`, inside `scope`. */
export async function pick(user: ReturnType<typeof userEvent.setup>, name: string, label: string, scope?: HTMLElement) {
  await user.click((scope ? within(scope) : screen).getByRole('combobox', { name }));
  const option = await waitFor(() => {
    const found = [...document.querySelectorAll('.ant-select-dropdown:not(.ant-select-dropdown-hidden) [title]')].find(
      (o) => o.getAttribute('title') === label,
    );
    if (!found) throw new Error(`No open option '${label}'`);
    return found as HTMLElement;
  });
  await user.click(option);
}

/** The rows of a table named by its caption (once it shows), each as its cells' texts. */
export async function tableRows(caption: string | RegExp): Promise<string[][]> {
  const table = await screen.findByRole('table', { name: caption });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .queryAllByRole('cell')
        .map((c) => c.textContent ?? ''),
    );
}
