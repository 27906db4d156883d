-- CreateSchema
CREATE SCHEMA IF NOT EXISTS "public";

-- CreateTable
CREATE TABLE "bookings" (
    "id" UUID NOT NULL,
    "reference_code" TEXT NOT NULL,
    "group_id" UUID,
    "status" TEXT NOT NULL DEFAULT 'pending_payment',
    "service_id" INTEGER NOT NULL,
    "service_name" TEXT NOT NULL,
    "service_type" TEXT NOT NULL,
    "service_level" TEXT NOT NULL,
    "airport_code" VARCHAR(3) NOT NULL,
    "airport_name" TEXT NOT NULL,
    "airport_time_zone" TEXT NOT NULL,
    "contact_name" TEXT NOT NULL,
    "contact_email" TEXT NOT NULL,
    "contact_phone" TEXT NOT NULL,
    "company_name" TEXT,
    "flight_number" TEXT NOT NULL,
    "flight_date" TEXT NOT NULL,
    "flight_time" TEXT NOT NULL,
    "flight_at" TIMESTAMPTZ(3) NOT NULL,
    "terminal" TEXT,
    "adult_count" INTEGER NOT NULL,
    "child_count" INTEGER NOT NULL,
    "traveler_names" TEXT[],
    "special_requests" TEXT,
    "porter_selected" BOOLEAN NOT NULL DEFAULT false,
    "base_price_cents" INTEGER NOT NULL,
    "adult_fee_total_cents" INTEGER NOT NULL,
    "child_fee_total_cents" INTEGER NOT NULL,
    "additional_greeter_fee_cents" INTEGER NOT NULL,
    "after_hours_fee_cents" INTEGER NOT NULL,
    "last_minute_fee_cents" INTEGER NOT NULL,
    "porter_cost_cents" INTEGER NOT NULL DEFAULT 0,
    "discount_percentage" INTEGER NOT NULL DEFAULT 0,
    "discount_cents" INTEGER NOT NULL DEFAULT 0,
    "total_price_cents" INTEGER NOT NULL,
    "payment_intent_id" TEXT,
    "cancellation_policy_hours" INTEGER NOT NULL DEFAULT 48,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "bookings_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "idempotency_keys" (
    "key" TEXT NOT NULL,
    "scope" TEXT NOT NULL,
    "request_hash" TEXT NOT NULL,
    "response_status" INTEGER NOT NULL,
    "response_body" JSONB NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "idempotency_keys_pkey" PRIMARY KEY ("key")
);

-- CreateTable
CREATE TABLE "outbox_events" (
    "seq" BIGSERIAL NOT NULL,
    "id" UUID NOT NULL,
    "topic" TEXT NOT NULL,
    "event_type" TEXT NOT NULL,
    "aggregate_id" TEXT NOT NULL,
    "envelope" JSONB NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "published_at" TIMESTAMPTZ(3),
    "locked_until" TIMESTAMPTZ(3),
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "last_error" TEXT,

    CONSTRAINT "outbox_events_pkey" PRIMARY KEY ("seq")
);

-- CreateTable
CREATE TABLE "inbox_events" (
    "consumer" TEXT NOT NULL,
    "event_id" UUID NOT NULL,
    "event_type" TEXT NOT NULL,
    "handled_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "inbox_events_pkey" PRIMARY KEY ("consumer","event_id")
);

-- CreateIndex
CREATE UNIQUE INDEX "bookings_reference_code_key" ON "bookings"("reference_code");

-- CreateIndex
CREATE INDEX "bookings_contact_email_idx" ON "bookings"("contact_email");

-- CreateIndex
CREATE INDEX "bookings_group_id_idx" ON "bookings"("group_id");

-- CreateIndex
CREATE UNIQUE INDEX "outbox_events_id_key" ON "outbox_events"("id");

-- CreateIndex
CREATE INDEX "outbox_events_published_at_seq_idx" ON "outbox_events"("published_at", "seq");

