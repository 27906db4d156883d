-- A supplier's revision goes up with every change svc-booking's copy needs (its lead time). announced_revision is
-- the last one put in the outbox: suppliers that exist before this (or are seeded later) are announced once at start.
ALTER TABLE "suppliers" ADD COLUMN "revision" INTEGER NOT NULL DEFAULT 1;
ALTER TABLE "suppliers" ADD COLUMN "announced_revision" INTEGER NOT NULL DEFAULT 0;
