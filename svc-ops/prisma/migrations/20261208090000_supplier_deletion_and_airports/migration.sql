-- A VIP supplier staff delete stays as a row (cases name it) but is offered nowhere and announced inactive for good.
ALTER TABLE "suppliers" ADD COLUMN "deleted_at" TIMESTAMPTZ(3);

-- supplier.updated v2 carries the supplier's airports: a new revision makes the next start announce every supplier.
UPDATE "suppliers" SET "revision" = "revision" + 1;
