import type { MessageDescriptor } from 'react-intl';
import { HOME_CITY_MESSAGES as CITY, HOME_REGION_MESSAGES as REGION } from './home-sections.messages';

/**
 * The home page's regional airport examples (four regions with example airports). Cities
 * are here so the list shows at once; the landing-page links need each airport's name and country
 * code, which come from GET /api/airports.
 */
export interface RegionExample {
  title: MessageDescriptor;
  airports: ReadonlyArray<{ code: string; city: MessageDescriptor }>;
}

export const HOME_REGIONS: readonly RegionExample[] = [
  {
    title: REGION.americas,
    airports: [
      { code: 'JFK', city: CITY.JFK },
      { code: 'MIA', city: CITY.MIA },
      { code: 'LAX', city: CITY.LAX },
      { code: 'CUN', city: CITY.CUN },
      { code: 'MBJ', city: CITY.MBJ },
      { code: 'YYZ', city: CITY.YYZ },
    ],
  },
  {
    title: REGION.europe,
    airports: [
      { code: 'LHR', city: CITY.LHR },
      { code: 'CDG', city: CITY.CDG },
      { code: 'FCO', city: CITY.FCO },
      { code: 'MUC', city: CITY.MUC },
      { code: 'AMS', city: CITY.AMS },
      { code: 'IST', city: CITY.IST },
    ],
  },
  {
    title: REGION.asiaPacific,
    airports: [
      { code: 'SIN', city: CITY.SIN },
      { code: 'HND', city: CITY.HND },
      { code: 'SYD', city: CITY.SYD },
      { code: 'HKG', city: CITY.HKG },
      { code: 'MLE', city: CITY.MLE },
    ],
  },
  {
    title: REGION.middleEastAfrica,
    airports: [
      { code: 'DXB', city: CITY.DXB },
      { code: 'DOH', city: CITY.DOH },
      { code: 'AUH', city: CITY.AUH },
      { code: 'CPT', city: CITY.CPT },
      { code: 'JNB', city: CITY.JNB },
    ],
  },
];
