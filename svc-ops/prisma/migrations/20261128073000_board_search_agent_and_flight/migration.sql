-- CreateIndex
CREATE INDEX "operations_cases_agency_name_trgm" ON "operations_cases" USING GIN ("agency_name" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "operations_cases_agent_name_trgm" ON "operations_cases" USING GIN ("agent_name" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "operations_cases_agent_email_trgm" ON "operations_cases" USING GIN ("agent_email" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "operations_cases_agent_phone_trgm" ON "operations_cases" USING GIN ("agent_phone" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "operations_cases_flight_number_trgm" ON "operations_cases" USING GIN ("flight_number" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "operations_cases_departure_flight_trgm" ON "operations_cases" USING GIN ("departure_flight_number" gin_trgm_ops);
