-- CreateSchema
CREATE SCHEMA IF NOT EXISTS "public";

-- CreateTable
CREATE TABLE "staff_users" (
    "id" UUID NOT NULL,
    "email" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "role" TEXT NOT NULL DEFAULT 'agent',
    "password_hash" TEXT NOT NULL,
    "active" BOOLEAN NOT NULL DEFAULT true,
    "last_login_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "staff_users_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "staff_sessions" (
    "id" TEXT NOT NULL,
    "user_id" UUID NOT NULL,
    "csrf_token" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "last_seen_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "staff_sessions_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "login_attempts" (
    "id" BIGSERIAL NOT NULL,
    "key_hash" TEXT NOT NULL,
    "succeeded" BOOLEAN NOT NULL,
    "attempted_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "login_attempts_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "operations_cases" (
    "id" UUID NOT NULL,
    "booking_id" UUID NOT NULL,
    "reference_code" TEXT NOT NULL,
    "group_id" UUID,
    "booking_status" TEXT NOT NULL,
    "admin_status" TEXT NOT NULL DEFAULT 'inquiry_received',
    "is_paid" BOOLEAN NOT NULL DEFAULT false,
    "escalation_flag" BOOLEAN NOT NULL DEFAULT false,
    "is_travel_agent" BOOLEAN NOT NULL DEFAULT false,
    "is_chauffeur" BOOLEAN NOT NULL DEFAULT false,
    "contact_name" TEXT NOT NULL,
    "contact_email" TEXT NOT NULL,
    "contact_phone" TEXT NOT NULL,
    "company_name" TEXT,
    "traveler_names" TEXT[],
    "special_requests" TEXT,
    "internal_notes" TEXT,
    "service_id" INTEGER NOT NULL,
    "service_name" TEXT NOT NULL,
    "service_type" TEXT NOT NULL,
    "service_level" TEXT NOT NULL,
    "airport_code" VARCHAR(3) NOT NULL,
    "airport_name" TEXT NOT NULL,
    "airport_time_zone" TEXT NOT NULL,
    "flight_number" TEXT NOT NULL,
    "flight_date" TEXT NOT NULL,
    "flight_time" TEXT NOT NULL,
    "flight_at" TIMESTAMPTZ(3) NOT NULL,
    "terminal" TEXT,
    "adult_count" INTEGER NOT NULL,
    "child_count" INTEGER NOT NULL,
    "porter_selected" BOOLEAN NOT NULL,
    "porter_cost_cents" INTEGER NOT NULL,
    "base_price_cents" INTEGER NOT NULL,
    "total_price_cents" INTEGER NOT NULL,
    "price_breakdown" JSONB NOT NULL,
    "cancellation_policy_hours" INTEGER NOT NULL,
    "requested_at" TIMESTAMPTZ(3) NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "operations_cases_pkey" PRIMARY KEY ("id")
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
CREATE UNIQUE INDEX "staff_users_email_key" ON "staff_users"("email");

-- CreateIndex
CREATE INDEX "staff_sessions_user_id_idx" ON "staff_sessions"("user_id");

-- CreateIndex
CREATE INDEX "staff_sessions_expires_at_idx" ON "staff_sessions"("expires_at");

-- CreateIndex
CREATE INDEX "login_attempts_key_hash_attempted_at_idx" ON "login_attempts"("key_hash", "attempted_at");

-- CreateIndex
CREATE UNIQUE INDEX "operations_cases_booking_id_key" ON "operations_cases"("booking_id");

-- CreateIndex
CREATE UNIQUE INDEX "operations_cases_reference_code_key" ON "operations_cases"("reference_code");

-- CreateIndex
CREATE INDEX "operations_cases_admin_status_idx" ON "operations_cases"("admin_status");

-- CreateIndex
CREATE INDEX "operations_cases_requested_at_idx" ON "operations_cases"("requested_at");

-- CreateIndex
CREATE UNIQUE INDEX "outbox_events_id_key" ON "outbox_events"("id");

-- CreateIndex
CREATE INDEX "outbox_events_published_at_seq_idx" ON "outbox_events"("published_at", "seq");

-- AddForeignKey
ALTER TABLE "staff_sessions" ADD CONSTRAINT "staff_sessions_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "staff_users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

