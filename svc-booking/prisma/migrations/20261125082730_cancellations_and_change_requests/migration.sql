-- A booking svc-ops cancelled (when, and the charge), and travellers' change and cancellation requests
-- from Manage Booking.

-- AlterTable
ALTER TABLE "bookings" ADD COLUMN     "cancellation_charge_cents" INTEGER,
ADD COLUMN     "cancelled_at" TIMESTAMPTZ(3);

-- CreateTable
CREATE TABLE "booking_change_requests" (
    "id" UUID NOT NULL,
    "booking_id" UUID NOT NULL,
    "kind" TEXT NOT NULL,
    "message" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "booking_change_requests_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "booking_change_requests_booking_id_created_at_idx" ON "booking_change_requests"("booking_id", "created_at");

-- AddForeignKey
ALTER TABLE "booking_change_requests" ADD CONSTRAINT "booking_change_requests_booking_id_fkey" FOREIGN KEY ("booking_id") REFERENCES "bookings"("id") ON DELETE CASCADE ON UPDATE CASCADE;
