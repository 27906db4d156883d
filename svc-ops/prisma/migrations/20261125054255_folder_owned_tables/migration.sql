-- svc-ops: each folder owns its tables. The columns of suppliers, greeter/driver coordination,
-- chauffeur transfers, PDF confirmations and invoices move from operations_cases to a table per folder,
-- one row per case that has such data. Every value is copied before its column is dropped, in this one
-- migration's transaction, so nothing is lost (svc-ops/test/folder-tables-migration.int-spec.ts).
-- No semicolon inside a comment or a string here: Prisma's CLI splits a migration at every semicolon.

-- CreateTable
CREATE TABLE "case_supplier_assignments" (
    "case_id" UUID NOT NULL,
    "supplier_id" UUID,
    "supplier_name" TEXT,
    "supplier_email" TEXT,
    "supplier_phone" TEXT,
    "confirmation_number" TEXT,
    "cost_original_cents" INTEGER,
    "currency" VARCHAR(3) NOT NULL DEFAULT 'USD',
    "rate_to_usd" DECIMAL(18,8),
    "cost_usd_cents" INTEGER,
    "payment_status" TEXT NOT NULL DEFAULT 'unpaid',

    CONSTRAINT "case_supplier_assignments_pkey" PRIMARY KEY ("case_id")
);

-- CreateTable
CREATE TABLE "case_coordination" (
    "case_id" UUID NOT NULL,
    "greeter_name" TEXT,
    "greeter_phone" TEXT,
    "greeter_email" TEXT,
    "greeter_eta" TEXT,
    "meet_location" TEXT,
    "sign_instructions" TEXT,
    "driver_name" TEXT,
    "driver_phone" TEXT,
    "vehicle_make_model" TEXT,
    "vehicle_plate" TEXT,
    "vehicle_color" TEXT,
    "live_eta" TEXT,
    "last_greeter_request_sent_at" TIMESTAMPTZ(3),
    "last_greeter_contact_sent_at" TIMESTAMPTZ(3),
    "last_driver_info_requested_at" TIMESTAMPTZ(3),
    "last_driver_info_sent_at" TIMESTAMPTZ(3),

    CONSTRAINT "case_coordination_pkey" PRIMARY KEY ("case_id")
);

-- CreateTable
CREATE TABLE "case_transfers" (
    "case_id" UUID NOT NULL,
    "direction" TEXT NOT NULL,
    "pickup_location" TEXT,
    "dropoff_location" TEXT,
    "passengers" INTEGER NOT NULL,
    "vehicle_type" TEXT NOT NULL,
    "additional_cost_items" JSONB NOT NULL DEFAULT '[]',
    "linked_case_id" UUID,

    CONSTRAINT "case_transfers_pkey" PRIMARY KEY ("case_id")
);

-- CreateTable
CREATE TABLE "case_confirmations" (
    "case_id" UUID NOT NULL,
    "generated_at" TIMESTAMPTZ(3),
    "sent_at" TIMESTAMPTZ(3),
    "sent_to" TEXT,

    CONSTRAINT "case_confirmations_pkey" PRIMARY KEY ("case_id")
);

-- CreateTable
CREATE TABLE "case_invoices" (
    "case_id" UUID NOT NULL,
    "provider" TEXT NOT NULL,
    "invoice_id" TEXT NOT NULL,
    "order_id" TEXT,
    "number" TEXT,
    "status" TEXT NOT NULL,
    "url" TEXT,
    "version" INTEGER,
    "due_date" TEXT,
    "amount_cents" INTEGER,
    "created_at" TIMESTAMPTZ(3) NOT NULL,
    "published_at" TIMESTAMPTZ(3),
    "cancelled_at" TIMESTAMPTZ(3),
    "cancellation_reason" TEXT,
    "paid_at" TIMESTAMPTZ(3),

    CONSTRAINT "case_invoices_pkey" PRIMARY KEY ("case_id")
);

-- CreateIndex
CREATE UNIQUE INDEX "case_invoices_invoice_id_key" ON "case_invoices"("invoice_id");

