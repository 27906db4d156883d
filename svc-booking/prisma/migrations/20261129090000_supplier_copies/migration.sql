-- svc-booking's copy of svc-ops' VIP suppliers (supplier.updated, highest revision kept): an allotment's lead time
-- is its supplier's. No foreign key from allotments: an allotment from before may name a supplier not heard of yet.
CREATE TABLE "supplier_copies" (
    "id" UUID NOT NULL,
    "name" TEXT NOT NULL,
    "active" BOOLEAN NOT NULL,
    "instant_booking_hours" INTEGER NOT NULL,
    "revision" INTEGER NOT NULL,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    CONSTRAINT "supplier_copies_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "allotments_supplier_id_idx" ON "allotments"("supplier_id");
