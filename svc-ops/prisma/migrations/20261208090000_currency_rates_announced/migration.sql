-- Staff's rates are one state, announced whole (currency-rates.changed) and ordered by one revision.
-- announced_revision is the last revision put in the outbox: below revision, svc-ops announces the state at start.
CREATE TABLE "currency_rates_state" (
    "id" INTEGER NOT NULL DEFAULT 1,
    "revision" INTEGER NOT NULL,
    "announced_revision" INTEGER NOT NULL,
    CONSTRAINT "currency_rates_state_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "currency_rates_state_one_row" CHECK ("id" = 1)
);

INSERT INTO "currency_rates_state" ("id", "revision", "announced_revision") VALUES (1, 1, 0);

-- The yuan, a display currency no supplier invoices in (USD per unit, indicative, November 2026).
INSERT INTO "currency_rates" ("currency", "rate_to_usd", "updated_by", "updated_at") VALUES
  ('CNY', 0.138, 'system', CURRENT_TIMESTAMP)
ON CONFLICT ("currency") DO NOTHING;
