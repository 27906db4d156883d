-- AlterTable
ALTER TABLE "operations_cases" ADD COLUMN     "invoice_amount_cents" INTEGER;
