-- The modal lists the other bookings of a checkout and each board card counts its group, both by group_id:
-- without an index each read scanned every case.
-- CreateIndex
CREATE INDEX "operations_cases_group_id_idx" ON "operations_cases"("group_id");
