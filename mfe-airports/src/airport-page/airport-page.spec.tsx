import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { localIsoDate } from '@vip/ui';
import { detailOf, fetchedPaths, json, notFound, renderAt, stubFetch } from '../testing/render-app';

describe('AirportPage', () => {
  it('upper-cases the code, and shows the header, each level "from $…", the services count and the bullets', async () => {
    const fetchMock = stubFetch((path) => (path === '/api/airports/LHR' ? json(detailOf('LHR')) : undefined));
    renderAt('/airports/lhr');
    expect(screen.getByLabelText('Loading airport')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'London Heathrow Airport' })).toBeInTheDocument();
    expect(fetchedPaths(fetchMock)).toEqual(['/api/airports/LHR']);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByText('LHR')).toBeInTheDocument();
    expect(screen.getByText('London, United Kingdom')).toBeInTheDocument();

    const services = screen.getByRole('heading', { level: 2, name: 'Services at LHR' }).closest('section')!;
    const rows = within(services)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(rows).toEqual([
      'VIP Meet & Greetfrom $250',
      'VIP Tarmac Transfer with Exclusive Loungefrom $650',
      'VIP Private Suitefrom $1,250',
    ]);
    expect(within(services).getByText('from $1,250')).toBeInTheDocument();
    expect(within(services).getByText('7 services available')).toBeInTheDocument();

    const info = screen.getByRole('heading', { level: 2, name: 'Booking Information' }).closest('section')!;
    expect(
      within(info)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Available 24/7, 365 days a year',
      // The real rules (contracts' booking-rules.ts), not the spec's 2 hours and instant confirmation.
      'Book online up to 6 hours before your flight',
      'Group discounts available',
      'Confirmed by our team within 24 hours',
    ]);
    expect(screen.queryByText(/instant confirmation|2 hours before/i)).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Airport' })).toHaveValue('LHR');
    expect(document.title).toBe('VIP Meet & Greet at London Heathrow Airport (LHR) | VIP Airport Services');
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      'http://localhost/airports/LHR',
    );
  });

  it('serves /airport/:code with the same page', async () => {
    const fetchMock = stubFetch((path) =>
      path === '/api/airports/FCO'
        ? json(detailOf('FCO', { serviceCount: 1, serviceLevels: [{ level: 'standard', minPrice: 395.4 }] }))
        : undefined,
    );
    renderAt('/airport/fco');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Rome Fiumicino Leonardo da Vinci Airport' }),
    ).toBeInTheDocument();
    expect(fetchedPaths(fetchMock)).toEqual(['/api/airports/FCO']);
    expect(screen.getByText('from $395')).toBeInTheDocument();
    expect(screen.getByText('1 service available')).toBeInTheDocument();
  });

  it("shows 'No Services Available' when the airport has no levels", async () => {
    stubFetch((path) =>
      path === '/api/airports/JFK' ? json(detailOf('JFK', { serviceLevels: [], serviceCount: 0 })) : undefined,
    );
    renderAt('/airports/JFK');
    expect(await screen.findByText('No Services Available')).toBeInTheDocument();
    expect(screen.queryByText(/^from \$/)).not.toBeInTheDocument();
  });

  it("shows 'Airport Not Found' with a link to /airports on a 404", async () => {
    stubFetch((path) =>
      path === '/api/airports/XYZ' ? notFound('AIRPORT_NOT_FOUND', 'Airport Not Found') : undefined,
    );
    renderAt('/airports/xyz');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { level: 1, name: 'Airport Not Found' })).toBeInTheDocument();
    const link = within(alert).getByRole('link', { name: 'Browse All Airports' });
    expect(link).toHaveAttribute('href', '/airports');
    expect(within(alert).queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex,follow');
    await userEvent.click(link);
    expect(await screen.findByRole('heading', { level: 1, name: 'Global Airport Coverage' })).toBeInTheDocument();
  });

  it("shows 'Airport Not Found' on any other failure, with 'Try again'", async () => {
    let fail = true;
    stubFetch((path) => {
      if (path !== '/api/airports/LHR') return undefined;
      return fail ? json({ error: { code: 'INTERNAL', message: 'Boom', requestId: 'r' } }, 500) : json(detailOf('LHR'));
    });
    renderAt('/airports/LHR');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Airport Not Found');
    // Not "mistyped": the directory is away, and the page says so.
    expect(alert).toHaveTextContent(
      'Our airport directory cannot be reached just now, so this airport could not be looked up. Please try again in a moment.',
    );
    expect(alert).not.toHaveTextContent('mistyped');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    const heading = await screen.findByRole('heading', { level: 1, name: 'London Heathrow Airport' });
    // The message and its button are gone: the focus goes to the airport's heading, not to nothing.
    await waitFor(() => expect(heading).toHaveFocus());
  });

  it('searches to /booking/search with the six query parameters', async () => {
    stubFetch((path) => (path === '/api/airports/LHR' ? json(detailOf('LHR')) : undefined));
    renderAt('/airports/LHR');
    await screen.findByRole('heading', { level: 1, name: 'London Heathrow Airport' });
    await userEvent.click(screen.getByRole('button', { name: 'More adults' }));
    await userEvent.click(screen.getByRole('button', { name: 'Find Services' }));
    const location = await screen.findByTestId('location');
    const url = new URL(location.textContent!.replace(/^at /, ''), 'http://localhost');
    expect(url.pathname).toBe('/booking/search');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      airport: 'LHR',
      type: 'arrival',
      date: localIsoDate(),
      time: '14:00',
      adults: '2',
      children: '0',
    });
  });
});
