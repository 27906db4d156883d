import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AIRPORTS, fetchedPaths, json, locationOf, renderAt, stubFetch } from '../testing/render-app';
import { addDays, localIsoDate } from '@vip/ui';

const SEARCH_LON = [
  { code: 'LHR', name: 'London Heathrow Airport', city: 'London', country: 'United Kingdom' },
  { code: 'LGW', name: 'London Gatwick Airport', city: 'London', country: 'United Kingdom' },
];

function catalog(path: string): Response | undefined {
  if (path === '/api/airports') return json(AIRPORTS);
  if (path.startsWith('/api/airports/search?q=')) return json(SEARCH_LON);
  return undefined;
}

const form = () => screen.getByRole('button', { name: 'Find Services' }).closest('form')!;
const probe = () => locationOf(screen.getByTestId('location').textContent);

beforeEach(() => {
  localStorage.clear();
  document.title = 'VIP Airport Services';
});

afterEach(() => {
  jest.useRealTimers();
});

describe('HomePage', () => {
  it('shows the hero, the claims, the flow, the three service cards and calls to action', async () => {
    stubFetch(catalog);
    renderAt('/');
    expect(
      screen.getByRole('heading', { level: 1, name: 'VIP airport assistance at 270+ airports' }),
    ).toBeInTheDocument();
    expect(screen.getByText('1,200+')).toBeInTheDocument();
    expect(screen.getByText('24/7')).toBeInTheDocument();
    expect(screen.getByText('Over 270')).toBeInTheDocument();
    // The sections below the search come with their own code (hydrated after the page on a first visit).
    expect(await screen.findByRole('heading', { name: 'How it works' })).toBeInTheDocument();
    for (const step of ['Search', 'Select Service', 'Traveler Info', 'Request Booking'])
      expect(screen.getByText(step)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Book VIP Meet and Greet' })).toHaveAttribute(
      'href',
      '/booking?type=arrival',
    );
    expect(screen.getByRole('link', { name: 'Book VIP Tarmac Transfer & Lounge' })).toHaveAttribute(
      'href',
      '/booking?type=departure',
    );
    expect(screen.getByRole('link', { name: 'Book Private VIP Suite' })).toHaveAttribute(
      'href',
      '/booking?type=transfer',
    );
    expect(screen.getByRole('link', { name: 'Book VIP now' })).toHaveAttribute('href', '/booking');
    expect(screen.getByText(/By clicking Find Services, you agree to receive email notifications/)).toBeInTheDocument();
    await screen.findByRole('link', { name: 'London (LHR)' });
  });

  it('lists four regions with example airports linking to their landing pages', async () => {
    stubFetch(catalog);
    renderAt('/');
    await screen.findByRole('heading', { name: 'Where we operate' });
    for (const region of ['Americas and Caribbean', 'Europe', 'Asia-Pacific', 'Middle East and Africa']) {
      expect(screen.getByRole('heading', { name: region })).toBeInTheDocument();
    }
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'London (LHR)' })).toHaveAttribute(
        'href',
        '/vip-meet-and-greet/london-heathrow-airport-lhr-gb',
      ),
    );
    expect(screen.getByRole('link', { name: 'Sydney (SYD)' })).toHaveAttribute(
      'href',
      '/vip-meet-and-greet/sydney-kingsford-smith-airport-syd-au',
    );
    // An example the list does not hold links to its airport page instead.
    expect(screen.getByRole('link', { name: 'Miami (MIA)' })).toHaveAttribute('href', '/airports/MIA');
  });

  it('sets title, description, canonical, social image and robots, and puts the product name back when left', async () => {
    stubFetch(catalog);
    const { unmount } = renderAt('/');
    expect(document.title).toMatch(/^VIP Airport Services \| /);
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(
      /VIP airport assistance/,
    );
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute('href', 'http://localhost/');
    expect(document.head.querySelector('meta[property="og:image"]')).toHaveAttribute(
      'content',
      'http://localhost/og-image.png',
    );
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'index,follow');
    await screen.findByRole('link', { name: 'London (LHR)' });
    unmount();
    expect(document.title).toBe('VIP Airport Services');
  });

  it('starts with arrival, today, 14:00, 1 adult and 0 children, and takes the airport from ?airport=', async () => {
    stubFetch(catalog);
    renderAt('/?airport=fco');
    expect(screen.getByRole('combobox', { name: 'Airport' })).toHaveValue('FCO');
    expect(screen.getByText('Arrival')).toBeInTheDocument();
    expect(screen.getByLabelText('Flight date')).toHaveValue(localIsoDate());
    expect(screen.getByLabelText('Flight date')).toHaveAttribute('min', localIsoDate());
    expect(screen.getByLabelText('Flight time')).toHaveValue('14:00');
    expect(screen.getByLabelText('Adults')).toHaveValue('1');
    expect(screen.getByLabelText('Children')).toHaveValue('0');
    await screen.findByRole('link', { name: 'London (LHR)' });
  });

  it('shows each validation message and stays on the page', async () => {
    stubFetch(catalog);
    renderAt('/');
    fireEvent.change(screen.getByLabelText('Flight date'), { target: { value: '' } });
    fireEvent.change(screen.getByLabelText('Flight time'), { target: { value: '' } });
    await userEvent.type(screen.getByLabelText('E-mail (optional)'), 'not-an-email');
    // Emptying the adults box and pressing Enter submits before the box is put back to 1.
    await userEvent.clear(screen.getByLabelText('Adults'));
    fireEvent.submit(form());
    expect(await screen.findByText('Please enter an airport code')).toBeInTheDocument();
    expect(screen.getByText('Please select a flight date')).toBeInTheDocument();
    expect(screen.getByText('Please enter a flight time')).toBeInTheDocument();
    expect(screen.getByText('At least 1 adult is required')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(probe().path).toBe('/');
  });

  it('refuses a date before today', async () => {
    stubFetch(catalog);
    renderAt('/?airport=LHR');
    fireEvent.change(screen.getByLabelText('Flight date'), { target: { value: addDays(-1) } });
    await userEvent.click(screen.getByRole('button', { name: 'Find Services' }));
    expect(await screen.findByText('Date cannot be earlier than today')).toBeInTheDocument();
    expect(probe().path).toBe('/');
  });

  it('clamps typed traveller counts to adults 1–20 and children 0–10', async () => {
    stubFetch(catalog);
    renderAt('/');
    const adults = screen.getByLabelText('Adults');
    await userEvent.clear(adults);
    await userEvent.type(adults, '99');
    await userEvent.tab();
    expect(adults).toHaveValue('20');
    const children = screen.getByLabelText('Children');
    await userEvent.clear(children);
    await userEvent.type(children, '15');
    await userEvent.tab();
    expect(children).toHaveValue('10');
    await userEvent.clear(adults);
    await userEvent.tab();
    expect(adults).toHaveValue('1');
  });

  it('navigates to /booking with the exact query, adds the flight number, and stores the e-mail', async () => {
    stubFetch(catalog);
    renderAt('/?airport=LHR');
    const date = addDays(10);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Service type' }), 'Departure');
    fireEvent.change(screen.getByLabelText('Flight date'), { target: { value: date } });
    fireEvent.change(screen.getByLabelText('Flight time'), { target: { value: '09:30' } });
    await userEvent.click(screen.getByRole('button', { name: 'More adults' }));
    await userEvent.click(screen.getByRole('button', { name: 'More children' }));
    await userEvent.type(screen.getByLabelText('Flight number (optional)'), 'BA123');
    await userEvent.type(screen.getByLabelText('E-mail (optional)'), 'ada@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Find Services' }));
    await waitFor(() => expect(probe().path).toBe('/booking'));
    expect(screen.getByTestId('location').textContent).toBe(
      `/booking?airport=LHR&type=departure&date=${date}&time=09:30&adults=2&children=1&flight=BA123`,
    );
    expect(localStorage.getItem('userEmail')).toBe('ada@example.com');
  });

  it('leaves the flight out of the query when none is given', async () => {
    stubFetch(catalog);
    renderAt('/?airport=JFK');
    await userEvent.click(screen.getByRole('button', { name: 'Find Services' }));
    await waitFor(() => expect(probe().path).toBe('/booking'));
    expect(probe().params).toEqual({
      airport: 'JFK',
      type: 'arrival',
      date: localIsoDate(),
      time: '14:00',
      adults: '1',
      children: '0',
    });
    expect(localStorage.getItem('userEmail')).toBeNull();
  });

  it('looks airports up 300 ms after the last keystroke, not before, and selecting one sets the code', async () => {
    jest.useFakeTimers();
    const fetchMock = stubFetch(catalog);
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderAt('/');
    const airport = screen.getByRole('combobox', { name: 'Airport' });
    await user.type(airport, 'lon');
    const searches = () => fetchedPaths(fetchMock).filter((p) => p.startsWith('/api/airports/search'));
    await act(async () => {
      await jest.advanceTimersByTimeAsync(299);
    });
    expect(searches()).toEqual([]);
    expect(screen.queryByText(/London Gatwick Airport/)).not.toBeInTheDocument();
    await act(async () => {
      await jest.advanceTimersByTimeAsync(1);
    });
    expect(searches()).toEqual(['/api/airports/search?q=lon']);
    const option = await screen.findByText(/London Gatwick Airport/);
    // No flag where the device cannot draw one (jsdom draws nothing): never an empty box.
    expect(within(option.closest('[role="option"]') as HTMLElement).queryByText('🇬🇧')).toBeNull();
    await user.click(option);
    expect(airport).toHaveValue('LGW');
    // The field sends the code; beside it, the airport as the suggestion named it.
    expect(screen.getByTestId('picked-airport')).toHaveTextContent(
      'London Gatwick Airport, London, United Kingdom (LGW)',
    );
    expect(airport).toHaveAttribute(
      'aria-describedby',
      expect.stringContaining(screen.getByTestId('picked-airport').id),
    );
  });

  it('narrows the open list to the typed text at once, before the look-up for it answers', async () => {
    jest.useFakeTimers();
    stubFetch(catalog);
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderAt('/');
    const airport = screen.getByRole('combobox', { name: 'Airport' });
    await user.click(airport);
    expect(await screen.findByText(/Dubai International Airport/)).toBeInTheDocument();
    await user.type(airport, 'rome');
    // Within the look-up's 300 ms: no unrelated airport left in the list, Rome's already there.
    expect(screen.queryByText(/Dubai International Airport/)).not.toBeInTheDocument();
    expect(screen.queryByText(/London Heathrow Airport/)).not.toBeInTheDocument();
    expect(screen.getByText(/Fiumicino Airport/)).toBeInTheDocument();
  });

  it('says the airports cannot be looked up when the directory is away, not that none were found', async () => {
    stubFetch((path) =>
      path.startsWith('/api/airports')
        ? json(
            {
              error: {
                code: 'UPSTREAM_UNAVAILABLE',
                message: 'This service is unavailable right now. Please try again in a moment.',
                requestId: 'r',
              },
            },
            503,
          )
        : undefined,
    );
    renderAt('/');
    await userEvent.type(screen.getByRole('combobox', { name: 'Airport' }), 'lon');
    expect(
      await screen.findByText(
        'Airports cannot be looked up right now. Please try again in a moment, or type the 3-letter code.',
        {},
        { timeout: 3000 },
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText('No airports found')).not.toBeInTheDocument();
  });

  it('lists every airport for an empty field (GET /api/airports)', async () => {
    const fetchMock = stubFetch(catalog);
    renderAt('/');
    await userEvent.click(screen.getByRole('combobox', { name: 'Airport' }));
    expect(await screen.findByText(/Dubai International Airport/)).toBeInTheDocument();
    expect(fetchedPaths(fetchMock).some((p) => p.startsWith('/api/airports/search'))).toBe(false);
  });
});
