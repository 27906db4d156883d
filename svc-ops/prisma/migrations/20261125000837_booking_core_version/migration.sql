-- AlterTable
ALTER TABLE "operations_cases" ADD COLUMN     "booking_core_version" INTEGER NOT NULL DEFAULT 1;
