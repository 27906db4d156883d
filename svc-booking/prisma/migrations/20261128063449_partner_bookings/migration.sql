-- AlterTable
ALTER TABLE "booking_change_requests" ADD COLUMN     "source" TEXT NOT NULL DEFAULT 'traveller';

-- AlterTable
ALTER TABLE "bookings" ADD COLUMN     "commission_cents" INTEGER,
ADD COLUMN     "net_price_cents" INTEGER,
ADD COLUMN     "notify_traveller" BOOLEAN NOT NULL DEFAULT true,
ADD COLUMN     "partner_id" UUID,
ADD COLUMN     "partner_mode" TEXT,
ADD COLUMN     "partner_name" TEXT,
ADD COLUMN     "partner_reference" TEXT,
ADD COLUMN     "partner_terms_basis_points" INTEGER,
ADD COLUMN     "partner_terms_kind" TEXT;

-- CreateTable
CREATE TABLE "partners" (
    "id" UUID NOT NULL,
    "company_name" TEXT NOT NULL,
    "active" BOOLEAN NOT NULL,
    "sandbox" BOOLEAN NOT NULL,
    "terms" JSONB NOT NULL DEFAULT '[]',
    "version" INTEGER NOT NULL,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "partners_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "partner_keys" (
    "id" UUID NOT NULL,
    "partner_id" UUID NOT NULL,
    "name" TEXT NOT NULL,
    "prefix" TEXT NOT NULL,
    "key_hash" TEXT NOT NULL,
    "mode" TEXT NOT NULL,
    "rate_limit_per_minute" INTEGER NOT NULL,
    "issued_at" TIMESTAMPTZ(3) NOT NULL,
    "revoked_at" TIMESTAMPTZ(3),

    CONSTRAINT "partner_keys_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "partner_keys_key_hash_key" ON "partner_keys"("key_hash");

-- CreateIndex
CREATE INDEX "partner_keys_partner_id_idx" ON "partner_keys"("partner_id");

-- CreateIndex
CREATE INDEX "bookings_partner_id_updated_at_id_idx" ON "bookings"("partner_id", "updated_at", "id");

-- CreateIndex
CREATE INDEX "bookings_partner_id_partner_reference_idx" ON "bookings"("partner_id", "partner_reference");
