-- communications/: the acknowledgement of a booking group is written once (issue 15), and every case of the
-- group lists it.

-- AlterTable
ALTER TABLE "communications" ADD COLUMN     "group_key" TEXT;

-- CreateTable
CREATE TABLE "booking_acknowledgements" (
    "group_key" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "booking_acknowledgements_pkey" PRIMARY KEY ("group_key")
);

-- CreateIndex
CREATE INDEX "communications_group_key_idx" ON "communications"("group_key");
