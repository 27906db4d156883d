-- Partner accounts (partners/): the partner, its terms from a date, its API keys (SHA-256 only) and its web-hook
-- endpoint with the signing secrets.

-- CreateTable
CREATE TABLE "partners" (
    "id" UUID NOT NULL,
    "company_name" TEXT NOT NULL,
    "contacts" JSONB NOT NULL,
    "billing_email" TEXT NOT NULL,
    "sandbox" BOOLEAN NOT NULL DEFAULT true,
    "active" BOOLEAN NOT NULL DEFAULT true,
    "notes" TEXT,
    "version" INTEGER NOT NULL DEFAULT 1,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "partners_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "partner_terms" (
    "id" UUID NOT NULL,
    "partner_id" UUID NOT NULL,
    "kind" TEXT NOT NULL,
    "basis_points" INTEGER NOT NULL,
    "effective_from" TEXT NOT NULL,
    "created_by" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "partner_terms_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "partner_api_keys" (
    "id" UUID NOT NULL,
    "partner_id" UUID NOT NULL,
    "name" TEXT NOT NULL,
    "prefix" TEXT NOT NULL,
    "key_hash" TEXT NOT NULL,
    "mode" TEXT NOT NULL,
    "rate_limit_per_minute" INTEGER NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expires_at" TIMESTAMPTZ(3),
    "revoked_at" TIMESTAMPTZ(3),
    "replaces_key_id" UUID,

    CONSTRAINT "partner_api_keys_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "partner_webhook_endpoints" (
    "partner_id" UUID NOT NULL,
    "url" TEXT NOT NULL,
    "enabled" BOOLEAN NOT NULL DEFAULT true,
    "secret" TEXT NOT NULL,
    "secret_created_at" TIMESTAMPTZ(3) NOT NULL,
    "previous_secret" TEXT,
    "previous_secret_expires_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "partner_webhook_endpoints_pkey" PRIMARY KEY ("partner_id")
);

-- CreateIndex
CREATE INDEX "partners_company_name_idx" ON "partners"("company_name");

-- CreateIndex
CREATE UNIQUE INDEX "partner_terms_partner_id_effective_from_key" ON "partner_terms"("partner_id", "effective_from");

-- CreateIndex
CREATE UNIQUE INDEX "partner_api_keys_prefix_key" ON "partner_api_keys"("prefix");

-- CreateIndex
CREATE UNIQUE INDEX "partner_api_keys_key_hash_key" ON "partner_api_keys"("key_hash");

-- CreateIndex
CREATE INDEX "partner_api_keys_partner_id_created_at_idx" ON "partner_api_keys"("partner_id", "created_at");

-- AddForeignKey
ALTER TABLE "partner_terms" ADD CONSTRAINT "partner_terms_partner_id_fkey" FOREIGN KEY ("partner_id") REFERENCES "partners"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "partner_api_keys" ADD CONSTRAINT "partner_api_keys_partner_id_fkey" FOREIGN KEY ("partner_id") REFERENCES "partners"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "partner_webhook_endpoints" ADD CONSTRAINT "partner_webhook_endpoints_partner_id_fkey" FOREIGN KEY ("partner_id") REFERENCES "partners"("id") ON DELETE CASCADE ON UPDATE CASCADE;
