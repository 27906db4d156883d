-- CreateTable
CREATE TABLE "supplier_jobs" (
    "case_id" UUID NOT NULL,
    "supplier_id" UUID,
    "response" TEXT,
    "decline_reason" TEXT,
    "completed_at" TIMESTAMPTZ(3),
    "handling_report" TEXT,
    "forward_contact_to_traveller" BOOLEAN NOT NULL DEFAULT true,
    "share_traveller_contact" BOOLEAN NOT NULL DEFAULT false,
    "contact_forwarded_at" TIMESTAMPTZ(3),
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "supplier_jobs_pkey" PRIMARY KEY ("case_id")
);

-- CreateTable
CREATE TABLE "supplier_job_links" (
    "id" UUID NOT NULL,
    "case_id" UUID NOT NULL,
    "supplier_id" UUID NOT NULL,
    "token_hash" TEXT NOT NULL,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,
    "revoked_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "supplier_job_links_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "supplier_job_links_token_hash_key" ON "supplier_job_links"("token_hash");

-- CreateIndex
CREATE INDEX "supplier_job_links_case_id_idx" ON "supplier_job_links"("case_id");

-- AddForeignKey
ALTER TABLE "supplier_jobs" ADD CONSTRAINT "supplier_jobs_case_id_fkey" FOREIGN KEY ("case_id") REFERENCES "operations_cases"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "supplier_job_links" ADD CONSTRAINT "supplier_job_links_case_id_fkey" FOREIGN KEY ("case_id") REFERENCES "operations_cases"("id") ON DELETE CASCADE ON UPDATE CASCADE;
