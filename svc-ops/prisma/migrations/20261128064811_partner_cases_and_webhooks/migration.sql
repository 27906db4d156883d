-- AlterTable
ALTER TABLE "operations_cases" ADD COLUMN     "partner_commission_cents" INTEGER,
ADD COLUMN     "partner_id" UUID,
ADD COLUMN     "partner_mode" TEXT,
ADD COLUMN     "partner_name" TEXT,
ADD COLUMN     "partner_net_price_cents" INTEGER,
ADD COLUMN     "partner_notify_traveller" BOOLEAN,
ADD COLUMN     "partner_reference" TEXT,
ADD COLUMN     "partner_terms_basis_points" INTEGER,
ADD COLUMN     "partner_terms_kind" TEXT;

-- CreateTable
CREATE TABLE "partner_webhook_bookings" (
    "case_id" UUID NOT NULL,
    "partner_id" UUID NOT NULL,
    "status" TEXT NOT NULL,
    "paid" BOOLEAN NOT NULL DEFAULT false,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "partner_webhook_bookings_pkey" PRIMARY KEY ("case_id")
);

-- CreateTable
CREATE TABLE "partner_webhook_deliveries" (
    "id" TEXT NOT NULL,
    "seq" BIGSERIAL NOT NULL,
    "partner_id" UUID NOT NULL,
    "case_id" UUID NOT NULL,
    "source_event_id" UUID NOT NULL,
    "mode" TEXT NOT NULL,
    "type" TEXT NOT NULL,
    "reference_code" TEXT NOT NULL,
    "payload" JSONB NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'pending',
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "schedule_step" INTEGER NOT NULL DEFAULT 0,
    "next_attempt_at" TIMESTAMPTZ(3),
    "lease_until" TIMESTAMPTZ(3),
    "lease_token" UUID,
    "last_attempt_at" TIMESTAMPTZ(3),
    "last_response_status" INTEGER,
    "last_error" TEXT,
    "delivered_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "partner_webhook_deliveries_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "partner_webhook_attempts" (
    "id" UUID NOT NULL,
    "delivery_id" TEXT NOT NULL,
    "at" TIMESTAMPTZ(3) NOT NULL,
    "response_status" INTEGER,
    "error" TEXT,
    "duration_ms" INTEGER NOT NULL,

    CONSTRAINT "partner_webhook_attempts_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "partner_webhook_deliveries_seq_key" ON "partner_webhook_deliveries"("seq");

-- CreateIndex
CREATE INDEX "partner_webhook_deliveries_status_next_attempt_at_idx" ON "partner_webhook_deliveries"("status", "next_attempt_at");

-- CreateIndex
CREATE INDEX "partner_webhook_deliveries_partner_id_seq_idx" ON "partner_webhook_deliveries"("partner_id", "seq" DESC);

-- CreateIndex
CREATE UNIQUE INDEX "partner_webhook_deliveries_source_event_id_type_key" ON "partner_webhook_deliveries"("source_event_id", "type");

-- CreateIndex
CREATE INDEX "partner_webhook_attempts_delivery_id_at_idx" ON "partner_webhook_attempts"("delivery_id", "at");

-- CreateIndex
CREATE INDEX "operations_cases_partner_id_requested_at_idx" ON "operations_cases"("partner_id", "requested_at");

-- AddForeignKey
ALTER TABLE "partner_webhook_bookings" ADD CONSTRAINT "partner_webhook_bookings_case_id_fkey" FOREIGN KEY ("case_id") REFERENCES "operations_cases"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "partner_webhook_deliveries" ADD CONSTRAINT "partner_webhook_deliveries_case_id_fkey" FOREIGN KEY ("case_id") REFERENCES "operations_cases"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "partner_webhook_attempts" ADD CONSTRAINT "partner_webhook_attempts_delivery_id_fkey" FOREIGN KEY ("delivery_id") REFERENCES "partner_webhook_deliveries"("id") ON DELETE CASCADE ON UPDATE CASCADE;
