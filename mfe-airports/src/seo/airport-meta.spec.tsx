import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { detailOf, json, renderAt, stubFetch } from '../testing/render-app';
import { airportJsonLd, airportPageDescription, airportPageMeta } from './airport-meta';

describe('airport meta', () => {
  const lhr = detailOf('LHR');

  it('titles and describes the page with the levels and the lowest price', () => {
    const meta = airportPageMeta(lhr, '/airports/LHR');
    expect(meta.title).toBe('VIP Meet & Greet at London Heathrow Airport (LHR) | VIP Airport Services');
    expect(meta.description).toBe(
      'VIP Meet & Greet, VIP Tarmac Transfer with Exclusive Lounge and VIP Private Suite at London Heathrow Airport (LHR), London, United Kingdom, from $250. Available 24/7, confirmed by our team within 24 hours.',
    );
    expect(airportPageDescription({ ...lhr, serviceLevels: [] })).toMatch(
      /^VIP airport assistance at London Heathrow Airport \(LHR\)/,
    );
  });

  it('describes the airport in schema.org JSON-LD with USD offers per level', () => {
    expect(airportJsonLd(lhr, '/vip-meet-and-greet/london-heathrow-airport-lhr-gb')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Airport',
      name: 'London Heathrow Airport',
      iataCode: 'LHR',
      icaoCode: 'EGLL',
      url: 'http://localhost/vip-meet-and-greet/london-heathrow-airport-lhr-gb',
      address: { '@type': 'PostalAddress', addressLocality: 'London', addressCountry: 'GB' },
      geo: { '@type': 'GeoCoordinates', latitude: 51.47, longitude: -0.4543 },
      hasOfferCatalog: {
        '@type': 'OfferCatalog',
        name: 'VIP services at London Heathrow Airport',
        itemListElement: [
          expect.objectContaining({ '@type': 'Offer', name: 'VIP Meet & Greet', price: 250, priceCurrency: 'USD' }),
          expect.objectContaining({
            '@type': 'Offer',
            name: 'VIP Tarmac Transfer with Exclusive Lounge',
            price: 650,
            priceCurrency: 'USD',
          }),
          expect.objectContaining({ '@type': 'Offer', name: 'VIP Private Suite', price: 1250, priceCurrency: 'USD' }),
        ],
      },
    });
  });

  it('leaves out what the airport lacks', () => {
    const ld = airportJsonLd(
      { ...lhr, icao: null, latitude: null, longitude: null, serviceLevels: [] },
      '/airports/LHR',
    ) as Record<string, unknown>;
    expect(ld).not.toHaveProperty('icaoCode');
    expect(ld).not.toHaveProperty('geo');
    expect(ld).not.toHaveProperty('hasOfferCatalog');
  });

  it('is written to the page by the airport page and removed when it is left', async () => {
    stubFetch((path) => (path === '/api/airports/LHR' ? json(lhr) : path === '/api/airports' ? json([]) : undefined));
    document.title = 'VIP Airport Services';
    renderAt('/airports/LHR');
    await screen.findByRole('heading', { level: 1, name: 'London Heathrow Airport' });
    const ld = JSON.parse(
      document.head.querySelector('script[type="application/ld+json"][data-page-meta]')!.textContent!,
    );
    expect(ld).toMatchObject({ '@type': 'Airport', iataCode: 'LHR' });
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      expect.stringContaining('from $250'),
    );
    await userEvent.click(screen.getByRole('link', { name: 'All airports' }));
    await screen.findByRole('heading', { level: 1, name: 'Global Airport Coverage' });
    expect(document.title).toBe('Global Airport Coverage | VIP Airport Services');
    expect(document.head.querySelector('script[data-page-meta]')).toBeNull();
  });
});
