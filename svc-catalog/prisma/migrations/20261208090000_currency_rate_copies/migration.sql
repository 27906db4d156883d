-- svc-ops' currency rates as their currency-rates.changed event last described them (the highest revision kept):
-- what the public pages convert prices with. One row, the whole state.
CREATE TABLE "currency_rate_copies" (
    "id" INTEGER NOT NULL DEFAULT 1,
    "rates" JSONB NOT NULL,
    "revision" INTEGER NOT NULL,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    CONSTRAINT "currency_rate_copies_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "currency_rate_copies_one_row" CHECK ("id" = 1)
);
