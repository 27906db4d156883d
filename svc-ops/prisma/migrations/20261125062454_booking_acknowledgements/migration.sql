-- communications/: the acknowledgement of a booking group is written once, and every case of the
-- group lists it.

-- AlterTable
ALTER TABLE "communications" ADD COLUMN     "group_key" TEXT;

-- CreateTable
CREATE TABLE "booking_acknowledgements" (
    "group_key" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "booking_acknowledgements_pkey" PRIMARY KEY ("group_key")
);

-- CreateIndex
CREATE INDEX "communications_group_key_idx" ON "communications"("group_key");

-- The bookings svc-ops already has were requested before this: they count as acknowledged, so a first start of
-- the new consumer group (which reads booking.requested from the beginning of the topic) writes to nobody.
INSERT INTO "booking_acknowledgements" ("group_key", "created_at")
SELECT DISTINCT COALESCE("group_id"::text, "booking_id"::text), now() FROM "operations_cases" WHERE "booking_id" IS NOT NULL
ON CONFLICT DO NOTHING;
