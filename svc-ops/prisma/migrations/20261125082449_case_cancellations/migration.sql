-- cancellations/: staff cancel a booking (the case leaves the status columns, the details are kept
-- per case), and travellers' change and cancellation requests from Manage Booking are kept once per request.

-- AlterTable
ALTER TABLE "operations_cases" ADD COLUMN     "cancelled_at" TIMESTAMPTZ(3);

-- CreateTable
CREATE TABLE "case_cancellations" (
    "case_id" UUID NOT NULL,
    "reason" TEXT NOT NULL,
    "charge_percent" INTEGER NOT NULL,
    "charge_cents" INTEGER NOT NULL,
    "hours_before_service" DECIMAL(9,1) NOT NULL,
    "invoice_outcome" TEXT NOT NULL,
    "cancelled_by_id" UUID,
    "cancelled_by_name" TEXT NOT NULL,
    "cancelled_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "case_cancellations_pkey" PRIMARY KEY ("case_id")
);

-- CreateTable
CREATE TABLE "case_change_requests" (
    "id" UUID NOT NULL,
    "case_id" UUID NOT NULL,
    "kind" TEXT NOT NULL,
    "message" TEXT NOT NULL,
    "requested_at" TIMESTAMPTZ(3) NOT NULL,
    "received_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "case_change_requests_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "case_change_requests_case_id_requested_at_idx" ON "case_change_requests"("case_id", "requested_at");

-- AddForeignKey
ALTER TABLE "case_cancellations" ADD CONSTRAINT "case_cancellations_case_id_fkey" FOREIGN KEY ("case_id") REFERENCES "operations_cases"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "case_change_requests" ADD CONSTRAINT "case_change_requests_case_id_fkey" FOREIGN KEY ("case_id") REFERENCES "operations_cases"("id") ON DELETE CASCADE ON UPDATE CASCADE;
