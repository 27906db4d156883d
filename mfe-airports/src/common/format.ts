import { formatUsdWhole } from '@vip/contracts/money';
import { SERVICE_LEVELS, type ServiceLevel } from '@vip/contracts/vocabulary';

/** US dollars without cents, en-US grouping: 1250 → '$1,250'. */
export function formatWholeDollars(amount: number): string {
  return formatUsdWhole(amount);
}

/** The spec's 'from $minPrice': 1250 → 'from $1,250'. */
export function formatFromPrice(minPrice: number): string {
  return `from ${formatWholeDollars(minPrice)}`;
}

export interface LevelPrice {
  level: ServiceLevel;
  minPrice: number;
}

/** One entry per level (the lowest price wins), in the vocabulary's order: standard, lounge, tarmac, suite. */
export function orderedLevels(levels: readonly LevelPrice[]): LevelPrice[] {
  const byLevel = new Map<ServiceLevel, number>();
  for (const { level, minPrice } of levels) {
    const seen = byLevel.get(level);
    byLevel.set(level, seen === undefined ? minPrice : Math.min(seen, minPrice));
  }
  return SERVICE_LEVELS.filter((level) => byLevel.has(level)).map((level) => ({
    level,
    minPrice: byLevel.get(level)!,
  }));
}

/** The lowest price over all levels, or undefined when none is offered. */
export function lowestPrice(levels: readonly LevelPrice[]): number | undefined {
  return levels.length === 0 ? undefined : Math.min(...levels.map((l) => l.minPrice));
}
