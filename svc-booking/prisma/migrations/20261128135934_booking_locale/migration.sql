-- AlterTable
ALTER TABLE "bookings" ADD COLUMN     "locale" VARCHAR(8) NOT NULL DEFAULT 'en';
