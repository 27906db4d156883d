-- The board's search indexes on the booker's fields take the columns' new names.
ALTER INDEX "operations_cases_agent_name_trgm" RENAME TO "operations_cases_booker_name_trgm";
ALTER INDEX "operations_cases_agent_email_trgm" RENAME TO "operations_cases_booker_email_trgm";
ALTER INDEX "operations_cases_agent_phone_trgm" RENAME TO "operations_cases_booker_phone_trgm";
