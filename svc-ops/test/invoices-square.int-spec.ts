// Invoices through the real square SDK against the local Square stand-in (Square's documented shapes and
// errors), on PostgreSQL: the state machine, the payment link, refresh to PAID, the cancel rules, provider
// failures answered 502 with nothing written, Square's signed webhook, and invoice.paid once in the outbox.
import { caseState } from './support/case-setup';
import request from 'supertest';
import {
  adminBookingDetailSchema,
  auditTrailSchema,
  invoiceActionResultSchema,
  invoiceProviderInfoSchema,
  paymentProviderTestSchema,
} from '@vip/contracts/schemas';
import { startInvoiceTestStack, waitForPaidEvent, type InvoiceTestStack } from './support/invoice-test-stack';
import { signSquareWebhook, type StandInInvoice } from './support/square-stand-in';

describe('invoices through Square (stand-in, real SDK)', () => {
  let stack: InvoiceTestStack;
  let seq = 70000;
  const nextRef = () => `VIP-${seq++}-FCO`;

  beforeAll(async () => {
    stack = await startInvoiceTestStack('ops_invoices_square', 'square');
  });
  afterAll(async () => {
    await stack?.stop();
  });

  const square = () => stack.square!;
  const row = (id: string) => caseState(stack.service.prisma, id);
  const invoiceRow = (caseId: string) => stack.service.prisma.caseInvoice.findUniqueOrThrow({ where: { caseId } });
  const auditOf = async (agent: Awaited<ReturnType<InvoiceTestStack['signIn']>>['agent'], id: string) =>
    auditTrailSchema.parse((await agent.get(`/api/admin/bookings/${id}/audit`).expect(200)).body);
  const squareInvoice = (id: string): StandInInvoice => square().invoices.get(id)!;

  it('tells the back office which provider makes new invoices, to staff only', async () => {
    const { agent } = await stack.signIn();
    expect(invoiceProviderInfoSchema.parse((await agent.get('/api/admin/invoices/provider').expect(200)).body)).toEqual(
      { provider: 'square' },
    );
    const anonymous = await request(stack.service.app.callback()).get('/api/admin/invoices/provider');
    expect(anonymous.status).toBe(401);
  });

  it('/test-payment reads the Square location through the SDK, and says so; nothing is invoiced', async () => {
    const { agent, csrf } = await stack.signIn();
    const before = square().requests.length;
    const res = paymentProviderTestSchema.parse(
      (await agent.post('/api/admin/test/payment-provider').set('X-CSRF-Token', csrf).expect(200)).body,
    );
    expect(res).toMatchObject({ provider: 'square', ok: true });
    expect(res.message).toMatch(
      /^Square answers: location VIP Airport Services \(stand-in\) \(.+\) is active, in USD$/,
    );
    expect(
      square()
        .requests.slice(before)
        .map((r) => r.operation),
    ).toEqual(['locations.get']);
  });

  it('generates, publishes, refreshes to PAID and marks the booking paid with one invoice.paid', async () => {
    const { agent, csrf } = await stack.signIn();
    const reference = nextRef();
    const id = await stack.openCase(reference);
    const before = await row(id);

    // Without the CSRF token nothing happens.
    await agent.post(`/api/admin/bookings/${id}/create-invoice`).expect(403);

    const created = invoiceActionResultSchema.parse(
      (await agent.post(`/api/admin/bookings/${id}/create-invoice`).set('X-CSRF-Token', csrf).expect(200)).body,
    );
    expect(created).toMatchObject({ isPaid: false, paidAt: null, version: before.version + 1 });
    expect(created.invoice).toMatchObject({
      provider: 'square',
      status: 'DRAFT',
      url: null,
      invoiceUrl: null,
      amount: 605,
      number: expect.stringMatching(/^\d{6}$/),
    });
    // One customer by the contact's e-mail, one order line for the total in USD cents, a draft to that customer.
    const order = square().requests.find((r) => r.operation === 'orders.create')!.body as {
      order: {
        line_items: Array<{ quantity: string; base_price_money: { amount: number; currency: string } }>;
        reference_id: string;
      };
    };
    expect(order.order.line_items).toEqual([
      expect.objectContaining({ quantity: '1', base_price_money: { amount: 60500, currency: 'USD' } }),
    ]);
    expect(order.order.reference_id).toBe(reference);
    const draft = squareInvoice(created.invoice.id);
    expect(draft).toMatchObject({
      status: 'DRAFT',
      primary_recipient: { email_address: 'grace@example.com', given_name: 'Grace', family_name: 'Hopper' },
    });
    expect(draft.payment_requests[0]).toMatchObject({
      request_type: 'BALANCE',
      computed_amount_money: { amount: 60500, currency: 'USD' },
    });
    expect(square().requests.every((r) => r.authorization === `Bearer ${square().accessToken}`)).toBe(true);

    // One invoice at a time.
    const again = await agent.post(`/api/admin/bookings/${id}/create-invoice`).set('X-CSRF-Token', csrf).expect(409);
    expect(again.body.error).toMatchObject({
      code: 'INVOICE_STATE',
      message: expect.stringContaining('already has an invoice'),
    });

    const published = invoiceActionResultSchema.parse(
      (await agent.post(`/api/admin/bookings/${id}/publish-invoice`).set('X-CSRF-Token', csrf).expect(200)).body,
    );
    expect(published.invoice).toMatchObject({
      status: 'UNPAID',
      invoiceUrl: `${square().url}/pay-invoice/${encodeURIComponent(created.invoice.id)}`,
      publishedAt: expect.any(String),
    });
    expect(published.invoice.url).toBe(published.invoice.invoiceUrl);
    expect(published.version).toBe(created.version + 1);
    await agent.post(`/api/admin/bookings/${id}/publish-invoice`).set('X-CSRF-Token', csrf).expect(409);

    // Nothing changed at Square: refreshing changes nothing, not even the version.
    const unchanged = invoiceActionResultSchema.parse(
      (await agent.post(`/api/admin/bookings/${id}/refresh-invoice`).set('X-CSRF-Token', csrf).expect(200)).body,
    );
    expect(unchanged).toMatchObject({ version: published.version, invoice: { status: 'UNPAID' } });

    // The client pays on Square's page; Refresh Status finds it.
    square().pay(created.invoice.id);
    const paid = invoiceActionResultSchema.parse(
      (await agent.post(`/api/admin/bookings/${id}/refresh-invoice`).set('X-CSRF-Token', csrf).expect(200)).body,
    );
    expect(paid).toMatchObject({ isPaid: true, paidAt: expect.any(String), invoice: { status: 'PAID' } });
    await agent.post(`/api/admin/bookings/${id}/refresh-invoice`).set('X-CSRF-Token', csrf).expect(200);

    const events = await stack.outboxPaid(created.invoice.id);
    expect(events).toHaveLength(1);
    expect(events[0]!.payload).toEqual({
      invoiceId: created.invoice.id,
      bookingId: before.bookingId,
      referenceCode: reference,
      amountCents: 60500,
      currency: 'USD',
      provider: 'square',
      paidAt: paid.paidAt,
    });
    await waitForPaidEvent(stack, created.invoice.id);
    expect(stack.paidEvents.filter((e) => e.payload.invoiceId === created.invoice.id)).toHaveLength(1);

    // The booking detail says the same; the checklist's 'client paid' follows.
    const detail = adminBookingDetailSchema.parse((await agent.get(`/api/admin/bookings/${id}`).expect(200)).body);
    expect(detail.isPaid).toBe(true);
    expect(detail.operations.invoice).toMatchObject({
      status: 'PAID',
      url: published.invoice.invoiceUrl,
      number: created.invoice.number,
    });
    expect(detail.checklist.find((i) => i.itemType === 'client_paid')?.isCompleted).toBe(true);

    // A paid invoice cannot be cancelled, replaced, or marked paid by hand.
    const cancel = await agent
      .post(`/api/admin/bookings/${id}/cancel-invoice`)
      .set('X-CSRF-Token', csrf)
      .send({ reason: 'Cancelled by admin' })
      .expect(409);
    expect(cancel.body.error.message).toBe('A PAID invoice cannot be cancelled');
    await agent.post(`/api/admin/bookings/${id}/create-invoice`).set('X-CSRF-Token', csrf).expect(409);
    const manual = await agent.post(`/api/admin/bookings/${id}/mark-paid`).set('X-CSRF-Token', csrf).expect(409);
    expect(manual.body.error.message).toContain('Refresh Status');

    const audit = await auditOf(agent, id);
    expect(audit.slice(0, 3).map((e) => e.action)).toEqual([
      'invoice_refreshed',
      'invoice_published',
      'invoice_created',
    ]);
    expect(audit[0]!.changes).toMatchObject({
      invoiceStatus: { from: 'UNPAID', to: 'PAID' },
      isPaid: { from: false, to: true },
    });
    expect(audit[0]!.actor.name).toBe('Billing Lead');
  });

  it('finds the Square customer by e-mail instead of making another', async () => {
    const { agent, csrf } = await stack.signIn();
    const first = await stack.openCase(nextRef(), 'returning.client@example.com');
    const second = await stack.openCase(nextRef(), 'returning.client@example.com');
    const creates = () => square().requests.filter((r) => r.operation === 'customers.create').length;
    await agent.post(`/api/admin/bookings/${first}/create-invoice`).set('X-CSRF-Token', csrf).expect(200);
    const afterFirst = creates();
    await agent.post(`/api/admin/bookings/${second}/create-invoice`).set('X-CSRF-Token', csrf).expect(200);
    expect(creates()).toBe(afterFirst);
  });

  it('cancels a draft by deleting it at Square, then allows a new invoice', async () => {
    const { agent, csrf } = await stack.signIn();
    const id = await stack.openCase(nextRef());
    const draft = invoiceActionResultSchema.parse(
      (await agent.post(`/api/admin/bookings/${id}/create-invoice`).set('X-CSRF-Token', csrf).expect(200)).body,
    );

    const invalid = await agent
      .post(`/api/admin/bookings/${id}/cancel-invoice`)
      .set('X-CSRF-Token', csrf)
      .send({})
      .expect(400);
    expect(invalid.body.error.code).toBe('VALIDATION_FAILED');

    const cancelled = invoiceActionResultSchema.parse(
      (
        await agent
          .post(`/api/admin/bookings/${id}/cancel-invoice`)
          .set('X-CSRF-Token', csrf)
          .send({ reason: 'Cancelled by admin' })
          .expect(200)
      ).body,
    );
    expect(cancelled.invoice).toMatchObject({
      status: 'CANCELED',
      cancellationReason: 'Cancelled by admin',
      cancelledAt: expect.any(String),
    });
    expect(square().invoices.has(draft.invoice.id)).toBe(false);
    expect(
      square().requests.some(
        (r) => r.operation === 'invoices.delete' && r.path.includes(encodeURIComponent(draft.invoice.id)),
      ),
    ).toBe(true);
    // Refreshing a deleted draft is not an error: it stays cancelled.
    await agent.post(`/api/admin/bookings/${id}/refresh-invoice`).set('X-CSRF-Token', csrf).expect(200);
    await agent
      .post(`/api/admin/bookings/${id}/cancel-invoice`)
      .set('X-CSRF-Token', csrf)
      .send({ reason: 'Cancelled by admin' })
      .expect(409);

    const replacement = invoiceActionResultSchema.parse(
      (await agent.post(`/api/admin/bookings/${id}/create-invoice`).set('X-CSRF-Token', csrf).expect(200)).body,
    );
    expect(replacement.invoice).toMatchObject({ status: 'DRAFT', cancelledAt: null, cancellationReason: null });
    expect(replacement.invoice.id).not.toBe(draft.invoice.id);
  });

  it('cancels a published invoice at Square, even after it changed there (stale version)', async () => {
    const { agent, csrf } = await stack.signIn();
    const id = await stack.openCase(nextRef());
    const { invoice } = invoiceActionResultSchema.parse(
      (await agent.post(`/api/admin/bookings/${id}/create-invoice`).set('X-CSRF-Token', csrf).expect(200)).body,
    );
    await agent.post(`/api/admin/bookings/${id}/publish-invoice`).set('X-CSRF-Token', csrf).expect(200);
    // Edited in Square's dashboard meanwhile: the stored version is now behind.
    square().setStatus(invoice.id, 'UNPAID');
    const cancelled = invoiceActionResultSchema.parse(
      (
        await agent
          .post(`/api/admin/bookings/${id}/cancel-invoice`)
          .set('X-CSRF-Token', csrf)
          .send({ reason: 'Client changed plans' })
          .expect(200)
      ).body,
    );
    expect(cancelled.invoice).toMatchObject({ status: 'CANCELED', cancellationReason: 'Client changed plans' });
    expect(squareInvoice(invoice.id).status).toBe('CANCELED');
    const versionErrors = square().requests.filter((r) => r.operation === 'invoices.cancel').length;
    expect(versionErrors).toBe(2); // refused once with VERSION_MISMATCH, then done with the current version
  });

  it('refuses to cancel when the client paid meanwhile, and records the payment', async () => {
    const { agent, csrf } = await stack.signIn();
    const id = await stack.openCase(nextRef());
    const { invoice } = invoiceActionResultSchema.parse(
      (await agent.post(`/api/admin/bookings/${id}/create-invoice`).set('X-CSRF-Token', csrf).expect(200)).body,
    );
    await agent.post(`/api/admin/bookings/${id}/publish-invoice`).set('X-CSRF-Token', csrf).expect(200);
    square().pay(invoice.id);
    const refused = await agent
      .post(`/api/admin/bookings/${id}/cancel-invoice`)
      .set('X-CSRF-Token', csrf)
      .send({ reason: 'Cancelled by admin' })
      .expect(409);
    expect(refused.body.error.message).toBe('A PAID invoice cannot be cancelled');
    expect(await row(id)).toMatchObject({ isPaid: true, invoiceStatus: 'PAID' });
    expect(await stack.outboxPaid(invoice.id)).toHaveLength(1);
  });

  it('answers a Square refusal or outage with 502 and writes nothing', async () => {
    const { agent, csrf } = await stack.signIn();
    const ref = nextRef();
    const id = await stack.openCase(ref);
    const before = await row(id);
    const auditBefore = (await auditOf(agent, id)).length;

    square().failNext('invoices.create', 400, [
      {
        category: 'INVALID_REQUEST_ERROR',
        code: 'INVALID_VALUE',
        detail: 'Invalid due date.',
        field: 'invoice.payment_requests[0].due_date',
      },
    ]);
    const refused = await agent.post(`/api/admin/bookings/${id}/create-invoice`).set('X-CSRF-Token', csrf).expect(502);
    expect(refused.body.error).toMatchObject({
      code: 'INVOICE_PROVIDER_ERROR',
      message: 'Square could not create the invoice: Invalid due date.',
    });
    expect(await row(id)).toMatchObject({ version: before.version, invoiceId: null, invoiceStatus: null });
    expect((await auditOf(agent, id)).length).toBe(auditBefore);

    square().failNext('orders.create', 503, [
      { category: 'API_ERROR', code: 'SERVICE_UNAVAILABLE', detail: 'Service unavailable.' },
    ]);
    const down = await agent.post(`/api/admin/bookings/${id}/create-invoice`).set('X-CSRF-Token', csrf).expect(502);
    expect(down.body.error.message).toBe('Square could not create the order: Service unavailable.');

    const { invoice } = invoiceActionResultSchema.parse(
      (await agent.post(`/api/admin/bookings/${id}/create-invoice`).set('X-CSRF-Token', csrf).expect(200)).body,
    );
    // The order Square made before its invoice step failed is the one the invoice now uses: no second order.
    const orders = [...square().orders.values()].filter((o) => o.reference_id === ref);
    expect(orders).toHaveLength(1);
    expect(squareInvoice(invoice.id).order_id).toBe(orders[0]!.id);
    const drafted = await row(id);
    square().failNext('invoices.publish', 500, [
      { category: 'API_ERROR', code: 'INTERNAL_SERVER_ERROR', detail: 'An internal error has occurred.' },
    ]);
    await agent.post(`/api/admin/bookings/${id}/publish-invoice`).set('X-CSRF-Token', csrf).expect(502);
    expect(await row(id)).toMatchObject({
      version: drafted.version,
      invoiceStatus: 'DRAFT',
      invoiceUrl: null,
      invoicePublishedAt: null,
    });
    expect(squareInvoice(invoice.id).status).toBe('DRAFT');

    square().failNext('invoices.get', 401, [
      { category: 'AUTHENTICATION_ERROR', code: 'UNAUTHORIZED', detail: 'This request could not be authorized.' },
    ]);
    const unauthorized = await agent
      .post(`/api/admin/bookings/${id}/refresh-invoice`)
      .set('X-CSRF-Token', csrf)
      .expect(502);
    expect(unauthorized.body.error.message).toBe(
      'Square could not read the invoice: This request could not be authorized.',
    );
  });

  it('makes one invoice when Generate is pressed twice at once, and keeps it at Square', async () => {
    const { agent, csrf } = await stack.signIn();
    const ref = nextRef();
    const id = await stack.openCase(ref);
    const answers = await Promise.all(
      [1, 2].map(() => agent.post(`/api/admin/bookings/${id}/create-invoice`).set('X-CSRF-Token', csrf)),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const stored = await invoiceRow(id);
    expect(square().invoices.has(stored.invoiceId)).toBe(true);
    expect([...square().invoices.values()].filter((i) => i.order_id === stored.orderId)).toHaveLength(1);
    expect([...square().orders.values()].filter((o) => o.reference_id === ref)).toHaveLength(1);
    expect((await auditOf(agent, id)).filter((e) => e.action === 'invoice_created')).toHaveLength(1);
  });

  it('answers 502 when Square cannot be reached at all', async () => {
    const { agent, csrf } = await stack.signIn();
    const id = await stack.openCase(nextRef());
    square().dropNext('customers.search');
    const res = await agent.post(`/api/admin/bookings/${id}/create-invoice`).set('X-CSRF-Token', csrf).expect(502);
    expect(res.body.error).toMatchObject({
      code: 'INVOICE_PROVIDER_ERROR',
      message: 'Square could not be reached (look up the customer)',
    });
    expect(await row(id)).toMatchObject({ invoiceId: null });
  });

  describe("Square's webhook", () => {
    async function publishedInvoice() {
      const { agent, csrf } = await stack.signIn();
      const id = await stack.openCase(nextRef());
      const { invoice } = invoiceActionResultSchema.parse(
        (await agent.post(`/api/admin/bookings/${id}/create-invoice`).set('X-CSRF-Token', csrf).expect(200)).body,
      );
      await agent.post(`/api/admin/bookings/${id}/publish-invoice`).set('X-CSRF-Token', csrf).expect(200);
      return { id, invoiceId: invoice.id };
    }

    it('applies a signed invoice.payment_made once, however often Square delivers it', async () => {
      const { id, invoiceId } = await publishedInvoice();
      square().pay(invoiceId);
      const body = square().webhookBody('invoice.payment_made', invoiceId, 'evt-payment-1');

      const first = await stack.postWebhook(body).expect(200);
      expect(first.body).toEqual({ received: true, outcome: 'applied' });
      expect(await row(id)).toMatchObject({ isPaid: true, invoiceStatus: 'PAID' });

      const redelivered = await stack.postWebhook(body).expect(200);
      expect(redelivered.body.outcome).toBe('duplicate');
      // Another event telling the same (Square also sends invoice.updated): nothing new.
      const updated = await stack
        .postWebhook(square().webhookBody('invoice.updated', invoiceId, 'evt-payment-2'))
        .expect(200);
      expect(updated.body.outcome).toBe('unchanged');

      expect(await stack.outboxPaid(invoiceId)).toHaveLength(1);
      await waitForPaidEvent(stack, invoiceId);
      expect(stack.paidEvents.filter((e) => e.payload.invoiceId === invoiceId)).toHaveLength(1);
      const events = await stack.service.prisma.paymentWebhookEvent.findMany({
        where: { eventId: { in: ['evt-payment-1', 'evt-payment-2'] } },
      });
      expect(events.map((e) => e.eventType).sort()).toEqual(['invoice.payment_made', 'invoice.updated']);
      const audit = await stack.service.prisma.caseAuditEntry.findMany({
        where: { caseId: id, action: 'square_invoice_payment_made' },
      });
      expect(audit).toHaveLength(1);
      expect(audit[0]).toMatchObject({ actorId: null, actorName: 'Square' });
    });

    it('keeps the newest state when events arrive out of order', async () => {
      const { id, invoiceId } = await publishedInvoice();
      const unpaidBody = square().webhookBody('invoice.updated', invoiceId, 'evt-old-unpaid');
      square().pay(invoiceId);
      await stack.postWebhook(square().webhookBody('invoice.payment_made', invoiceId, 'evt-new-paid')).expect(200);
      const late = await stack.postWebhook(unpaidBody).expect(200);
      expect(late.body.outcome).toBe('unchanged');
      expect(await row(id)).toMatchObject({ isPaid: true, invoiceStatus: 'PAID' });
    });

    it('applies a cancellation made in Square', async () => {
      const { id, invoiceId } = await publishedInvoice();
      square().setStatus(invoiceId, 'CANCELED');
      await stack.postWebhook(square().webhookBody('invoice.canceled', invoiceId, 'evt-cancel')).expect(200);
      expect(await row(id)).toMatchObject({
        invoiceStatus: 'CANCELED',
        invoiceCancellationReason: 'Cancelled in Square',
        isPaid: false,
      });
    });

    it('refuses a missing or wrong signature (401) and changes nothing', async () => {
      const { id, invoiceId } = await publishedInvoice();
      square().pay(invoiceId);
      const body = square().webhookBody('invoice.payment_made', invoiceId, 'evt-forged');
      const missing = await stack.postWebhook(body, null).expect(401);
      expect(missing.body.error.code).toBe('WEBHOOK_SIGNATURE_INVALID');
      await stack.postWebhook(body, 'c2lnbmVkIGJ5IHNvbWVvbmUgZWxzZQ==').expect(401);
      // Signed for another body: Square's signature covers every byte.
      const signedOther = square().webhookBody('invoice.payment_made', invoiceId, 'evt-other');
      await stack
        .postWebhook(
          body,
          signSquareWebhook(
            'https://ops.example.com/api/webhooks/square',
            signedOther,
            'whsk-test-signature-key-0123456789',
          ),
        )
        .expect(401);
      expect(await row(id)).toMatchObject({ isPaid: false, invoiceStatus: 'UNPAID' });
      expect(await stack.service.prisma.paymentWebhookEvent.count({ where: { eventId: 'evt-forged' } })).toBe(0);
    });

    it('acknowledges events about invoices it does not know and events that are not about invoices', async () => {
      const unknown = JSON.stringify({
        merchant_id: 'M',
        type: 'invoice.payment_made',
        event_id: 'evt-unknown',
        created_at: new Date().toISOString(),
        data: {
          type: 'invoice',
          id: 'inv:0-somewhere-else',
          object: { invoice: { id: 'inv:0-somewhere-else', version: 3, status: 'PAID' } },
        },
      });
      expect((await stack.postWebhook(unknown).expect(200)).body.outcome).toBe('unknown-invoice');
      const other = JSON.stringify({
        merchant_id: 'M',
        type: 'customer.created',
        event_id: 'evt-customer',
        data: { type: 'customer', id: 'C1', object: {} },
      });
      expect((await stack.postWebhook(other).expect(200)).body.outcome).toBe('ignored');
    });

    it('checks the signature before reading the body: a stranger is told 401 whatever they send, Square 400 for a body that is not JSON', async () => {
      // Bodies the service's JSON parser would refuse on its own (a prototype key, not JSON at all).
      const prototypeKey = '{"__proto__": {"admin": true}, "type": "invoice.payment_made", "event_id": "evt-proto"}';
      expect((await stack.postWebhook(prototypeKey, 'Kw.U').expect(401)).body.error.code).toBe(
        'WEBHOOK_SIGNATURE_INVALID',
      );
      expect((await stack.postWebhook('not json at all', null).expect(401)).body.error.code).toBe(
        'WEBHOOK_SIGNATURE_INVALID',
      );
      const signedNotJson = await stack.postWebhook('not json at all').expect(400);
      expect(signedNotJson.body.error).toMatchObject({ code: 'BAD_REQUEST', message: 'The notification is not JSON' });
      // Signed, with a prototype key: read as data (the key is dropped), never as the object's prototype.
      expect((await stack.postWebhook(prototypeKey).expect(400)).body.error.code).toBe('VALIDATION_FAILED');
      const tooLarge = await stack
        .postWebhook(JSON.stringify({ type: 'invoice.updated', padding: 'x'.repeat(200 * 1024) }), null)
        .expect(413);
      expect(tooLarge.body.error.code).toBe('PAYLOAD_TOO_LARGE');
    });

    it('answers 400 for a signed body that is not a Square event (422 for one that misses the invoice)', async () => {
      const res = await stack.postWebhook(JSON.stringify({ hello: 'world' })).expect(400);
      expect(res.body.error.code).toBe('VALIDATION_FAILED');
      await stack
        .postWebhook(
          JSON.stringify({ type: 'invoice.payment_made', event_id: 'evt-no-invoice', data: { id: 'inv:1' } }),
        )
        .expect(422);
    });
  });

  it('pays a standalone chauffeur transfer without telling svc-booking (it has no booking there)', async () => {
    const { agent, csrf } = await stack.signIn();
    const id = await stack.openCase(nextRef());
    await stack.service.prisma.operationsCase.update({ where: { id }, data: { bookingId: null, isChauffeur: true } });
    const { invoice } = invoiceActionResultSchema.parse(
      (await agent.post(`/api/admin/bookings/${id}/create-invoice`).set('X-CSRF-Token', csrf).expect(200)).body,
    );
    await agent.post(`/api/admin/bookings/${id}/publish-invoice`).set('X-CSRF-Token', csrf).expect(200);
    square().pay(invoice.id);
    const paid = invoiceActionResultSchema.parse(
      (await agent.post(`/api/admin/bookings/${id}/refresh-invoice`).set('X-CSRF-Token', csrf).expect(200)).body,
    );
    expect(paid.isPaid).toBe(true);
    expect(await stack.outboxPaid(invoice.id)).toHaveLength(0);
  });

  it('answers 404 for an unknown booking and for a booking without an invoice', async () => {
    const { agent, csrf } = await stack.signIn();
    const missing = await agent
      .post('/api/admin/bookings/00000000-0000-4000-8000-000000000000/create-invoice')
      .set('X-CSRF-Token', csrf)
      .expect(404);
    expect(missing.body.error.code).toBe('CASE_NOT_FOUND');
    const id = await stack.openCase(nextRef());
    for (const action of ['publish-invoice', 'refresh-invoice', 'mark-paid']) {
      const res = await agent.post(`/api/admin/bookings/${id}/${action}`).set('X-CSRF-Token', csrf).expect(404);
      expect(res.body.error).toMatchObject({ code: 'INVOICE_NOT_FOUND', message: 'This booking has no invoice' });
    }
  });

  it('logs which provider it uses, and never the access token, the webhook key, signatures or the contact', async () => {
    const log = stack.logs.join('');
    expect(log).toContain('invoices through Square');
    expect(log).toContain('invoice provider call failed');
    for (const secret of [
      square().accessToken,
      'whsk-test-signature-key-0123456789',
      'grace@example.com',
      'Grace Hopper',
      'returning.client@example.com',
    ]) {
      expect(log).not.toContain(secret);
    }
  });
});
