import { asPhoneCountry, type PhoneCountry } from '@vip/contracts/schemas';

/**
 * A country name to its two-letter lower-case code. The catalog's
 * airport search answers carry the country name only, so suggestions look the flag up here. Names
 * are matched without case, accents or extra spaces; the table covers every country in the catalog
 * plus the common alternative spellings.
 */
const CODES: Record<string, string> = {
  anguilla: 'ai',
  'antigua and barbuda': 'ag',
  argentina: 'ar',
  aruba: 'aw',
  australia: 'au',
  austria: 'at',
  azerbaijan: 'az',
  bahamas: 'bs',
  'the bahamas': 'bs',
  bahrain: 'bh',
  barbados: 'bb',
  belgium: 'be',
  belize: 'bz',
  bermuda: 'bm',
  bhutan: 'bt',
  botswana: 'bw',
  brazil: 'br',
  cambodia: 'kh',
  canada: 'ca',
  'cayman islands': 'ky',
  chile: 'cl',
  china: 'cn',
  colombia: 'co',
  'cook islands': 'ck',
  'costa rica': 'cr',
  croatia: 'hr',
  curacao: 'cw',
  cyprus: 'cy',
  czechia: 'cz',
  'czech republic': 'cz',
  denmark: 'dk',
  'dominican republic': 'do',
  ecuador: 'ec',
  egypt: 'eg',
  ethiopia: 'et',
  fiji: 'fj',
  finland: 'fi',
  france: 'fr',
  'french polynesia': 'pf',
  georgia: 'ge',
  germany: 'de',
  ghana: 'gh',
  greece: 'gr',
  guam: 'gu',
  'hong kong': 'hk',
  hungary: 'hu',
  iceland: 'is',
  india: 'in',
  indonesia: 'id',
  ireland: 'ie',
  israel: 'il',
  italy: 'it',
  jamaica: 'jm',
  japan: 'jp',
  jersey: 'je',
  jordan: 'jo',
  kazakhstan: 'kz',
  kenya: 'ke',
  kuwait: 'kw',
  lebanon: 'lb',
  luxembourg: 'lu',
  macau: 'mo',
  macao: 'mo',
  malaysia: 'my',
  maldives: 'mv',
  malta: 'mt',
  mauritius: 'mu',
  mexico: 'mx',
  montenegro: 'me',
  morocco: 'ma',
  namibia: 'na',
  nepal: 'np',
  netherlands: 'nl',
  'the netherlands': 'nl',
  'new caledonia': 'nc',
  'new zealand': 'nz',
  nigeria: 'ng',
  norway: 'no',
  oman: 'om',
  pakistan: 'pk',
  panama: 'pa',
  peru: 'pe',
  philippines: 'ph',
  poland: 'pl',
  portugal: 'pt',
  'puerto rico': 'pr',
  qatar: 'qa',
  romania: 'ro',
  russia: 'ru',
  'russian federation': 'ru',
  rwanda: 'rw',
  reunion: 're',
  'saint barthelemy': 'bl',
  'st barthelemy': 'bl',
  'saint kitts and nevis': 'kn',
  'saint lucia': 'lc',
  'saudi arabia': 'sa',
  senegal: 'sn',
  serbia: 'rs',
  seychelles: 'sc',
  singapore: 'sg',
  'sint maarten': 'sx',
  'south africa': 'za',
  'south korea': 'kr',
  korea: 'kr',
  'republic of korea': 'kr',
  spain: 'es',
  'sri lanka': 'lk',
  sweden: 'se',
  switzerland: 'ch',
  taiwan: 'tw',
  tanzania: 'tz',
  thailand: 'th',
  tunisia: 'tn',
  turkey: 'tr',
  turkiye: 'tr',
  'turks and caicos islands': 'tc',
  'us virgin islands': 'vi',
  'u.s. virgin islands': 'vi',
  uganda: 'ug',
  'united arab emirates': 'ae',
  uae: 'ae',
  'united kingdom': 'gb',
  uk: 'gb',
  'great britain': 'gb',
  england: 'gb',
  scotland: 'gb',
  'united states': 'us',
  'united states of america': 'us',
  usa: 'us',
  us: 'us',
  uruguay: 'uy',
  uzbekistan: 'uz',
  vietnam: 'vn',
  'viet nam': 'vn',
  zimbabwe: 'zw',
};

function key(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim()
    .toLowerCase()
    .replace(/\s+/g, ' ');
}

/**
 * Two-letter lower-case code of a country name. An unknown name of two or more characters gives
 * its first two letters lower-cased; anything shorter gives 'xx'.
 */
export function countryCode(name: string | null | undefined): string {
  const normalised = key(name ?? '');
  const known = knownCode(normalised);
  if (known) return known;
  return normalised.length >= 2 ? normalised.slice(0, 2) : 'xx';
}

function knownCode(normalised: string): string | undefined {
  return CODES[normalised] ?? CODES[normalised.replace(/\./g, '')];
}

/**
 * The country a phone number typed at an airport is first read as: the airport's country, when its name is one
 * the table knows (the two-letter fallback would be a guess); undefined otherwise (the browser's region then).
 */
export function phoneCountryOfAirport(countryName: string | null | undefined): PhoneCountry | undefined {
  return asPhoneCountry(knownCode(key(countryName ?? '')));
}

/**
 * The flag emoji of a country name (two regional-indicator letters), or '' when the code is not two
 * letters a–z (e.g. the 'xx' fallback), so no broken glyph is shown.
 */
export function countryFlag(name: string | null | undefined): string {
  const code = countryCode(name);
  if (code === 'xx' || !/^[a-z]{2}$/.test(code)) return '';
  return String.fromCodePoint(...[...code].map((c) => 0x1f1e6 + c.charCodeAt(0) - 97));
}

/** The part of a canvas the check uses (a test passes its own). */
export interface FlagCanvas {
  width: number;
  height: number;
  getContext(
    type: '2d',
    options?: { willReadFrequently: boolean },
  ): Pick<CanvasRenderingContext2D, 'textBaseline' | 'font' | 'fillStyle' | 'fillText' | 'getImageData'> | null;
}

/**
 * Whether a canvas draws a flag emoji in colour. Windows has no flag glyphs: a flag comes out as two grey
 * letters or empty boxes. A colour flag has pixels whose red, green and blue differ; fallback letters are grey.
 */
export function drawsColourFlags(canvas: FlagCanvas | null): boolean {
  try {
    const context = canvas?.getContext('2d', { willReadFrequently: true });
    if (!canvas || !context) return false;
    canvas.width = canvas.height = 24;
    context.textBaseline = 'top';
    context.font = '20px sans-serif';
    context.fillStyle = '#000';
    context.fillText(countryFlag('Italy'), 0, 0);
    const { data } = context.getImageData(0, 0, 24, 24);
    for (let i = 0; i < data.length; i += 4) {
      if (data[i + 3]! > 0 && (Math.abs(data[i]! - data[i + 1]!) > 20 || Math.abs(data[i + 1]! - data[i + 2]!) > 20))
        return true;
    }
    return false;
  } catch {
    return false;
  }
}

let flagEmojiSupport: boolean | undefined;

/** Flags in suggestions only where this device draws them (checked once); no canvas, no flags (a server render). */
export function flagEmojiSupported(): boolean {
  flagEmojiSupport ??=
    typeof document !== 'undefined' &&
    typeof HTMLCanvasElement !== 'undefined' &&
    drawsColourFlags(document.createElement('canvas') as unknown as FlagCanvas);
  return flagEmojiSupport;
}
