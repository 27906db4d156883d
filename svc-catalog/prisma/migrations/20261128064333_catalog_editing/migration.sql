-- AlterTable
ALTER TABLE "airports" ADD COLUMN     "active" BOOLEAN NOT NULL DEFAULT true,
ADD COLUMN     "retired_at" TIMESTAMPTZ(3),
ADD COLUMN     "version" INTEGER NOT NULL DEFAULT 1;

-- AlterTable
ALTER TABLE "porter_fees" ADD COLUMN     "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
ADD COLUMN     "version" INTEGER NOT NULL DEFAULT 1;

-- AlterTable
ALTER TABLE "promo_codes" ADD COLUMN     "per_email_limit" INTEGER,
ADD COLUMN     "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
ADD COLUMN     "usage_limit" INTEGER,
ADD COLUMN     "version" INTEGER NOT NULL DEFAULT 1;

-- CreateTable
CREATE TABLE "price_versions" (
    "id" SERIAL NOT NULL,
    "service_id" INTEGER NOT NULL,
    "effective_from" DATE NOT NULL,
    "base_price_cents" INTEGER NOT NULL,
    "adult_fee_cents" INTEGER NOT NULL DEFAULT 0,
    "child_fee_cents" INTEGER NOT NULL DEFAULT 0,
    "after_hours_fee_cents" INTEGER NOT NULL DEFAULT 0,
    "last_minute_24h_surcharge_cents" INTEGER NOT NULL DEFAULT 0,
    "last_minute_48h_surcharge_cents" INTEGER NOT NULL DEFAULT 0,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_by_id" TEXT NOT NULL,
    "created_by_name" TEXT NOT NULL,
    "cancelled_at" TIMESTAMPTZ(3),
    "cancelled_by_id" TEXT,
    "cancelled_by_name" TEXT,

    CONSTRAINT "price_versions_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "promo_redemptions" (
    "key" TEXT NOT NULL,
    "code" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "reserved_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "promo_redemptions_pkey" PRIMARY KEY ("key")
);

-- CreateTable
CREATE TABLE "catalog_audit_entries" (
    "id" UUID NOT NULL,
    "seq" BIGSERIAL NOT NULL,
    "at" TIMESTAMPTZ(3) NOT NULL,
    "actor_id" TEXT NOT NULL,
    "actor_name" TEXT NOT NULL,
    "action" TEXT NOT NULL,
    "entity_type" TEXT NOT NULL,
    "entity_id" TEXT NOT NULL,
    "before" JSONB,
    "after" JSONB,

    CONSTRAINT "catalog_audit_entries_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "service_images" (
    "name" TEXT NOT NULL,
    "content_type" TEXT NOT NULL,
    "bytes" BYTEA NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "service_images_pkey" PRIMARY KEY ("name")
);

-- CreateIndex
CREATE INDEX "price_versions_service_id_effective_from_idx" ON "price_versions"("service_id", "effective_from");

-- CreateIndex
CREATE INDEX "promo_redemptions_code_email_idx" ON "promo_redemptions"("code", "email");

-- CreateIndex
CREATE INDEX "catalog_audit_entries_entity_type_entity_id_seq_idx" ON "catalog_audit_entries"("entity_type", "entity_id", "seq");

-- CreateIndex
CREATE INDEX "catalog_audit_entries_seq_idx" ON "catalog_audit_entries"("seq");

-- AddForeignKey
ALTER TABLE "price_versions" ADD CONSTRAINT "price_versions_service_id_fkey" FOREIGN KEY ("service_id") REFERENCES "services"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- Today's prices become each service's first version, in force since long before any booking.
INSERT INTO "price_versions" (
    "service_id", "effective_from", "base_price_cents", "adult_fee_cents", "child_fee_cents", "after_hours_fee_cents",
    "last_minute_24h_surcharge_cents", "last_minute_48h_surcharge_cents", "created_at", "created_by_id", "created_by_name"
)
SELECT "id", DATE '2000-01-01', "base_price_cents", "adult_fee_cents", "child_fee_cents", "after_hours_fee_cents",
    "last_minute_24h_surcharge_cents", "last_minute_48h_surcharge_cents", "created_at", 'migration', 'Catalog data'
FROM "services";

-- AlterTable
ALTER TABLE "services" DROP COLUMN "adult_fee_cents",
DROP COLUMN "after_hours_fee_cents",
DROP COLUMN "base_price_cents",
DROP COLUMN "child_fee_cents",
DROP COLUMN "last_minute_24h_surcharge_cents",
DROP COLUMN "last_minute_48h_surcharge_cents",
ADD COLUMN     "version" INTEGER NOT NULL DEFAULT 1;
