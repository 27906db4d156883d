-- svc-ops' currency rates as their currency-rates.changed event last described them (the highest revision kept):
-- what a booking's estimate in the traveller's currency is converted with. One row, the whole state.
CREATE TABLE "currency_rate_copies" (
    "id" INTEGER NOT NULL DEFAULT 1,
    "rates" JSONB NOT NULL,
    "revision" INTEGER NOT NULL,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    CONSTRAINT "currency_rate_copies_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "currency_rate_copies_one_row" CHECK ("id" = 1)
);

-- What the traveller saw at request time, when not US dollars: the currency, the rate used (an exact decimal, as
-- staff keep it) and the total in that currency's minor units. All three or none.
ALTER TABLE "bookings" ADD COLUMN "display_currency" VARCHAR(3),
    ADD COLUMN "display_rate_to_usd" TEXT,
    ADD COLUMN "display_total_minor_units" INTEGER,
    ADD CONSTRAINT "bookings_display_price_whole" CHECK (
        ("display_currency" IS NULL) = ("display_rate_to_usd" IS NULL)
        AND ("display_currency" IS NULL) = ("display_total_minor_units" IS NULL)
    );
