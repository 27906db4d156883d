import { airportCodeFromSlug, landingPath, landingSlug, slugify } from './slugs';

describe('landing slugs', () => {
  it.each([
    ['London Heathrow Airport', 'london-heathrow-airport'],
    ["  Chicago O'Hare International  ", 'chicago-ohare-international'],
    ['São Paulo–Guarulhos', 'sao-pauloguarulhos'],
    ['Zürich   Airport', 'zurich-airport'],
    ['-Edge- case-', 'edge-case'],
    ['Dubai (DXB) International', 'dubai-dxb-international'],
  ])('slugify(%j) is %j', (input, slug) => expect(slugify(input)).toBe(slug));

  it('builds {name}-{code}-{country}', () => {
    const lhr = { name: 'London Heathrow Airport', code: 'LHR', countryCode: 'GB' };
    expect(landingSlug(lhr)).toBe('london-heathrow-airport-lhr-gb');
    expect(landingPath(lhr)).toBe('/vip-meet-and-greet/london-heathrow-airport-lhr-gb');
  });

  it.each([
    ['london-heathrow-airport-lhr-gb', 'LHR'],
    ['LONDON-HEATHROW-AIRPORT-LHR-GB', 'LHR'],
    // second-to-last segment is not three letters: first three-letter run
    ['jfk-new-york-kennedy', 'JFK'],
    ['heathrow-lhr-terminal-5', 'LHR'],
    ['new-york-jfk-airport-us-extra', 'NEW'],
    ['singapore-changi', undefined],
    ['', undefined],
  ])('airportCodeFromSlug(%j) is %j', (slug, code) => expect(airportCodeFromSlug(slug)).toBe(code));

  it('round-trips every built slug', () => {
    for (const a of [
      { name: 'Rome Fiumicino Leonardo da Vinci Airport', code: 'FCO', countryCode: 'IT' },
      { name: 'Dubai International Airport', code: 'DXB', countryCode: 'AE' },
      { name: 'Aéroport de Nice Côte d’Azur', code: 'NCE', countryCode: 'FR' },
    ]) {
      expect(airportCodeFromSlug(landingSlug(a))).toBe(a.code);
    }
  });
});
