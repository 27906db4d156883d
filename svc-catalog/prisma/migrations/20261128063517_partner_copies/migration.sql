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