-- AddForeignKey
ALTER TABLE "case_supplier_assignments" ADD CONSTRAINT "case_supplier_assignments_case_id_fkey" FOREIGN KEY ("case_id") REFERENCES "operations_cases"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "case_coordination" ADD CONSTRAINT "case_coordination_case_id_fkey" FOREIGN KEY ("case_id") REFERENCES "operations_cases"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "case_transfers" ADD CONSTRAINT "case_transfers_case_id_fkey" FOREIGN KEY ("case_id") REFERENCES "operations_cases"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "case_confirmations" ADD CONSTRAINT "case_confirmations_case_id_fkey" FOREIGN KEY ("case_id") REFERENCES "operations_cases"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "case_invoices" ADD CONSTRAINT "case_invoices_case_id_fkey" FOREIGN KEY ("case_id") REFERENCES "operations_cases"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Copy the data: a row for every case that has any of the folder's values.
INSERT INTO "case_supplier_assignments" ("case_id", "supplier_id", "supplier_name", "supplier_email", "supplier_phone", "confirmation_number", "cost_original_cents", "currency", "rate_to_usd", "cost_usd_cents", "payment_status")
SELECT "id", "assigned_supplier_id", "assigned_supplier_name", "assigned_supplier_email", "assigned_supplier_phone", "supplier_confirmation_number", "supplier_cost_original_cents", "supplier_currency", "supplier_rate_to_usd", "supplier_cost_usd_cents", "supplier_payment_status"
FROM "operations_cases"
WHERE "assigned_supplier_id" IS NOT NULL OR "assigned_supplier_name" IS NOT NULL OR "assigned_supplier_email" IS NOT NULL OR "assigned_supplier_phone" IS NOT NULL
   OR "supplier_confirmation_number" IS NOT NULL OR "supplier_cost_original_cents" IS NOT NULL OR "supplier_currency" <> 'USD'
   OR "supplier_rate_to_usd" IS NOT NULL OR "supplier_cost_usd_cents" IS NOT NULL OR "supplier_payment_status" <> 'unpaid';

INSERT INTO "case_coordination" ("case_id", "greeter_name", "greeter_phone", "greeter_email", "greeter_eta", "meet_location", "sign_instructions", "driver_name", "driver_phone", "vehicle_make_model", "vehicle_plate", "vehicle_color", "live_eta", "last_greeter_request_sent_at", "last_greeter_contact_sent_at", "last_driver_info_requested_at", "last_driver_info_sent_at")
SELECT "id", "greeter_name", "greeter_phone", "greeter_email", "greeter_eta", "meet_location", "sign_instructions", "driver_name", "driver_phone", "vehicle_make_model", "vehicle_plate", "vehicle_color", "live_eta", "last_greeter_request_sent_at", "last_greeter_contact_sent_at", "last_driver_info_requested_at", "last_driver_info_sent_at"
FROM "operations_cases"
WHERE "greeter_name" IS NOT NULL OR "greeter_phone" IS NOT NULL OR "greeter_email" IS NOT NULL OR "greeter_eta" IS NOT NULL
   OR "meet_location" IS NOT NULL OR "sign_instructions" IS NOT NULL OR "driver_name" IS NOT NULL OR "driver_phone" IS NOT NULL
   OR "vehicle_make_model" IS NOT NULL OR "vehicle_plate" IS NOT NULL OR "vehicle_color" IS NOT NULL OR "live_eta" IS NOT NULL
   OR "last_greeter_request_sent_at" IS NOT NULL OR "last_greeter_contact_sent_at" IS NOT NULL
   OR "last_driver_info_requested_at" IS NOT NULL OR "last_driver_info_sent_at" IS NOT NULL;

-- Transfer fields were written for chauffeur cases only (the defaults are the ones the board showed for a missing value).
INSERT INTO "case_transfers" ("case_id", "direction", "pickup_location", "dropoff_location", "passengers", "vehicle_type", "additional_cost_items", "linked_case_id")
SELECT "id", COALESCE("transfer_direction", 'pickup'), "pickup_location", "dropoff_location", COALESCE("passengers", 1), COALESCE("vehicle_type", 'sedan'), COALESCE("additional_cost_items", '[]'::jsonb), "linked_case_id"
FROM "operations_cases"
WHERE "is_chauffeur" OR "transfer_direction" IS NOT NULL OR "pickup_location" IS NOT NULL OR "dropoff_location" IS NOT NULL
   OR "passengers" IS NOT NULL OR "vehicle_type" IS NOT NULL OR "additional_cost_items" IS NOT NULL OR "linked_case_id" IS NOT NULL;

