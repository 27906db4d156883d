-- A job link answers only for the assignment it was sent for: a supplier unassigned and assigned again gets a new
-- assignment, so a link from before stays dead even if nobody opened it in between.
ALTER TABLE "case_supplier_assignments" ADD COLUMN "assignment_id" UUID;
ALTER TABLE "supplier_job_links" ADD COLUMN "assignment_id" UUID;

-- Today's assignments get their id: the live links of today's supplier keep working.
UPDATE "case_supplier_assignments" SET "assignment_id" = gen_random_uuid() WHERE "supplier_id" IS NOT NULL;
UPDATE "supplier_job_links" AS l
SET "assignment_id" = a."assignment_id"
FROM "case_supplier_assignments" AS a
WHERE a."case_id" = l."case_id" AND a."supplier_id" = l."supplier_id" AND l."revoked_at" IS NULL;
