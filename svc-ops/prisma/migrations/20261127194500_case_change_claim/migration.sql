-- A staff save's claim on its case while svc-booking applies its part (a cancel waits for it).
ALTER TABLE "operations_cases" ADD COLUMN "change_claimed_until" TIMESTAMPTZ(3);
