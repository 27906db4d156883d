-- Every write of an allotment counts up its revision, which allotment.changed carries: readers keep the highest.
ALTER TABLE "allotments" ADD COLUMN "revision" INTEGER NOT NULL DEFAULT 1;
