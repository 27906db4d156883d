-- AlterTable
ALTER TABLE "operations_cases" ADD COLUMN     "assigned_agent_id" UUID,
ADD COLUMN     "assigned_agent_name" TEXT,
ADD COLUMN     "status_changed_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP;

-- A case's clock starts at its last recorded status change, or when it was requested.
UPDATE "operations_cases" c SET "status_changed_at" = COALESCE(
  (SELECT max(a."created_at") FROM "case_audit_entries" a WHERE a."case_id" = c."id" AND a."action" = 'status_changed'),
  c."requested_at");

-- CreateIndex
CREATE INDEX "operations_cases_owner_board_idx" ON "operations_cases"("assigned_agent_id", "admin_status", "requested_at" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "operations_cases_status_clock_idx" ON "operations_cases"("admin_status", "status_changed_at");
