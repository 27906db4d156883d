-- Instant confirmation: suppliers' seats per service, airport, date and time band. A booking names the seat it took.
ALTER TABLE "bookings" ADD COLUMN "allotment_id" UUID;

CREATE TABLE "allotments" (
    "id" UUID NOT NULL,
    "airport_code" VARCHAR(3) NOT NULL,
    "service_id" INTEGER NOT NULL,
    "date" TEXT NOT NULL,
    "from_time" TEXT NOT NULL,
    "to_time" TEXT NOT NULL,
    "seats" INTEGER NOT NULL,
    "seats_taken" INTEGER NOT NULL DEFAULT 0,
    "supplier_id" UUID,
    "instant_booking_hours" INTEGER NOT NULL DEFAULT 24,
    "version" INTEGER NOT NULL DEFAULT 1,
    "created_by" TEXT NOT NULL,
    "updated_by" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "allotments_pkey" PRIMARY KEY ("id"),
    -- Never overbooked, whatever writes the row.
    CONSTRAINT "allotments_seats_taken_within_seats" CHECK ("seats_taken" >= 0 AND "seats_taken" <= "seats"),
    CONSTRAINT "allotments_band_ends_after_start" CHECK ("from_time" < "to_time")
);

CREATE INDEX "bookings_allotment_id_idx" ON "bookings"("allotment_id");
CREATE INDEX "allotments_service_id_date_idx" ON "allotments"("service_id", "date");
CREATE INDEX "allotments_airport_code_date_idx" ON "allotments"("airport_code", "date");
