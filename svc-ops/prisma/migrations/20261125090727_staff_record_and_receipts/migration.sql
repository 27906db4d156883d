-- The staff record of spec section 3 that had no home (vendor notes and restrictions, greeter shift, PDF
-- confirmation notes and custom text, the transfer's gratuity, pickup time and statuses, the travel advisor, margin and
-- payment method in commercial/) and supplier invoices and receipts (receipts/).

-- AlterTable
ALTER TABLE "case_confirmations" ADD COLUMN     "custom_text" TEXT,
ADD COLUMN     "notes" TEXT;

-- AlterTable
ALTER TABLE "case_coordination" ADD COLUMN     "greeter_shift_time" TEXT;

-- AlterTable
ALTER TABLE "case_supplier_assignments" ADD COLUMN     "vendor_notes" TEXT,
ADD COLUMN     "vendor_restrictions" TEXT;

-- AlterTable
ALTER TABLE "case_transfers" ADD COLUMN     "gratuity_included" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "operational_status" TEXT NOT NULL DEFAULT 'pending',
ADD COLUMN     "pickup_time" TEXT,
ADD COLUMN     "supplier_confirmation_status" TEXT NOT NULL DEFAULT 'pending';

-- CreateTable
CREATE TABLE "case_commercials" (
    "case_id" UUID NOT NULL,
    "advisor_name" TEXT,
    "advisor_agency" TEXT,
    "advisor_email" TEXT,
    "advisor_phone" TEXT,
    "advisor_commission" DECIMAL(10,2),
    "advisor_commission_type" TEXT,
    "internal_margin_cents" INTEGER,
    "margin_currency" VARCHAR(3) NOT NULL DEFAULT 'USD',
    "payment_method" TEXT,
    "payment_notes" TEXT,

    CONSTRAINT "case_commercials_pkey" PRIMARY KEY ("case_id")
);

-- CreateTable
CREATE TABLE "supplier_receipts" (
    "id" UUID NOT NULL,
    "case_id" UUID NOT NULL,
    "file_name" TEXT NOT NULL,
    "file_type" TEXT NOT NULL,
    "size_bytes" INTEGER NOT NULL,
    "sha256" TEXT NOT NULL,
    "storage_key" TEXT NOT NULL,
    "uploaded_by_id" UUID,
    "uploaded_by_name" TEXT NOT NULL,
    "uploaded_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "supplier_receipts_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "supplier_receipts_storage_key_key" ON "supplier_receipts"("storage_key");

-- CreateIndex
CREATE INDEX "supplier_receipts_case_id_uploaded_at_idx" ON "supplier_receipts"("case_id", "uploaded_at");

-- AddForeignKey
ALTER TABLE "case_commercials" ADD CONSTRAINT "case_commercials_case_id_fkey" FOREIGN KEY ("case_id") REFERENCES "operations_cases"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "supplier_receipts" ADD CONSTRAINT "supplier_receipts_case_id_fkey" FOREIGN KEY ("case_id") REFERENCES "operations_cases"("id") ON DELETE CASCADE ON UPDATE CASCADE;
