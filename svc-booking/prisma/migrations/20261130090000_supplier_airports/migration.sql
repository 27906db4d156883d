-- The airports a supplier serves, from supplier.updated v2. Empty: heard only from v1, which did not say (no check then).
ALTER TABLE "supplier_copies" ADD COLUMN "airport_codes" TEXT[] NOT NULL DEFAULT ARRAY[]::TEXT[];
