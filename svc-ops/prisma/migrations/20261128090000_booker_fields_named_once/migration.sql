-- The booker's fields keep the names they have from the form on (they were the agent's), and their data.
-- The booker's relationship to the traveller is copied from the booking too (null in cases opened before).
ALTER TABLE "operations_cases" RENAME COLUMN "agent_name" TO "booker_name";
ALTER TABLE "operations_cases" RENAME COLUMN "agent_email" TO "booker_email";
ALTER TABLE "operations_cases" RENAME COLUMN "agent_phone" TO "booker_phone";
ALTER TABLE "operations_cases" ADD COLUMN "relationship_to_traveler" TEXT;
