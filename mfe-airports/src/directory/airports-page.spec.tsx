import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AIRPORTS, fetchedPaths, json, renderAt, stubFetch } from '../testing/render-app';

const LOUNGE = AIRPORTS.filter((a) => ['LHR', 'DXB'].includes(a.code));

function serveDirectory() {
  return stubFetch((path) => {
    if (path === '/api/airports') return json(AIRPORTS);
    if (path === '/api/airports/service-level/lounge') return json(LOUNGE);
    if (path === '/api/airports/service-level/suite') return json([]);
    return undefined;
  });
}

async function renderDirectory(path = '/airports') {
  renderAt(path);
  await screen.findByRole('heading', { level: 2, name: 'Europe (3)' });
}

function cardNames(): string[] {
  return screen.queryAllByRole('heading', { level: 3 }).map((h) => h.textContent ?? '');
}

describe('AirportsPage', () => {
  it('groups airports under region headings with counts, in REGIONS order, when no filter is active', async () => {
    const fetchMock = serveDirectory();
    await renderDirectory();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Global Airport Coverage' })).toBeInTheDocument();
    const regionHeadings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(regionHeadings).toEqual(['Americas (2)', 'Europe (3)', 'Middle East & Africa (1)', 'Asia Pacific (1)']);
    const europe = screen.getByRole('heading', { level: 2, name: 'Europe (3)' }).closest('section')!;
    expect(within(europe).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.queryByText(/Airports? Found$/, { selector: 'h2' })).not.toBeInTheDocument();
    expect(fetchedPaths(fetchMock)).toEqual(['/api/airports']);
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/airports',
      expect.objectContaining({ credentials: 'include', method: 'GET' }),
    );
    expect(document.title).toBe('Global Airport Coverage | VIP Airport Services');
  });

  it('shows name, code, city and country on each card and links it to the landing slug', async () => {
    serveDirectory();
    await renderDirectory();
    const link = screen.getByRole('link', { name: /London Heathrow Airport/ });
    expect(link).toHaveAttribute('href', '/vip-meet-and-greet/london-heathrow-airport-lhr-gb');
    expect(within(link).getByText('LHR')).toBeInTheDocument();
    expect(within(link).getByText('London, United Kingdom')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /John F\. Kennedy/ })).toHaveAttribute(
      'href',
      '/vip-meet-and-greet/john-f-kennedy-international-airport-jfk-us',
    );
  });

  it('searches by code, city and country, case-insensitively, into one flat list', async () => {
    serveDirectory();
    await renderDirectory();
    const search = screen.getByRole('textbox', { name: 'Search airports by name, code, city or country' });

    await userEvent.type(search, 'lhr');
    expect(screen.getByRole('heading', { level: 2, name: '1 Airport Found' })).toBeInTheDocument();
    expect(cardNames()).toEqual(['London Heathrow Airport']);
    expect(screen.queryByRole('heading', { name: 'Europe (3)' })).not.toBeInTheDocument();

    await userEvent.clear(search);
    await userEvent.type(search, 'ROME');
    expect(screen.getByRole('heading', { level: 2, name: '1 Airport Found' })).toBeInTheDocument();
    expect(cardNames()).toEqual(['Rome Fiumicino Leonardo da Vinci Airport']);

    await userEvent.clear(search);
    await userEvent.type(search, 'united states');
    expect(screen.getByRole('heading', { level: 2, name: '2 Airports Found' })).toBeInTheDocument();
    expect(cardNames()).toEqual(['John F. Kennedy International Airport', 'Los Angeles International Airport']);
  });

  it('shows a friendly empty state when nothing matches, and clears the filters from it', async () => {
    serveDirectory();
    await renderDirectory();
    await userEvent.type(screen.getByRole('textbox', { name: /Search airports/ }), 'atlantis');
    expect(screen.getByRole('heading', { level: 2, name: '0 Airports Found' })).toBeInTheDocument();
    expect(screen.getByText(/No airports match your search/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Europe (3)' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Search airports/ })).toHaveValue('');
  });

  it('filters by region with a toggle group of the regions that have airports', async () => {
    serveDirectory();
    await renderDirectory();
    const group = screen.getByRole('group', { name: 'Filter by region' });
    const buttons = within(group).getAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual([
      'All regions',
      'Americas',
      'Europe',
      'Middle East & Africa',
      'Asia Pacific',
    ]);
    expect(within(group).getByRole('button', { name: 'All regions' })).toHaveAttribute('aria-pressed', 'true');

    await userEvent.click(within(group).getByRole('button', { name: 'Americas' }));
    expect(within(group).getByRole('button', { name: 'Americas' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(group).getByRole('button', { name: 'All regions' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('heading', { level: 2, name: '2 Airports Found' })).toBeInTheDocument();

    // Keyboard: Tab to a region and press it with Enter.
    within(group).getByRole('button', { name: 'Americas' }).focus();
    await userEvent.tab();
    expect(within(group).getByRole('button', { name: 'Europe' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('heading', { level: 2, name: '3 Airports Found' })).toBeInTheDocument();

    // Text and region combine.
    await userEvent.type(screen.getByRole('textbox', { name: /Search airports/ }), 'paris');
    expect(screen.getByRole('heading', { level: 2, name: '1 Airport Found' })).toBeInTheDocument();

    await userEvent.click(within(group).getByRole('button', { name: 'All regions' }));
    await userEvent.clear(screen.getByRole('textbox', { name: /Search airports/ }));
    expect(screen.getByRole('heading', { level: 2, name: 'Europe (3)' })).toBeInTheDocument();
  });

  it('narrows to the airports of a service level from /api/airports/service-level/{level}', async () => {
    const fetchMock = serveDirectory();
    await renderDirectory();
    const group = screen.getByRole('group', { name: 'Filter by service level' });
    expect(
      within(group)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['All', 'Meet & Assist', 'VIP Tarmac Transfer with Exclusive Lounge', 'Private VIP Suite']);

    await userEvent.click(within(group).getByRole('button', { name: 'VIP Tarmac Transfer with Exclusive Lounge' }));
    expect(await screen.findByRole('heading', { level: 2, name: '2 Airports Found' })).toBeInTheDocument();
    expect(fetchedPaths(fetchMock)).toContain('/api/airports/service-level/lounge');
    expect(cardNames()).toEqual(['Dubai International Airport', 'London Heathrow Airport']);
    expect(within(group).getByRole('button', { name: 'VIP Tarmac Transfer with Exclusive Lounge' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await userEvent.click(screen.getByRole('button', { name: 'Europe' }));
    expect(screen.getByRole('heading', { level: 2, name: '1 Airport Found' })).toBeInTheDocument();

    await userEvent.click(within(group).getByRole('button', { name: 'Private VIP Suite' }));
    expect(await screen.findByRole('heading', { level: 2, name: '0 Airports Found' })).toBeInTheDocument();
    expect(fetchedPaths(fetchMock)).toContain('/api/airports/service-level/suite');
  });

  it('reads the filters from the query string', async () => {
    serveDirectory();
    renderAt('/airports?q=dubai&level=lounge');
    expect(await screen.findByRole('heading', { level: 2, name: '1 Airport Found' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Search airports/ })).toHaveValue('dubai');
  });

  it.each([
    ['meet%20%26%20greet', 'standard', 'Meet & Assist'],
    ['vip%20salon', 'lounge', 'VIP Tarmac Transfer with Exclusive Lounge'],
    ['vip%20private%20suite', 'suite', 'Private VIP Suite'],
  ])('reads the level alias level=%s in the address as %s', async (alias, level, filter) => {
    const fetchMock = stubFetch((path) => {
      if (path === '/api/airports') return json(AIRPORTS);
      if (path === `/api/airports/service-level/${level}`) return json(LOUNGE);
      return undefined;
    });
    renderAt(`/airports?level=${alias}`);
    expect(await screen.findByRole('heading', { level: 2, name: '2 Airports Found' })).toBeInTheDocument();
    expect(fetchedPaths(fetchMock)).toContain(`/api/airports/service-level/${level}`);
    const group = screen.getByRole('group', { name: 'Filter by service level' });
    expect(within(group).getByRole('button', { name: filter })).toHaveAttribute('aria-pressed', 'true');
  });

  it('shows a spinner while loading and an error with a retry that reloads', async () => {
    let calls = 0;
    stubFetch((path) => {
      if (path !== '/api/airports') return undefined;
      calls += 1;
      return calls === 1 ? json({ error: { code: 'INTERNAL', message: 'x', requestId: 'r' } }, 500) : json(AIRPORTS);
    });
    renderAt('/airports');
    expect(screen.getByLabelText('Loading airports')).toBeInTheDocument();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("We couldn't load the airports.");
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Europe (3)' })).toBeInTheDocument();
    // The message and its button are gone: the focus goes to the first region's heading, not to nothing.
    await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: 'Americas (2)' })).toHaveFocus());
  });

  it('offers a retry when the service-level list fails', async () => {
    let failLevel = true;
    stubFetch((path) => {
      if (path === '/api/airports') return json(AIRPORTS);
      if (path === '/api/airports/service-level/standard') {
        return failLevel
          ? json({ error: { code: 'INTERNAL', message: 'x', requestId: 'r' } }, 500)
          : json(AIRPORTS.slice(0, 1));
      }
      return undefined;
    });
    await renderDirectory();
    await userEvent.click(screen.getByRole('button', { name: 'Meet & Assist' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("We couldn't load the airports offering Meet & Assist.");
    failLevel = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: '1 Airport Found' })).toHaveFocus());
  });
});
