-- CreateExtension
CREATE EXTENSION IF NOT EXISTS "pg_trgm";

-- CreateIndex
CREATE INDEX "operations_cases_reference_trgm" ON "operations_cases" USING GIN ("reference_code" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "operations_cases_contact_name_trgm" ON "operations_cases" USING GIN ("contact_name" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "operations_cases_contact_email_trgm" ON "operations_cases" USING GIN ("contact_email" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "operations_cases_contact_phone_trgm" ON "operations_cases" USING GIN ("contact_phone" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "operations_cases_company_trgm" ON "operations_cases" USING GIN ("company_name" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "operations_cases_airport_code_trgm" ON "operations_cases" USING GIN ("airport_code" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "operations_cases_airport_name_trgm" ON "operations_cases" USING GIN ("airport_name" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "operations_cases_traveler_names_idx" ON "operations_cases" USING GIN ("traveler_names");
