-- AlterTable
ALTER TABLE "bookings" ADD COLUMN     "case_status" TEXT,
ADD COLUMN     "case_status_changed_at" TIMESTAMPTZ(3),
ADD COLUMN     "invoice_id" TEXT,
ADD COLUMN     "paid_at" TIMESTAMPTZ(3),
ADD COLUMN     "payment_status" TEXT NOT NULL DEFAULT 'to_be_arranged';

-- CreateTable
CREATE TABLE "search_events" (
    "id" UUID NOT NULL,
    "airport_code" VARCHAR(3) NOT NULL,
    "service_type" TEXT NOT NULL,
    "arrival_date" TEXT,
    "arrival_time" TEXT,
    "adults" INTEGER NOT NULL,
    "children" INTEGER NOT NULL,
    "email" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "search_events_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "search_events_created_at_idx" ON "search_events"("created_at");
