-- What the traveller saw at request time, when not US dollars (booking.requested's displayPrice): the currency, the
-- rate used (an exact decimal, as staff keep it) and the total in that currency's minor units. All three or none.
ALTER TABLE "operations_cases" ADD COLUMN "display_currency" VARCHAR(3),
    ADD COLUMN "display_rate_to_usd" TEXT,
    ADD COLUMN "display_total_minor_units" INTEGER,
    ADD CONSTRAINT "operations_cases_display_price_whole" CHECK (
        ("display_currency" IS NULL) = ("display_rate_to_usd" IS NULL)
        AND ("display_currency" IS NULL) = ("display_total_minor_units" IS NULL)
    );
