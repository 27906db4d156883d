-- AlterTable
ALTER TABLE "bookings" ADD COLUMN     "agency_name" TEXT,
ADD COLUMN     "airline" TEXT,
ADD COLUMN     "booker_email" TEXT,
ADD COLUMN     "booker_name" TEXT,
ADD COLUMN     "booker_phone" TEXT,
ADD COLUMN     "booker_relationship" TEXT,
ADD COLUMN     "booker_role" TEXT,
ADD COLUMN     "booking_context" TEXT NOT NULL DEFAULT 'self',
ADD COLUMN     "departure_airline" TEXT,
ADD COLUMN     "departure_flight_number" TEXT,
ADD COLUMN     "is_travel_agent" BOOLEAN NOT NULL DEFAULT false;

-- CreateIndex
CREATE INDEX "bookings_booker_email_idx" ON "bookings"("booker_email");
