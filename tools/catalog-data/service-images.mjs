/**
 * Decorative service illustrations, one per level and type, written to svc-catalog/media and served
 * by the catalog itself (never hot-linked). Pure shapes and gradients, no text, no external
 * references: the media route serves them under a CSP of default-src 'none'.
 */

const PALETTES = Object.freeze({
  standard: { from: '#0f2b46', to: '#1f6f8b', accent: '#bfe6ff' },
  lounge: { from: '#2b1640', to: '#8c5a2e', accent: '#f3d9a4' },
  tarmac: { from: '#1d2530', to: '#4a5a6a', accent: '#ffc46b' },
  suite: { from: '#0b0b0f', to: '#5a4a1f', accent: '#e8c76a' },
});

// An airliner seen from above, nose up, about 100 units long.
const PLANE =
  'M0-50C6-50 8-42 8-34V-12L52 14V24L8 10V32L20 42V50L0 44-20 50V42L-8 32V10L-52 24V14L-8-12V-34C-8-42-6-50 0-50Z';

const TYPE_MOTIFS = Object.freeze({
  // Descending path onto a runway seen in perspective.
  arrival:
    '<path d="M40 70Q250 90 390 250" stroke-dasharray="10 12"/>' +
    '<path d="M300 400 390 262M560 400 430 262M445 400 410 300" stroke-opacity=".7"/>' +
    `<path d="${PLANE}" transform="translate(250 150) rotate(122) scale(.9)"/>`,
  // Climbing away from the runway.
  departure:
    '<path d="M120 330Q330 300 560 70" stroke-dasharray="10 12"/>' +
    '<path d="M20 370H300M60 390H260" stroke-opacity=".7"/>' +
    `<path d="${PLANE}" transform="translate(390 190) rotate(52) scale(.9)"/>`,
  // Two flights joined through a hub.
  transfer:
    '<path d="M90 300Q200 90 320 200T560 110" stroke-dasharray="10 12"/>' +
    '<circle cx="320" cy="200" r="16"/><circle cx="320" cy="200" r="34" stroke-opacity=".5"/>' +
    `<path d="${PLANE}" transform="translate(150 200) rotate(30) scale(.6)"/>` +
    `<path d="${PLANE}" transform="translate(500 125) rotate(70) scale(.6)"/>`,
});

const LEVEL_MOTIFS = Object.freeze({
  // A host holding a name board.
  standard:
    '<circle cx="0" cy="-26" r="10"/><path d="M-20 18C-20-4 20-4 20 18"/><rect x="-30" y="-8" width="26" height="18" rx="2"/>',
  // A lounge armchair.
  lounge: '<path d="M-26 12V-14Q-26-24-16-24H16Q26-24 26-14V12M-34 0H-22V16H22V0H34V18H-34ZM-28 18V26M28 18V26"/>',
  // A car waiting on the apron.
  tarmac: '<path d="M-36 10V-2L-24-6-14-20H14L26-6 36-2V10ZM-24 10A7 7 0 1 0-10 10M10 10A7 7 0 1 0 24 10"/>',
  // A private door under an arch, with a star.
  suite: '<path d="M-18 26V-6A18 18 0 0 1 18-6V26ZM8 8V12M0-40L4-32 12-31 6-25 8-17 0-21-8-17-6-25-12-31-4-32Z"/>',
});

/** The file name of a level and type's illustration, e.g. 'standard-arrival.svg'. */
export function imageFileFor(level, type) {
  return `${level}-${type}.svg`;
}

/** The SVG text of one illustration. */
export function serviceImageSvg(level, type) {
  const p = PALETTES[level];
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 400" width="640" height="400" role="img" aria-hidden="true">',
    '<defs>',
    `<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.from}"/><stop offset="1" stop-color="${p.to}"/></linearGradient>`,
    `<radialGradient id="glow" cx=".8" cy=".15" r=".6"><stop offset="0" stop-color="${p.accent}" stop-opacity=".35"/><stop offset="1" stop-color="${p.accent}" stop-opacity="0"/></radialGradient>`,
    '</defs>',
    '<rect width="640" height="400" fill="url(#bg)"/>',
    '<rect width="640" height="400" fill="url(#glow)"/>',
    `<g fill="none" stroke="${p.accent}" stroke-width="3" stroke-linecap="round" stroke-linejoin="round" stroke-opacity=".85">`,
    TYPE_MOTIFS[type],
    `<g transform="translate(570 330)"><circle r="48" stroke-opacity=".4"/>${LEVEL_MOTIFS[level]}</g>`,
    '</g>',
    '</svg>',
    '',
  ].join('\n');
}

/** Every illustration as [file name, SVG text], for each level and type. */
export function serviceImages(levels, types) {
  return levels.flatMap((level) => types.map((type) => [imageFileFor(level, type), serviceImageSvg(level, type)]));
}
