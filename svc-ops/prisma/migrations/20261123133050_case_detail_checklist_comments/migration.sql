-- AlterTable
ALTER TABLE "operations_cases" ADD COLUMN     "agency_name" TEXT,
ADD COLUMN     "agent_email" TEXT,
ADD COLUMN     "agent_name" TEXT,
ADD COLUMN     "agent_phone" TEXT,
ADD COLUMN     "airline" TEXT,
ADD COLUMN     "booker_role" TEXT,
ADD COLUMN     "departure_airline" TEXT,
ADD COLUMN     "departure_flight_number" TEXT,
ADD COLUMN     "supplier_payment_status" TEXT NOT NULL DEFAULT 'unpaid';

-- CreateTable
CREATE TABLE "admin_checklist_items" (
    "id" UUID NOT NULL,
    "case_id" UUID NOT NULL,
    "item_type" TEXT NOT NULL,
    "is_completed" BOOLEAN NOT NULL DEFAULT false,
    "completed_at" TIMESTAMPTZ(3),
    "completed_by" TEXT,
    "notes" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "admin_checklist_items_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "admin_comments" (
    "id" UUID NOT NULL,
    "case_id" UUID NOT NULL,
    "comment" TEXT NOT NULL,
    "created_by" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "admin_comments_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "admin_checklist_items_case_id_item_type_key" ON "admin_checklist_items"("case_id", "item_type");

-- CreateIndex
CREATE INDEX "admin_comments_case_id_created_at_idx" ON "admin_comments"("case_id", "created_at");

-- AddForeignKey
ALTER TABLE "admin_checklist_items" ADD CONSTRAINT "admin_checklist_items_case_id_fkey" FOREIGN KEY ("case_id") REFERENCES "operations_cases"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "admin_comments" ADD CONSTRAINT "admin_comments_case_id_fkey" FOREIGN KEY ("case_id") REFERENCES "operations_cases"("id") ON DELETE CASCADE ON UPDATE CASCADE;
