// The public pages the outside measurements in this folder audit, and how they ask for one the server has not
// rendered yet.

const isoDaysFromNow = (days) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const resultsQuery = () => `airport=FCO&type=arrival&date=${isoDaysFromNow(30)}&time=14:00&adults=1&children=0`;

/** Home, directory, an airport, a landing page, the results page. */
export const PUBLIC_PAGES = [
  { name: 'home', path: '/' },
  { name: 'airports', path: '/airports' },
  { name: 'airport LHR', path: '/airports/LHR' },
  { name: 'landing page', path: '/vip-meet-and-greet/london-heathrow-airport-lhr-gb' },
  { name: 'booking results', path: `/booking?${resultsQuery()}` },
];

/** A few of them in French and Arabic. */
export const TRANSLATED_PAGES = [
  { name: 'home (fr)', path: '/fr/' },
  { name: 'airport LHR (ar)', path: '/ar/airports/LHR' },
  { name: 'booking results (fr)', path: `/fr/booking?${resultsQuery()}` },
];

/**
 * The page's path with a parameter no page reads, unique to the run: a URL the server has not rendered yet (its page
 * cache keys on the whole URL).
 */
export function coldPath(path, parameter, tag) {
  return `${path}${path.includes('?') ? '&' : '?'}${parameter}=${tag}`;
}
