import { AIRPORTS } from '../testing/render-app';
import { filterAirports, foundHeading, groupByRegion, matchesText, regionsWithAirports } from './filter-airports';

describe('filter-airports', () => {
  it('matches name, code, city and country, ignoring case, accents and edge spaces', () => {
    const zurich = { ...AIRPORTS[0], code: 'ZRH', name: 'Zürich Airport', city: 'Zürich', country: 'Switzerland' };
    expect(matchesText(zurich, ' zurich ')).toBe(true);
    expect(matchesText(zurich, 'zrh')).toBe(true);
    expect(matchesText(zurich, 'SWITZ')).toBe(true);
    expect(matchesText(zurich, 'geneva')).toBe(false);
    expect(matchesText(zurich, '   ')).toBe(true);
  });

  it('filters by region and text, sorted by name', () => {
    expect(filterAirports(AIRPORTS, 'international', 'all').map((a) => a.code)).toEqual(['DXB', 'JFK', 'LAX']);
    expect(filterAirports(AIRPORTS, '', 'Americas').map((a) => a.code)).toEqual(['JFK', 'LAX']);
  });

  it('groups in REGIONS order and lists only regions with airports', () => {
    expect(groupByRegion(AIRPORTS).map((g) => [g.region, g.airports.length])).toEqual([
      ['Americas', 2],
      ['Europe', 3],
      ['Middle East & Africa', 1],
      ['Asia Pacific', 1],
    ]);
    expect(regionsWithAirports(AIRPORTS)).not.toContain('Other');
  });

  it('words the count', () => {
    expect(foundHeading(0)).toBe('0 Airports Found');
    expect(foundHeading(1)).toBe('1 Airport Found');
    expect(foundHeading(84)).toBe('84 Airports Found');
  });
});
