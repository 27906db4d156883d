import { Link } from 'react-router';
import { type Airport } from '@vip/contracts/schemas';
import { landingPath } from '@vip/contracts/slugs';
import { placeOf, useWords, type Words } from '../common/words';

/**
 * The directory's look for its cards and grid, in one style element: 289 cards drawn with plain elements
 * cost a fraction of what as many antd Card, Row/Col, Tag and Typography components cost to hydrate on a
 * phone (they were most of the page's blocking time). Colours are the theme's (AA contrast on white); the card's
 * text colour outranks the page's link colour (.vip-page a).
 */
export const AIRPORT_GRID_STYLE = `
.airport-grid { list-style: none; margin: 0; padding: 0; display: grid; gap: 16px; grid-template-columns: repeat(auto-fill, minmax(min(100%, 300px), 1fr)); }
.airport-grid .airport-card { display: block; height: 100%; box-sizing: border-box; padding: 12px; border: 1px solid ${VIP_THEME.colorBorderSecondary}; border-radius: ${VIP_THEME.borderRadius}px; background: #fff; color: ${VIP_THEME.colorText}; text-decoration: none; transition: box-shadow 0.2s, border-color 0.2s; }
.airport-grid .airport-card:hover { color: ${VIP_THEME.colorText}; border-color: transparent; box-shadow: 0 1px 2px -2px rgba(0, 0, 0, 0.16), 0 3px 6px 0 rgba(0, 0, 0, 0.12), 0 5px 12px 4px rgba(0, 0, 0, 0.09); }
.airport-card:focus-visible { outline: 3px solid ${VIP_THEME.colorLink}; outline-offset: 2px; }
.airport-card h3 { margin: 0 0 6px; font-size: 16px; font-weight: 600; line-height: 1.4; }
.airport-card .airport-code { display: inline-block; margin-inline-end: 8px; padding: 0 7px; border-radius: ${VIP_THEME.borderRadiusXS}px; background: ${VIP_THEME.navy}; color: #fff; font-size: 12px; line-height: 20px; }
.airport-card .airport-place { color: ${VIP_THEME.colorTextSecondary}; }
@media (prefers-reduced-motion: reduce) { .airport-card { transition: none; } }
`;

/** One airport: name, code, city and country, linking to its service page. */
export function AirportCard({ airport, words }: { airport: Airport; words: Words }) {
  return (
    <Link to={landingPath(airport)} className="airport-card">
      <h3>{airport.name}</h3>
      <span className="airport-code">{airport.code}</span>
      <span className="airport-place">{placeOf(words, airport)}</span>
    </Link>
  );
}

/** The cards of a list of airports, as many columns as fit. */
export function AirportGrid({ airports }: { airports: Airport[] }) {
  // Once for the list: the directory draws hundreds of cards.
  const words = useWords();
  return (
    <ul className="airport-grid">
      {airports.map((a) => (
        <li key={a.code}>
          <AirportCard airport={a} words={words} />
        </li>
      ))}
    </ul>
  );
}
