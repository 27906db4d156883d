import { randomUUID } from 'node:crypto';
import type { OpsPrisma } from '../../src/prisma';

// Test set-up: puts a case into a state (a supplier assigned, a greeter known, a transfer, an invoice)
// by writing the rows each folder keeps, as if staff had done it. Field names are the API's.

const SUPPLIER = {
  assignedSupplierId: 'supplierId',
  assignedSupplierName: 'supplierName',
  assignedSupplierEmail: 'supplierEmail',
  assignedSupplierPhone: 'supplierPhone',
  supplierConfirmationNumber: 'confirmationNumber',
  supplierCostOriginalCents: 'costOriginalCents',
  supplierCurrency: 'currency',
  supplierRateToUsd: 'rateToUsd',
  supplierCostUsdCents: 'costUsdCents',
  supplierPaymentStatus: 'paymentStatus',
} as const;
const COORDINATION = [
  'greeterName',
  'greeterPhone',
  'greeterEmail',
  'greeterEta',
  'meetLocation',
  'signInstructions',
  'driverName',
  'driverPhone',
  'vehicleMakeModel',
  'vehiclePlate',
  'vehicleColor',
  'liveEta',
] as const;
const TRANSFER = {
  transferDirection: 'direction',
  pickupLocation: 'pickupLocation',
  dropoffLocation: 'dropoffLocation',
  passengers: 'passengers',
  vehicleType: 'vehicleType',
  additionalCostItems: 'additionalCostItems',
  linkedCaseId: 'linkedCaseId',
} as const;
const INVOICE = {
  invoiceProvider: 'provider',
  invoiceId: 'invoiceId',
  invoiceOrderId: 'orderId',
  invoiceNumber: 'number',
  invoiceStatus: 'status',
  invoiceUrl: 'url',
  invoiceVersion: 'version',
  invoiceDueDate: 'dueDate',
  invoiceAmountCents: 'amountCents',
  invoiceCreatedAt: 'createdAt',
  invoicePublishedAt: 'publishedAt',
  invoiceCancelledAt: 'cancelledAt',
  invoiceCancellationReason: 'cancellationReason',
  paidAt: 'paidAt',
} as const;

function take(fields: Record<string, unknown>, names: Record<string, string>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [api, column] of Object.entries(names)) {
    if (api in fields) {
      out[column] = fields[api];
      delete fields[api];
    }
  }
  return out;
}

export async function setCase(prisma: OpsPrisma, caseId: string, values: Record<string, unknown>): Promise<void> {
  const fields = { ...values };
  const supplier = take(fields, SUPPLIER);
  const coordination = take(fields, Object.fromEntries(COORDINATION.map((f) => [f, f])));
  const transfer = take(fields, TRANSFER);
  const invoice = take(fields, INVOICE);
  if (Object.keys(fields).length > 0) await prisma.operationsCase.update({ where: { id: caseId }, data: fields });
  // As staff's assignment does: each one is new.
  if ('supplierId' in supplier) supplier.assignmentId = supplier.supplierId ? randomUUID() : null;
  if (Object.keys(supplier).length > 0)
    await prisma.caseSupplierAssignment.upsert({
      where: { caseId },
      create: { caseId, ...supplier },
      update: supplier,
    });
  if (Object.keys(coordination).length > 0)
    await prisma.caseCoordination.upsert({
      where: { caseId },
      create: { caseId, ...coordination },
      update: coordination,
    });
  if (Object.keys(transfer).length > 0) {
    const create = { direction: 'pickup', passengers: 1, vehicleType: 'sedan', ...transfer };
    await prisma.caseTransfer.upsert({ where: { caseId }, create: { caseId, ...create } as never, update: transfer });
  }
  if (Object.keys(invoice).length > 0) {
    const create = { provider: 'manual', status: 'DRAFT', createdAt: new Date(), ...invoice };
    await prisma.caseInvoice.upsert({ where: { caseId }, create: { caseId, ...create } as never, update: invoice });
  }
}

function named(row: Record<string, unknown> | null, names: Record<string, string>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(names).map(([api, column]) => [api, row ? (row[column] ?? null) : null]));
}

/** A case with what each folder keeps of it, under the API's field names (what tests compare against). */
export async function caseState(prisma: OpsPrisma, caseId: string) {
  const c = await prisma.operationsCase.findUniqueOrThrow({ where: { id: caseId } });
  const [supplier, coordination, transfer, invoice, confirmation] = await Promise.all([
    prisma.caseSupplierAssignment.findUnique({ where: { caseId } }),
    prisma.caseCoordination.findUnique({ where: { caseId } }),
    prisma.caseTransfer.findUnique({ where: { caseId } }),
    prisma.caseInvoice.findUnique({ where: { caseId } }),
    prisma.caseConfirmation.findUnique({ where: { caseId } }),
  ]);
  return {
    ...c,
    ...named(supplier, SUPPLIER),
    supplierCurrency: supplier?.currency ?? 'USD',
    supplierPaymentStatus: supplier?.paymentStatus ?? 'unpaid',
    ...named(coordination, Object.fromEntries(COORDINATION.map((f) => [f, f]))),
    ...named(transfer, TRANSFER),
    ...named(invoice, INVOICE),
    pdfGeneratedAt: confirmation?.generatedAt ?? null,
    pdfSentAt: confirmation?.sentAt ?? null,
    pdfSentTo: confirmation?.sentTo ?? null,
  };
}
