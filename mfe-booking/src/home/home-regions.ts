/**
 * The home page's regional airport examples (four regions with example airports). Cities
 * are here so the list shows at once; the landing-page links need each airport's name and country
 * code, which come from GET /api/airports.
 */
export interface RegionExample {
  title: string;
  airports: ReadonlyArray<{ code: string; city: string }>;
}

export const HOME_REGIONS: readonly RegionExample[] = [
  {
    title: 'Americas and Caribbean',
    airports: [
      { code: 'JFK', city: 'New York' },
      { code: 'MIA', city: 'Miami' },
      { code: 'LAX', city: 'Los Angeles' },
      { code: 'CUN', city: 'Cancún' },
      { code: 'MBJ', city: 'Montego Bay' },
      { code: 'YYZ', city: 'Toronto' },
    ],
  },
  {
    title: 'Europe',
    airports: [
      { code: 'LHR', city: 'London' },
      { code: 'CDG', city: 'Paris' },
      { code: 'FCO', city: 'Rome' },
      { code: 'MUC', city: 'Munich' },
      { code: 'AMS', city: 'Amsterdam' },
      { code: 'IST', city: 'Istanbul' },
    ],
  },
  {
    title: 'Asia-Pacific',
    airports: [
      { code: 'SIN', city: 'Singapore' },
      { code: 'HND', city: 'Tokyo' },
      { code: 'SYD', city: 'Sydney' },
      { code: 'HKG', city: 'Hong Kong' },
      { code: 'MLE', city: 'Malé' },
    ],
  },
  {
    title: 'Middle East and Africa',
    airports: [
      { code: 'DXB', city: 'Dubai' },
      { code: 'DOH', city: 'Doha' },
      { code: 'AUH', city: 'Abu Dhabi' },
      { code: 'CPT', city: 'Cape Town' },
      { code: 'JNB', city: 'Johannesburg' },
    ],
  },
];
