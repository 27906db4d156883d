import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { localIsoDate } from '@vip/ui';
import { detailOf, fetchedPaths, json, notFound, renderAt, stubFetch } from '../testing/render-app';

function serveLhr(overrides = {}) {
  return stubFetch((path) => (path === '/api/airports/LHR' ? json(detailOf('LHR', overrides)) : undefined));
}

describe('LandingPage', () => {
  it('reads the code from the slug and shows the airport and its levels with badges and prices', async () => {
    const fetchMock = serveLhr({
      serviceLevels: [
        { level: 'suite', minPrice: 1250 },
        { level: 'tarmac', minPrice: 450 },
        { level: 'standard', minPrice: 250 },
        { level: 'lounge', minPrice: 650 },
      ],
    });
    renderAt('/vip-meet-and-greet/london-heathrow-airport-lhr-gb');
    expect(screen.getByLabelText('Loading airport')).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'VIP Meet & Greet at London Heathrow Airport' }),
    ).toBeInTheDocument();
    expect(fetchedPaths(fetchMock)).toEqual(['/api/airports/LHR']);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByText('LHR · London, United Kingdom')).toBeInTheDocument();

    const levels = screen
      .getByRole('heading', { level: 2, name: 'Services at London Heathrow Airport' })
      .closest('section')!;
    const cards = within(levels).getAllByRole('listitem');
    expect(cards.map((c) => c.textContent)).toEqual([
      'StandardVIP Meet & Greetfrom $250',
      'LoungeVIP Tarmac Transfer with Exclusive Loungefrom $650',
      'TarmacVIP Tarmac Transferfrom $450',
      'SuiteVIP Private Suitefrom $1,250',
    ]);
    expect(within(cards[2]).getByText('Tarmac')).toBeInTheDocument();
    expect(within(cards[2]).getByRole('heading', { level: 3, name: 'VIP Tarmac Transfer' })).toBeInTheDocument();
    expect(screen.getByText('Confirmed by our team within 24 hours')).toBeInTheDocument();
    expect(screen.queryByText(/instant confirmation/i)).not.toBeInTheDocument();
  });

  it('finds the code in an odd slug and canonicalises to the airport landing path', async () => {
    const fetchMock = serveLhr();
    renderAt('/vip-meet-and-greet/heathrow-lhr');
    await screen.findByRole('heading', { level: 1, name: 'VIP Meet & Greet at London Heathrow Airport' });
    expect(fetchedPaths(fetchMock)).toEqual(['/api/airports/LHR']);
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      'http://localhost/vip-meet-and-greet/london-heathrow-airport-lhr-gb',
    );
    expect(document.title).toBe('VIP Meet & Greet at London Heathrow Airport (LHR) | VIP Airport Services');
  });

  it('goes to /not-found, replacing the entry, when the slug has no code', async () => {
    const fetchMock = stubFetch(() => undefined);
    renderAt('/vip-meet-and-greet/airport');
    expect(await screen.findByTestId('location')).toHaveTextContent('at /not-found');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows 'Airport Not Found' with 'Browse All Airports' on a 404", async () => {
    stubFetch((path) =>
      path === '/api/airports/ZZZ' ? notFound('AIRPORT_NOT_FOUND', 'Airport Not Found') : undefined,
    );
    renderAt('/vip-meet-and-greet/nowhere-zzz-xx');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { level: 1, name: 'Airport Not Found' })).toBeInTheDocument();
    expect(within(alert).getByRole('link', { name: 'Browse All Airports' })).toHaveAttribute('href', '/airports');
  });

  it("shows 'No Services Available' when the airport has no levels", async () => {
    serveLhr({ serviceLevels: [], serviceCount: 0 });
    renderAt('/vip-meet-and-greet/london-heathrow-airport-lhr-gb');
    expect(await screen.findByText('No Services Available')).toBeInTheDocument();
  });

  it('searches to /booking with the six query parameters', async () => {
    serveLhr();
    renderAt('/vip-meet-and-greet/london-heathrow-airport-lhr-gb');
    await screen.findByRole('heading', { level: 1, name: 'VIP Meet & Greet at London Heathrow Airport' });
    await userEvent.click(screen.getByRole('button', { name: 'Find Services' }));
    const location = await screen.findByTestId('location');
    const url = new URL(location.textContent!.replace(/^at /, ''), 'http://localhost');
    expect(url.pathname).toBe('/booking');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      airport: 'LHR',
      type: 'arrival',
      date: localIsoDate(),
      time: '14:00',
      adults: '1',
      children: '0',
    });
  });
});