INSERT INTO "case_confirmations" ("case_id", "generated_at", "sent_at", "sent_to")
SELECT "id", "pdf_generated_at", "pdf_sent_at", "pdf_sent_to"
FROM "operations_cases"
WHERE "pdf_generated_at" IS NOT NULL OR "pdf_sent_at" IS NOT NULL OR "pdf_sent_to" IS NOT NULL;

-- An invoice is identified by its provider's id (the provider and status were always written with it, and
-- nothing was ever written about an invoice without one).
INSERT INTO "case_invoices" ("case_id", "provider", "invoice_id", "order_id", "number", "status", "url", "version", "due_date", "amount_cents", "created_at", "published_at", "cancelled_at", "cancellation_reason", "paid_at")
SELECT "id", COALESCE("invoice_provider", 'manual'), "invoice_id", "invoice_order_id", "invoice_number", COALESCE("invoice_status", 'DRAFT'), "invoice_url", "invoice_version", "invoice_due_date", "invoice_amount_cents", COALESCE("invoice_created_at", "updated_at"), "invoice_published_at", "invoice_cancelled_at", "invoice_cancellation_reason", "paid_at"
FROM "operations_cases"
WHERE "invoice_id" IS NOT NULL;

-- confirmations/ keeps the documents a message carries (it no longer reads the communications table to know).
ALTER TABLE "case_documents" ADD COLUMN "attached" BOOLEAN NOT NULL DEFAULT false;
UPDATE "case_documents" SET "attached" = true WHERE "id" IN (SELECT "attachment_id" FROM "communications" WHERE "attachment_id" IS NOT NULL);

-- Then the columns go.
ALTER TABLE "operations_cases" DROP COLUMN "additional_cost_items",
DROP COLUMN "assigned_supplier_email",
DROP COLUMN "assigned_supplier_id",
DROP COLUMN "assigned_supplier_name",
DROP COLUMN "assigned_supplier_phone",
DROP COLUMN "driver_name",
DROP COLUMN "driver_phone",
DROP COLUMN "dropoff_location",
DROP COLUMN "greeter_email",
DROP COLUMN "greeter_eta",
DROP COLUMN "greeter_name",
DROP COLUMN "greeter_phone",
DROP COLUMN "invoice_amount_cents",
DROP COLUMN "invoice_cancellation_reason",
DROP COLUMN "invoice_cancelled_at",
DROP COLUMN "invoice_created_at",
DROP COLUMN "invoice_due_date",
DROP COLUMN "invoice_id",
DROP COLUMN "invoice_number",
DROP COLUMN "invoice_order_id",
DROP COLUMN "invoice_provider",
DROP COLUMN "invoice_published_at",
DROP COLUMN "invoice_status",
DROP COLUMN "invoice_url",
DROP COLUMN "invoice_version",
DROP COLUMN "last_driver_info_requested_at",
DROP COLUMN "last_driver_info_sent_at",
DROP COLUMN "last_greeter_contact_sent_at",
DROP COLUMN "last_greeter_request_sent_at",
DROP COLUMN "linked_case_id",
DROP COLUMN "live_eta",
DROP COLUMN "meet_location",
DROP COLUMN "paid_at",
DROP COLUMN "passengers",
DROP COLUMN "pdf_generated_at",
DROP COLUMN "pdf_sent_at",
DROP COLUMN "pdf_sent_to",
DROP COLUMN "pickup_location",
DROP COLUMN "sign_instructions",
DROP COLUMN "supplier_confirmation_number",
DROP COLUMN "supplier_cost_original_cents",
DROP COLUMN "supplier_cost_usd_cents",
DROP COLUMN "supplier_currency",
DROP COLUMN "supplier_payment_status",
DROP COLUMN "supplier_rate_to_usd",
DROP COLUMN "transfer_direction",
DROP COLUMN "vehicle_color",
DROP COLUMN "vehicle_make_model",
DROP COLUMN "vehicle_plate",
DROP COLUMN "vehicle_type";


-- The webhook look-up by invoice id now uses case_invoices_invoice_id_key.
DROP INDEX IF EXISTS "operations_cases_invoice_id_idx";
