-- CreateExtension
CREATE EXTENSION IF NOT EXISTS "pg_trgm";

-- AlterTable
ALTER TABLE "operations_cases" ADD COLUMN     "additional_cost_items" JSONB,
ADD COLUMN     "assigned_supplier_email" TEXT,
ADD COLUMN     "assigned_supplier_id" UUID,
ADD COLUMN     "assigned_supplier_name" TEXT,
ADD COLUMN     "assigned_supplier_phone" TEXT,
ADD COLUMN     "driver_name" TEXT,
ADD COLUMN     "driver_phone" TEXT,
ADD COLUMN     "dropoff_location" TEXT,
ADD COLUMN     "greeter_email" TEXT,
ADD COLUMN     "greeter_eta" TEXT,
ADD COLUMN     "greeter_name" TEXT,
ADD COLUMN     "greeter_phone" TEXT,
ADD COLUMN     "invoice_cancellation_reason" TEXT,
ADD COLUMN     "invoice_cancelled_at" TIMESTAMPTZ(3),
ADD COLUMN     "invoice_created_at" TIMESTAMPTZ(3),
ADD COLUMN     "invoice_due_date" TEXT,
ADD COLUMN     "invoice_id" TEXT,
ADD COLUMN     "invoice_number" TEXT,
ADD COLUMN     "invoice_order_id" TEXT,
ADD COLUMN     "invoice_provider" TEXT,
ADD COLUMN     "invoice_published_at" TIMESTAMPTZ(3),
ADD COLUMN     "invoice_status" TEXT,
ADD COLUMN     "invoice_url" TEXT,
ADD COLUMN     "invoice_version" INTEGER,
ADD COLUMN     "last_driver_info_requested_at" TIMESTAMPTZ(3),
ADD COLUMN     "last_driver_info_sent_at" TIMESTAMPTZ(3),
ADD COLUMN     "last_greeter_contact_sent_at" TIMESTAMPTZ(3),
ADD COLUMN     "last_greeter_request_sent_at" TIMESTAMPTZ(3),
ADD COLUMN     "linked_case_id" UUID,
ADD COLUMN     "live_eta" TEXT,
ADD COLUMN     "meet_location" TEXT,
ADD COLUMN     "paid_at" TIMESTAMPTZ(3),
ADD COLUMN     "passengers" INTEGER,
ADD COLUMN     "pdf_generated_at" TIMESTAMPTZ(3),
ADD COLUMN     "pdf_sent_at" TIMESTAMPTZ(3),
ADD COLUMN     "pdf_sent_to" TEXT,
ADD COLUMN     "pickup_location" TEXT,
ADD COLUMN     "sign_instructions" TEXT,
ADD COLUMN     "supplier_confirmation_number" TEXT,
ADD COLUMN     "supplier_cost_original_cents" INTEGER,
ADD COLUMN     "supplier_cost_usd_cents" INTEGER,
ADD COLUMN     "supplier_currency" VARCHAR(3) NOT NULL DEFAULT 'USD',
ADD COLUMN     "supplier_rate_to_usd" DECIMAL(18,8),
ADD COLUMN     "transfer_direction" TEXT,
ADD COLUMN     "vehicle_color" TEXT,
ADD COLUMN     "vehicle_make_model" TEXT,
ADD COLUMN     "vehicle_plate" TEXT,
ADD COLUMN     "vehicle_type" TEXT,
ALTER COLUMN "booking_id" DROP NOT NULL,
ALTER COLUMN "service_id" DROP NOT NULL,
ALTER COLUMN "service_level" DROP NOT NULL,
ALTER COLUMN "flight_number" DROP NOT NULL;

