// Without Square credentials: manual invoices svc-ops numbers itself and staff mark paid, on PostgreSQL.
import { caseState } from './support/case-setup';
import {
  communicationListSchema,
  communicationSchema,
  invoiceActionResultSchema,
  invoiceProviderInfoSchema,
  paymentProviderTestSchema,
} from '@vip/contracts/schemas';
import { pdfText } from './support/mail-and-sms';
import { startInvoiceTestStack, waitForPaidEvent, type InvoiceTestStack } from './support/invoice-test-stack';

describe('manual invoices (no Square configured)', () => {
  let stack: InvoiceTestStack;

  beforeAll(async () => {
    stack = await startInvoiceTestStack('ops_invoices_manual', 'manual');
  });
  afterAll(async () => {
    await stack?.stop();
  });

  const row = (id: string) => caseState(stack.service.prisma, id);

  it('says new invoices are manual', async () => {
    const { agent } = await stack.signIn();
    expect(invoiceProviderInfoSchema.parse((await agent.get('/api/admin/invoices/provider').expect(200)).body)).toEqual(
      { provider: 'manual' },
    );
  });

  it('/test-payment says invoices are manual: nothing to reach', async () => {
    const { agent, csrf } = await stack.signIn();
    const res = paymentProviderTestSchema.parse(
      (await agent.post('/api/admin/test/payment-provider').set('X-CSRF-Token', csrf).expect(200)).body,
    );
    expect(res).toMatchObject({ provider: 'manual', ok: true });
    expect(res.message).toMatch(/^Invoices are manual/);
  });

  it('e-mails a manual invoice as a PDF with the payment instructions, logged in the Communication Center; the draft becomes sent', async () => {
    const { agent, csrf } = await stack.signIn();
    const id = await stack.openCase('VIP-71004-FCO');
    await agent.post(`/api/admin/bookings/${id}/send-invoice`).set('X-CSRF-Token', csrf).send({}).expect(404);
    invoiceActionResultSchema.parse(
      (await agent.post(`/api/admin/bookings/${id}/create-invoice`).set('X-CSRF-Token', csrf).expect(200)).body,
    );

    const sent = communicationSchema.parse(
      (await agent.post(`/api/admin/bookings/${id}/send-invoice`).set('X-CSRF-Token', csrf).send({}).expect(201)).body,
    );
    expect(sent).toMatchObject({
      purpose: 'invoice',
      status: 'sent',
      to: ['grace@example.com'],
      subject: 'Invoice INV-VIP-71004-FCO – VIP-71004-FCO',
      attachmentName: 'Invoice-INV-VIP-71004-FCO.pdf',
    });
    expect(sent.body).toContain('$605.00 USD');
    expect(sent.body).toContain('How to pay:');
    const pdf = await stack.service.prisma.caseDocument.findFirstOrThrow({ where: { caseId: id, kind: 'invoice' } });
    const text = pdfText(Buffer.from(pdf.content));
    for (const part of ['Invoice INV-VIP-71004-FCO', 'VIP-71004-FCO', '$605.00 USD', 'How to pay', 'Grace Hopper'])
      expect(text).toContain(part);
    expect(await row(id)).toMatchObject({ invoiceStatus: 'UNPAID' });

    const list = communicationListSchema.parse(
      (await agent.get(`/api/admin/bookings/${id}/communications`).expect(200)).body,
    );
    expect(list.filter((c) => c.purpose === 'invoice')).toHaveLength(1);

    // Paid, it is no longer sent.
    await agent.post(`/api/admin/bookings/${id}/mark-paid`).set('X-CSRF-Token', csrf).expect(200);
    expect(
      (await agent.post(`/api/admin/bookings/${id}/send-invoice`).set('X-CSRF-Token', csrf).send({}).expect(409)).body
        .error.message,
    ).toBe('A PAID invoice cannot be sent');
  });

  it('numbers, sends and marks paid a manual invoice, with one invoice.paid', async () => {
    const { agent, csrf } = await stack.signIn();
    const id = await stack.openCase('VIP-71001-FCO');
    const created = invoiceActionResultSchema.parse(
      (await agent.post(`/api/admin/bookings/${id}/create-invoice`).set('X-CSRF-Token', csrf).expect(200)).body,
    );
    expect(created.invoice).toMatchObject({
      provider: 'manual',
      number: 'INV-VIP-71001-FCO',
      status: 'DRAFT',
      invoiceUrl: null,
      amount: 605,
    });
    expect(await row(id)).toMatchObject({ invoiceAmountCents: 60500 });
    // The booking total changes after the invoice was made (a staff correction): the invoice still asks for what it was
    // made for.
    await stack.service.prisma.operationsCase.update({ where: { id }, data: { totalPriceCents: 70000 } });

    const sent = invoiceActionResultSchema.parse(
      (await agent.post(`/api/admin/bookings/${id}/publish-invoice`).set('X-CSRF-Token', csrf).expect(200)).body,
    );
    expect(sent.invoice).toMatchObject({
      status: 'UNPAID',
      invoiceUrl: null,
      publishedAt: expect.any(String),
      amount: 605,
    });

    // Nothing outside svc-ops to ask: refreshing changes nothing.
    const refreshed = invoiceActionResultSchema.parse(
      (await agent.post(`/api/admin/bookings/${id}/refresh-invoice`).set('X-CSRF-Token', csrf).expect(200)).body,
    );
    expect(refreshed).toEqual(sent);

    const paid = invoiceActionResultSchema.parse(
      (await agent.post(`/api/admin/bookings/${id}/mark-paid`).set('X-CSRF-Token', csrf).expect(200)).body,
    );
    expect(paid).toMatchObject({
      isPaid: true,
      paidAt: expect.any(String),
      invoice: { status: 'PAID' },
      version: sent.version + 1,
    });
    // Marking it paid again is no change and no second event.
    const again = invoiceActionResultSchema.parse(
      (await agent.post(`/api/admin/bookings/${id}/mark-paid`).set('X-CSRF-Token', csrf).expect(200)).body,
    );
    expect(again).toEqual(paid);

    const events = await stack.outboxPaid(created.invoice.id);
    expect(events).toHaveLength(1);
    expect(events[0]!.payload).toMatchObject({
      provider: 'manual',
      amountCents: 60500,
      currency: 'USD',
      referenceCode: 'VIP-71001-FCO',
      paidAt: paid.paidAt,
    });
    await waitForPaidEvent(stack, created.invoice.id);
    expect(stack.paidEvents.map((e) => e.payload.invoiceId)).toContain(created.invoice.id);

    await agent
      .post(`/api/admin/bookings/${id}/cancel-invoice`)
      .set('X-CSRF-Token', csrf)
      .send({ reason: 'Cancelled by admin' })
      .expect(409);
    const audit = await stack.service.prisma.caseAuditEntry.findMany({
      where: { caseId: id },
      orderBy: { createdAt: 'asc' },
    });
    expect(audit.map((a) => a.action)).toEqual(['invoice_created', 'invoice_published', 'invoice_marked_paid']);
  });

  it('cancels a manual invoice and numbers the next one -2; a cancelled one cannot be marked paid', async () => {
    const { agent, csrf } = await stack.signIn();
    const id = await stack.openCase('VIP-71002-FCO');
    await agent.post(`/api/admin/bookings/${id}/create-invoice`).set('X-CSRF-Token', csrf).expect(200);
    const cancelled = invoiceActionResultSchema.parse(
      (
        await agent
          .post(`/api/admin/bookings/${id}/cancel-invoice`)
          .set('X-CSRF-Token', csrf)
          .send({ reason: 'Cancelled by admin' })
          .expect(200)
      ).body,
    );
    expect(cancelled.invoice).toMatchObject({ status: 'CANCELED', cancellationReason: 'Cancelled by admin' });
    const refused = await agent.post(`/api/admin/bookings/${id}/mark-paid`).set('X-CSRF-Token', csrf).expect(409);
    expect(refused.body.error.message).toBe('A CANCELED invoice cannot be marked paid');
    const next = invoiceActionResultSchema.parse(
      (await agent.post(`/api/admin/bookings/${id}/create-invoice`).set('X-CSRF-Token', csrf).expect(200)).body,
    );
    expect(next.invoice).toMatchObject({ number: 'INV-VIP-71002-FCO-2', status: 'DRAFT' });
    expect(await row(id)).toMatchObject({ isPaid: false, invoiceCancelledAt: null });
  });

  it('refuses an invoice for a booking whose total is 0', async () => {
    const { agent, csrf } = await stack.signIn();
    const id = await stack.openCase('VIP-71003-FCO');
    await stack.service.prisma.operationsCase.update({ where: { id }, data: { totalPriceCents: 0 } });
    const res = await agent.post(`/api/admin/bookings/${id}/create-invoice`).set('X-CSRF-Token', csrf).expect(409);
    expect(res.body.error.message).toBe('The booking total is 0.00 USD: there is nothing to invoice');
  });

  it('refuses Square webhooks when no signature key is configured', async () => {
    const res = await stack
      .postWebhook(JSON.stringify({ type: 'invoice.payment_made', event_id: 'e1', data: { id: 'x' } }))
      .expect(401);
    expect(res.body.error.code).toBe('WEBHOOK_SIGNATURE_INVALID');
  });
});
