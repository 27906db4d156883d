-- DropIndex
DROP INDEX "operations_cases_admin_status_idx";

-- DropIndex
DROP INDEX "operations_cases_requested_at_idx";

-- AlterTable
ALTER TABLE "operations_cases" ADD COLUMN     "version" INTEGER NOT NULL DEFAULT 1;

-- CreateTable
CREATE TABLE "case_audit_entries" (
    "id" UUID NOT NULL,
    "case_id" UUID NOT NULL,
    "actor_id" UUID,
    "actor_name" TEXT NOT NULL,
    "action" TEXT NOT NULL,
    "changes" JSONB NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "case_audit_entries_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "case_audit_entries_case_id_created_at_idx" ON "case_audit_entries"("case_id", "created_at");

-- CreateIndex
CREATE INDEX "operations_cases_admin_status_requested_at_id_idx" ON "operations_cases"("admin_status", "requested_at" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "operations_cases_requested_at_id_idx" ON "operations_cases"("requested_at" DESC, "id" DESC);

-- AddForeignKey
ALTER TABLE "case_audit_entries" ADD CONSTRAINT "case_audit_entries_case_id_fkey" FOREIGN KEY ("case_id") REFERENCES "operations_cases"("id") ON DELETE CASCADE ON UPDATE CASCADE;