-- CreateTable
CREATE TABLE "suppliers" (
    "id" UUID NOT NULL,
    "company_name" TEXT NOT NULL,
    "iata_code" VARCHAR(3) NOT NULL,
    "service_level" TEXT NOT NULL,
    "supplier_name" TEXT,
    "email" TEXT,
    "phone" TEXT,
    "mobile" TEXT,
    "webpage" TEXT,
    "notes" TEXT,
    "preferred_booking_method" TEXT,
    "is_preferred" BOOLEAN NOT NULL DEFAULT false,
    "rating" INTEGER NOT NULL DEFAULT 4,
    "number_included" INTEGER NOT NULL DEFAULT 1,
    "instant_booking_hours" INTEGER NOT NULL DEFAULT 24,
    "porter_cost_cents" INTEGER,
    "activation_cost_cents" INTEGER,
    "amenities" TEXT[],
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "suppliers_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "chauffeur_suppliers" (
    "id" UUID NOT NULL,
    "supplier_name" TEXT NOT NULL,
    "airport_codes" TEXT[],
    "phone" TEXT,
    "email" TEXT,
    "website" TEXT,
    "type_of_supplier" TEXT NOT NULL,
    "preferred_booking_method" TEXT,
    "vehicles_offered" TEXT[],
    "is_preferred" BOOLEAN NOT NULL DEFAULT false,
    "flights_under_car_type_for_van" TEXT,
    "notes" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "chauffeur_suppliers_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "communications" (
    "id" UUID NOT NULL,
    "case_id" UUID NOT NULL,
    "channel" TEXT NOT NULL,
    "purpose" TEXT NOT NULL,
    "to_addresses" TEXT[],
    "cc_addresses" TEXT[],
    "subject" TEXT,
    "body" TEXT NOT NULL,
    "attachment_id" UUID,
    "transport" TEXT NOT NULL,
    "status" TEXT NOT NULL,
    "error" TEXT,
    "provider_message_id" TEXT,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "created_by" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "sent_at" TIMESTAMPTZ(3),

    CONSTRAINT "communications_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "case_documents" (
    "id" UUID NOT NULL,
    "case_id" UUID NOT NULL,
    "kind" TEXT NOT NULL,
    "file_name" TEXT NOT NULL,
    "content_type" TEXT NOT NULL,
    "content" BYTEA NOT NULL,
    "created_by" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "case_documents_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "currency_rates" (
    "currency" VARCHAR(3) NOT NULL,
    "rate_to_usd" DECIMAL(18,8) NOT NULL,
    "updated_by" TEXT NOT NULL,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "currency_rates_pkey" PRIMARY KEY ("currency")
);

-- CreateTable
CREATE TABLE "payment_webhook_events" (
    "event_id" TEXT NOT NULL,
    "event_type" TEXT NOT NULL,
    "received_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "payment_webhook_events_pkey" PRIMARY KEY ("event_id")
);

-- CreateIndex
CREATE INDEX "suppliers_iata_code_service_level_idx" ON "suppliers"("iata_code", "service_level");

-- CreateIndex
CREATE INDEX "chauffeur_suppliers_airport_codes_idx" ON "chauffeur_suppliers" USING GIN ("airport_codes");

-- CreateIndex
CREATE INDEX "communications_case_id_created_at_idx" ON "communications"("case_id", "created_at");

-- CreateIndex
CREATE INDEX "case_documents_case_id_kind_created_at_idx" ON "case_documents"("case_id", "kind", "created_at");

-- CreateIndex
CREATE INDEX "operations_cases_invoice_id_idx" ON "operations_cases"("invoice_id");

-- AddForeignKey
ALTER TABLE "communications" ADD CONSTRAINT "communications_case_id_fkey" FOREIGN KEY ("case_id") REFERENCES "operations_cases"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "case_documents" ADD CONSTRAINT "case_documents_case_id_fkey" FOREIGN KEY ("case_id") REFERENCES "operations_cases"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Starting rates (USD per unit, indicative, November 2026): staff keep them current in the Operations tab.
INSERT INTO "currency_rates" ("currency", "rate_to_usd", "updated_by", "updated_at") VALUES
  ('USD', 1, 'system', CURRENT_TIMESTAMP),
  ('EUR', 1.08, 'system', CURRENT_TIMESTAMP),
  ('GBP', 1.27, 'system', CURRENT_TIMESTAMP),
  ('CAD', 0.72, 'system', CURRENT_TIMESTAMP),
  ('AUD', 0.65, 'system', CURRENT_TIMESTAMP),
  ('JPY', 0.0066, 'system', CURRENT_TIMESTAMP),
  ('AED', 0.2723, 'system', CURRENT_TIMESTAMP),
  ('SAR', 0.2666, 'system', CURRENT_TIMESTAMP)
ON CONFLICT ("currency") DO NOTHING;
