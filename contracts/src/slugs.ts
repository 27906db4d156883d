/** e.g. /vip-meet-and-greet/london-heathrow-airport-lhr-gb */
export const LANDING_PATH_PREFIX = '/vip-meet-and-greet/';

export function slugify(value: string): string {
  return value
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s-]/gu, '')
    .trim()
    .replace(/[\s_]+/g, '-')
    .replace(/-+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export function landingSlug(airport: { name: string; code: string; countryCode: string }): string {
  return `${slugify(airport.name)}-${airport.code.toLowerCase()}-${airport.countryCode.toLowerCase()}`;
}

export function landingPath(airport: { name: string; code: string; countryCode: string }): string {
  return `${LANDING_PATH_PREFIX}${landingSlug(airport)}`;
}

export function airportCodeFromSlug(slug: string): string | undefined {
  const segments = slug.toLowerCase().split('-').filter(Boolean);
  const secondToLast = segments[segments.length - 2];
  if (secondToLast && /^[a-z]{3}$/.test(secondToLast)) return secondToLast.toUpperCase();
  const run = segments.find((s) => /^[a-z]{3}$/.test(s));
  return run?.toUpperCase();
}
