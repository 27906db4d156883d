/**
 * Seeded randomness for the catalog generator. Every airport draws from its own streams (keyed by
 * code and purpose), so an airport's vendors and services do not depend on which other airports
 * are generated: the curated file and the all-airports file agree on every curated airport.
 */

/** The fixed seed; change it only to reshuffle the whole catalog on purpose. */
export const CATALOG_SEED = 0x5eed_2611;

/** mulberry32: a small, fast 32-bit PRNG returning floats in [0, 1). */
export function mulberry32(seed) {
  let a = seed >>> 0;
  return function next() {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** FNV-1a, to turn a stream name into a 32-bit seed. */
export function hashString(text) {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** A random stream for one airport and one purpose ('vendors', 'services', ...). */
export function streamFor(code, purpose) {
  return mulberry32((hashString(`${code}:${purpose}`) ^ CATALOG_SEED) >>> 0);
}

/** Helpers over a stream. */
export function helpers(rng) {
  return {
    rng,
    chance: (p) => rng() < p,
    pick: (list) => list[Math.floor(rng() * list.length)],
    int: (min, max) => min + Math.floor(rng() * (max - min + 1)),
    between: (min, max) => min + rng() * (max - min),
  };
}
