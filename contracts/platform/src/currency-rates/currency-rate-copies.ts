import type { CurrencyRatesChangedV1 } from '@vip/contracts/events';
import { DISPLAY_CURRENCIES, type DisplayCurrency } from '@vip/contracts/display-currency';
import type { SubscriptionSpec } from '../bus/event-bus';
import type { Logger } from '../logger';
import { consumeOnce } from '../outbox/inbox';
import type { SqlClient, TransactionRunner } from '../outbox/sql-client';

/** The display currencies' rates as a service's copy holds them (the newest currency-rates.changed it applied). */
export interface DisplayRates {
  /** USD per unit, exact decimal strings; USD is always '1'. A currency staff keep no rate for is absent. */
  rates: Map<DisplayCurrency, string>;
  /** When staff last changed a rate; null before any state was heard. */
  updatedAt: Date | null;
  revision: number;
}

interface CopyRow {
  rates: unknown;
  revision: number;
  updated_at: Date;
}

/**
 * svc-ops owns the rates; svc-catalog and svc-booking each keep a copy in their own `currency_rate_copies` table
 * (the same one-row table in both, created by each service's migrations), the highest revision winning.
 */
export class CurrencyRateCopies {
  constructor(private readonly db: SqlClient) {}

  /** Whether the state was newer than the one kept. One statement, so replicas racing cannot interleave. */
  async apply(tx: SqlClient, state: CurrencyRatesChangedV1): Promise<boolean> {
    const changed = await tx.$executeRawUnsafe(
      `INSERT INTO currency_rate_copies (id, rates, revision, updated_at)
       VALUES (1, $1::jsonb, $2, $3::timestamptz)
       ON CONFLICT (id) DO UPDATE SET rates = EXCLUDED.rates, revision = EXCLUDED.revision,
         updated_at = EXCLUDED.updated_at
       WHERE currency_rate_copies.revision < EXCLUDED.revision`,
      JSON.stringify(state.rates),
      state.revision,
      state.updatedAt,
    );
    return changed > 0;
  }

  /** The display currencies' rates kept, USD always among them. */
  async displayRates(db: SqlClient = this.db): Promise<DisplayRates> {
    const [row] = await db.$queryRawUnsafe<CopyRow[]>(
      'SELECT rates, revision, updated_at FROM currency_rate_copies WHERE id = 1',
    );
    const kept = new Map<string, string>();
    const stored = typeof row?.rates === 'string' ? JSON.parse(row.rates) : row?.rates;
    if (Array.isArray(stored))
      for (const r of stored as CurrencyRatesChangedV1['rates']) kept.set(r.currency, r.rateToUsd);
    const rates = new Map<DisplayCurrency, string>([['USD', '1']]);
    for (const currency of DISPLAY_CURRENCIES) {
      const rate = kept.get(currency);
      if (currency !== 'USD' && rate !== undefined && Number(rate) > 0) rates.set(currency, rate);
    }
    return { rates, updatedAt: row ? new Date(row.updated_at) : null, revision: row?.revision ?? 0 };
  }
}

export interface CurrencyRatesSubscriptionOptions<Tx extends SqlClient> {
  /** The consumer group, e.g. `svc-catalog.currency-rates`. */
  group: string;
  db: SqlClient & TransactionRunner<Tx>;
  logger: Logger;
  /** After a newer state was kept. */
  onChange?: () => void;
}

/** Keeps the copy from svc-ops' currency-rates.changed; each event once (inbox), an older state ignored. */
export function currencyRatesSubscription<Tx extends SqlClient>(
  options: CurrencyRatesSubscriptionOptions<Tx>,
): SubscriptionSpec {
  const copies = new CurrencyRateCopies(options.db);
  const { group, db, logger } = options;
  return {
    group,
    handlers: {
      'currency-rates.changed': async (event) => {
        let changed = false;
        await consumeOnce(db, group, event, async (tx) => {
          changed = await copies.apply(tx, event.payload);
          if (!changed)
            logger.info(
              { eventId: event.id, revision: event.payload.revision },
              'currency-rates.changed not newer than the copy: kept the copy',
            );
        });
        if (changed) options.onChange?.();
      },
    },
  };
}
