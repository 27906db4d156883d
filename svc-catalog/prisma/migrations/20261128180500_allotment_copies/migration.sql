-- svc-booking's allotments as their allotment.changed events last described them: where the site says 'Instant confirmation'.
CREATE TABLE "allotments" (
    "id" UUID NOT NULL,
    "airport_code" VARCHAR(3) NOT NULL,
    "service_id" INTEGER NOT NULL,
    "date" TEXT NOT NULL,
    "from_time" TEXT NOT NULL,
    "to_time" TEXT NOT NULL,
    "seats_left" INTEGER NOT NULL,
    "instant_booking_hours" INTEGER NOT NULL,
    "withdrawn" BOOLEAN NOT NULL,
    "revision" INTEGER NOT NULL,
    "changed_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "allotments_pkey" PRIMARY KEY ("id")
);

CREATE INDEX "allotments_airport_code_date_idx" ON "allotments"("airport_code", "date");
