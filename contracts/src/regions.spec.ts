import { REGION_BY_COUNTRY_CODE, regionFor } from './regions';
import { REGIONS, type Region } from './vocabulary';

const at = (code: string, countryCode: string, city: string) => ({ code, countryCode, city });

describe('regionFor', () => {
  it.each<[string, ReturnType<typeof at>, Region]>([
    // by country
    ['London Heathrow', at('LHR', 'GB', 'London'), 'Europe'],
    ['Rome Fiumicino', at('FCO', 'IT', 'Rome'), 'Europe'],
    ['New York JFK', at('JFK', 'US', 'New York'), 'Americas'],
    ['Toronto', at('YYZ', 'CA', 'Toronto'), 'Americas'],
    ['Cancun', at('CUN', 'MX', 'Cancun'), 'Americas'],
    ['Sao Paulo', at('GRU', 'BR', 'Sao Paulo'), 'Americas'],
    ['Nassau', at('NAS', 'BS', 'Nassau'), 'Americas'],
    ['St Barths', at('SBH', 'BL', 'Gustavia'), 'Americas'],
    ['Moscow (Russia is Europe)', at('SVO', 'RU', 'Moscow'), 'Europe'],
    ['Vladivostok (Russia is Europe)', at('VVO', 'RU', 'Vladivostok'), 'Europe'],
    ['Antalya (Turkey is Europe)', at('AYT', 'TR', 'Antalya'), 'Europe'],
    ['Tbilisi', at('TBS', 'GE', 'Tbilisi'), 'Europe'],
    ['Larnaca', at('LCA', 'CY', 'Larnaca'), 'Europe'],
    ['Dubai', at('DXB', 'AE', 'Dubai'), 'Middle East & Africa'],
    ['Doha', at('DOH', 'QA', 'Doha'), 'Middle East & Africa'],
    ['Tel Aviv', at('TLV', 'IL', 'Tel Aviv'), 'Middle East & Africa'],
    ['Cairo (Egypt is Middle East & Africa)', at('CAI', 'EG', 'Cairo'), 'Middle East & Africa'],
    ['Marrakech', at('RAK', 'MA', 'Marrakech'), 'Middle East & Africa'],
    ['Cape Town', at('CPT', 'ZA', 'Cape Town'), 'Middle East & Africa'],
    ['Mauritius', at('MRU', 'MU', 'Plaine Magnien'), 'Middle East & Africa'],
    ['Seychelles', at('SEZ', 'SC', 'Mahe'), 'Middle East & Africa'],
    ['Tehran', at('IKA', 'IR', 'Tehran'), 'Middle East & Africa'],
    ['Singapore', at('SIN', 'SG', 'Singapore'), 'Asia Pacific'],
    ['Sydney', at('SYD', 'AU', 'Sydney'), 'Asia Pacific'],
    ['Male (Maldives)', at('MLE', 'MV', 'Male'), 'Asia Pacific'],
    ['Bora Bora', at('BOB', 'PF', 'Bora Bora'), 'Asia Pacific'],
    ['Guam', at('GUM', 'GU', 'Hagatna'), 'Asia Pacific'],
    ['Almaty', at('ALA', 'KZ', 'Almaty'), 'Asia Pacific'],
    ['Delhi', at('DEL', 'IN', 'Delhi'), 'Asia Pacific'],
    // by airport code, before country
    ['Istanbul IST', at('IST', 'TR', 'Istanbul'), 'Europe'],
    ['Istanbul SAW', at('SAW', 'TR', 'Istanbul'), 'Europe'],
    ['Gran Canaria', at('LPA', 'ES', 'Las Palmas'), 'Europe'],
    ['Tenerife South', at('TFS', 'ES', 'Tenerife'), 'Europe'],
    ['Madeira', at('FNC', 'PT', 'Funchal'), 'Europe'],
    ['Honolulu', at('HNL', 'US', 'Honolulu'), 'Americas'],
    ['Maui', at('OGG', 'US', 'Kahului'), 'Americas'],
    ['Sharm el-Sheikh', at('SSH', 'EG', 'Sharm el-Sheikh'), 'Middle East & Africa'],
    ['a pinned code wins over any country', at('IST', 'XX', 'Nowhere'), 'Europe'],
    // by city, when the country code is unknown or retired
    ['Curacao under the retired AN', at('CUR', 'AN', 'Willemstad'), 'Americas'],
    ['Belgrade under the retired CS', at('BEG', 'CS', 'Belgrade'), 'Europe'],
    ['Pristina under KV', at('PRN', 'KV', 'Priština'), 'Europe'],
    ['Laayoune with no country', at('EUN', '', 'Laâyoune'), 'Middle East & Africa'],
    // else Other
    ['Antarctica', at('TNM', 'AQ', 'King George Island'), 'Other'],
    ['unknown everything', at('ZZZ', 'ZZ', 'Atlantis'), 'Other'],
  ])('%s', (_label, airport, region) => expect(regionFor(airport)).toBe(region));

  it('ignores case and surrounding spaces in codes', () => {
    expect(regionFor(at(' ist ', 'tr', 'Istanbul'))).toBe('Europe');
    expect(regionFor(at('abc', ' fr ', 'Paris'))).toBe('Europe');
  });

  it('places every country it knows in a real region', () => {
    for (const region of Object.values(REGION_BY_COUNTRY_CODE)) {
      expect(REGIONS).toContain(region);
      expect(region).not.toBe('Other');
    }
    expect(Object.keys(REGION_BY_COUNTRY_CODE).length).toBeGreaterThanOrEqual(240);
  });
});
