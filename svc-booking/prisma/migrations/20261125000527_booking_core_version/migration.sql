-- AlterTable
ALTER TABLE "bookings" ADD COLUMN     "core_version" INTEGER NOT NULL DEFAULT 1;
