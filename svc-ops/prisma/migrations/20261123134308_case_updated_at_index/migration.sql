-- CreateIndex
CREATE INDEX "operations_cases_updated_at_idx" ON "operations_cases"("updated_at");
