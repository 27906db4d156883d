import { createEnvelope, invoicePaidV1 } from '@vip/contracts/events';
import {
  canCancelInvoice,
  canReplaceInvoice,
  type CaseInvoice,
  type InvoiceActionResult,
  type InvoiceProviderInfo,
  type InvoiceProviderName,
  type PaymentProviderTest,
} from '@vip/contracts/schemas';
import { type Logger } from '@vip/platform/logger';
import { cancelledCase, refuseSandbox, type AuditActor, type Case, type CasesService } from '../cases/cases.service';
import { opsErrors } from '../errors';
import type { OpsPrisma, OpsTx as Tx } from '../prisma';
import {
  InvoiceProviderError,
  type InvoiceProvider,
  type ProviderInvoice,
  type StoredInvoice,
} from './invoice-provider';
import type { InvoiceProviders } from './invoice-providers';
import {
  caseInvoiceOf,
  dueDateFor,
  invoiceDescription,
  invoiceStateChange,
  invoiceTitle,
  invoicedCentsOf,
  storedInvoiceOf,
} from './invoice-state';
import type { InvoiceRecord, InvoicesRepository } from './invoices.repository';
import type { SquareWebhookEvent } from './square-webhook';
import { invoiceDocumentHtml } from './invoice-document';

export interface CaseInvoiceView {
  invoice: CaseInvoice | null;
  paidAt: Date | null;
}

const invoiceViewOf = (invoice: InvoiceRecord | null, c: Case): CaseInvoiceView => ({
  invoice: caseInvoiceOf(invoice, c),
  paidAt: invoice?.paidAt ?? null,
});

interface Held {
  c: Case;
  invoice: InvoiceRecord | null;
}

export interface InvoicesServiceDeps {
  prisma: OpsPrisma;
  cases: CasesService;
  invoices: InvoicesRepository;
  providers: InvoiceProviders;
  now: () => Date;
  onEventsCommitted: () => void;
  onBoardChanged: () => void;
  logger: Logger;
  manualPaymentInstructions: string;
  supportEmail: string;
}

const SQUARE_ACTOR: AuditActor = { id: null, name: 'Square' };

export type WebhookOutcome = 'applied' | 'unchanged' | 'duplicate' | 'unknown-invoice' | 'ignored';

/**
 * The provider is called outside any transaction, so no row is held while Square answers; its answer is written in
 * one transaction, invoice.paid once only. A provider failure writes nothing.
 */
export class InvoicesService {
  constructor(private readonly deps: InvoicesServiceDeps) {}

  async forCase(c: Case, tx?: Tx): Promise<CaseInvoiceView> {
    return invoiceViewOf(await this.deps.invoices.find(c.id, tx), c);
  }

  async forCases(cases: readonly Case[]): Promise<Map<string, CaseInvoiceView>> {
    const rows = new Map((await this.deps.invoices.findMany(cases.map((c) => c.id))).map((r) => [r.caseId, r]));
    return new Map(cases.map((c) => [c.id, invoiceViewOf(rows.get(c.id) ?? null, c)]));
  }

  async documentToSend(
    caseId: string,
  ): Promise<{ c: Case; invoice: CaseInvoice; html: string; fileName: string; instructions: string }> {
    const held = await this.load(caseId);
    const shown = sendableInvoice(held);
    const html = invoiceDocumentHtml(held.c, shown, {
      supportEmail: this.deps.supportEmail,
      instructions: this.deps.manualPaymentInstructions,
      issuedAt: this.deps.now(),
    });
    return {
      c: held.c,
      invoice: shown,
      html,
      fileName: `Invoice-${shown.number ?? held.c.referenceCode}.pdf`,
      instructions: this.deps.manualPaymentInstructions,
    };
  }

  /** Again under the case lock: the invoice may have changed since documentToSend. */
  async assertSendable(tx: Tx, caseId: string): Promise<void> {
    const c = await this.deps.cases.lockForChange(tx, caseId);
    sendableInvoice({ c, invoice: await this.deps.invoices.find(caseId, tx) });
  }

  async markManualSent(caseId: string, actor: AuditActor): Promise<void> {
    const held = await this.load(caseId);
    if (held.invoice?.provider === 'manual' && held.invoice.status === 'DRAFT') await this.publish(caseId, actor);
  }

  async testProvider(): Promise<PaymentProviderTest> {
    const provider = this.deps.providers.forNew();
    const result = await provider.check();
    this.deps.logger.info({ provider: provider.name, ok: result.ok }, 'payment provider tested');
    return { provider: provider.name, ...result, testedAt: this.deps.now().toISOString() };
  }

  providerInfo(): InvoiceProviderInfo {
    return { provider: this.deps.providers.defaultName };
  }

  async create(id: string, actor: AuditActor): Promise<InvoiceActionResult> {
    const current = await this.load(id);
    this.assertCanCreate(current);
    const provider = this.deps.providers.forNew();
    const amountCents = current.c.totalPriceCents;
    const made = await this.callProvider(provider, 'create', () =>
      provider.create({
        caseId: current.c.id,
        referenceCode: current.c.referenceCode,
        amountCents,
        title: invoiceTitle(current.c),
        description: invoiceDescription(current.c),
        dueDate: dueDateFor(this.deps.now(), current.c.flightDate),
        contact: { name: current.c.contactName, email: current.c.contactEmail },
        previousNumber: current.invoice?.number ?? null,
        replacesId: current.invoice?.invoiceId ?? null,
      }),
    );
    let heldInvoiceId: string | null = null;
    let kept = false;
    try {
      const updated = await this.deps.prisma.$transaction(async (tx) => {
        const locked = await this.lock(tx, id);
        // Under the lock: if someone made one meanwhile, theirs stays.
        try {
          this.assertCanCreate(locked);
        } catch (error) {
          heldInvoiceId = locked.invoice?.invoiceId ?? null;
          throw error;
        }
        const at = this.deps.now();
        const invoice = await this.deps.invoices.replace(tx, id, {
          provider: provider.name,
          invoiceId: made.id,
          orderId: made.orderId,
          number: made.number,
          status: made.status,
          url: made.url,
          version: made.version,
          dueDate: made.dueDate,
          amountCents,
          createdAt: at,
          publishedAt: null,
          cancelledAt: null,
          cancellationReason: null,
          paidAt: null,
        });
        const c = await this.deps.cases.recordChange(tx, id, {
          actor,
          action: 'invoice_created',
          changes: {
            invoiceNumber: { from: locked.invoice?.number ?? null, to: made.number },
            invoiceStatus: { from: locked.invoice?.status ?? null, to: made.status },
            invoiceProvider: { from: locked.invoice?.provider ?? null, to: provider.name },
          },
          at,
        });
        return { c, invoice };
      });
      kept = true;
      this.deps.onBoardChanged();
      return resultOf(updated);
    } finally {
      // Idempotency keys come from the request, so a concurrent Generate may hold this very invoice: only a
      // different one is removed. A failed write leaves the draft, which the retry's same key gets back.
      if (!kept && heldInvoiceId !== null && heldInvoiceId !== made.id) await provider.discard(made);
    }
  }

  async publish(id: string, actor: AuditActor): Promise<InvoiceActionResult> {
    const current = await this.load(id);
    const stored = requireInvoice(current);
    assertPublishable(stored.status);
    const provider = this.deps.providers.of(stored.provider);
    const fresh = await this.withCurrentVersion(current, provider, 'publish', (invoice) => {
      assertPublishable(invoice.status);
      return provider.publish(invoice);
    });
    return this.apply(id, fresh, actor, 'invoice_published');
  }

  async refresh(id: string, actor: AuditActor): Promise<InvoiceActionResult> {
    const current = await this.load(id);
    const stored = requireInvoice(current);
    const provider = this.deps.providers.of(stored.provider);
    let fresh: ProviderInvoice;
    try {
      fresh = await provider.get(stored);
    } catch (error) {
      // A draft cancelled here was deleted at Square: nothing to read or change.
      if (error instanceof InvoiceProviderError && error.code === 'NOT_FOUND' && stored.status === 'CANCELED')
        return resultOf(current);
      throw this.providerFailure(provider, 'refresh', error);
    }
    return this.apply(id, fresh, actor, 'invoice_refreshed');
  }

  async cancel(id: string, reason: string, actor: AuditActor): Promise<InvoiceActionResult> {
    const current = await this.load(id);
    const stored = requireInvoice(current);
    assertCancellable(stored.status);
    const provider = this.deps.providers.of(stored.provider);
    const fresh = await this.withCurrentVersion(current, provider, 'cancel', (invoice) => {
      assertCancellable(invoice.status);
      return provider.cancel(invoice);
    });
    return this.apply(id, fresh, actor, 'invoice_cancelled', reason);
  }

  /** Idempotent: marking a paid invoice paid again changes nothing. */
  async markPaid(id: string, actor: AuditActor): Promise<InvoiceActionResult> {
    const current = await this.load(id);
    const stored = requireInvoice(current);
    if (stored.provider !== 'manual') {
      throw opsErrors.create(
        'INVOICE_STATE',
        'Square invoices are marked paid when Square reports the payment; use Refresh Status',
      );
    }
    if (stored.status === 'PAID') return resultOf(current);
    if (!canCancelInvoice(stored.status))
      throw opsErrors.create('INVOICE_STATE', `A ${stored.status} invoice cannot be marked paid`);
    return this.apply(
      id,
      { ...providerView(stored), status: 'PAID', version: (stored.version ?? 0) + 1 },
      actor,
      'invoice_marked_paid',
    );
  }

  /**
   * A partner's sandbox booking is never invoiced, but the partner may mark it paid to see its web hook: recorded and
   * published as a manual invoice's payment is (invoice.paid, for svc-booking and the partner). Paid again: nothing.
   */
  async markSandboxPaid(tx: Tx, c: Case, actor: AuditActor): Promise<boolean> {
    if (c.partnerMode !== 'sandbox' || c.bookingId === null) throw new Error('only a sandbox booking is paid so');
    if (c.isPaid) return false;
    const at = this.deps.now();
    const paid = await this.deps.cases.recordChange(tx, c.id, {
      actor,
      action: 'sandbox_marked_paid',
      changes: { isPaid: { from: false, to: true } },
      at,
      data: { isPaid: true },
    });
    const invoiceId = `sandbox-${c.id}`;
    await this.deps.cases.announce(tx, paid, [
      invoicePaidEvent(paid, { invoiceId, provider: 'manual' }, c.bookingId, c.totalPriceCents, at),
    ]);
    return true;
  }

  /** Each event_id is applied once; unknown invoices (made elsewhere in the account) are acknowledged and ignored. */
  async applyWebhook(event: SquareWebhookEvent): Promise<WebhookOutcome> {
    if (!event.type.startsWith('invoice.')) return 'ignored';
    const reported = event.data.object?.invoice;
    const invoiceId = reported?.id ?? event.data.id;
    const outcome = await this.deps.prisma.$transaction(async (tx) => {
      const caseId = await this.deps.invoices.caseIdOf(tx, invoiceId);
      const current = caseId ? await this.lock(tx, caseId) : null;
      if (!current?.invoice || current.invoice.invoiceId !== invoiceId) return { outcome: 'unknown-invoice' as const };
      if (!(await this.deps.invoices.recordWebhookEvent(tx, event.event_id, event.type, this.deps.now())))
        return { outcome: 'duplicate' as const };
      const fresh: ProviderInvoice = reported
        ? {
            id: reported.id,
            orderId: reported.order_id ?? null,
            number: reported.invoice_number ?? null,
            status: reported.status,
            url: reported.public_url ?? null,
            version: reported.version ?? null,
            dueDate: reported.payment_requests?.[0]?.due_date ?? null,
            paidCents: paidCentsOf(reported.payment_requests?.[0]?.total_completed_amount_money?.amount),
          }
        : // invoice.deleted: a draft deleted in Square's dashboard ends like a cancellation.
          { ...providerView(storedInvoiceOf(current.invoice)!), status: 'CANCELED' };
      const reason = event.type === 'invoice.deleted' ? 'Deleted in Square' : 'Cancelled in Square';
      const result = await this.applyInTx(
        tx,
        current,
        fresh,
        SQUARE_ACTOR,
        `square_${event.type.replace(/\./g, '_')}`,
        reason,
      );
      return { outcome: result.changed ? ('applied' as const) : ('unchanged' as const), paid: result.paidNow };
    });
    if (outcome.outcome === 'applied') {
      if ('paid' in outcome && outcome.paid) this.deps.onEventsCommitted();
      this.deps.onBoardChanged();
    }
    return outcome.outcome;
  }

  private async apply(
    id: string,
    fresh: ProviderInvoice,
    actor: AuditActor,
    action: string,
    cancellationReason: string | null = null,
  ): Promise<InvoiceActionResult> {
    const { held, changed, paidNow } = await this.deps.prisma.$transaction(async (tx) => {
      const locked = await this.lock(tx, id);
      return this.applyInTx(tx, locked, fresh, actor, action, cancellationReason);
    });
    if (paidNow) this.deps.onEventsCommitted();
    if (changed) this.deps.onBoardChanged();
    return resultOf(held);
  }

  private async applyInTx(
    tx: Tx,
    current: Held,
    fresh: ProviderInvoice,
    actor: AuditActor,
    action: string,
    cancellationReason: string | null,
  ) {
    if (!current.invoice) return { held: current, changed: false, paidNow: false };
    const at = this.deps.now();
    const change = invoiceStateChange(
      { invoice: current.invoice, isPaid: current.c.isPaid },
      fresh,
      at,
      cancellationReason,
    );
    if (Object.keys(change.data).length === 0) return { held: current, changed: false, paidNow: false };
    const invoice = await this.deps.invoices.update(tx, current.c.id, change.data);
    const c = await this.deps.cases.recordChange(tx, current.c.id, {
      actor,
      action,
      changes: change.changes,
      at,
      data: change.paidNow ? { isPaid: true } : undefined,
    });
    if (change.paidNow && c.bookingId) {
      await this.deps.cases.announce(tx, c, [
        invoicePaidEvent(c, invoice, c.bookingId, fresh.paidCents ?? invoicedCentsOf(invoice, c), at),
      ]);
    }
    return { held: { c, invoice }, changed: true, paidNow: change.paidNow && c.bookingId !== null };
  }

  /** On a stale version at Square, re-reads, re-checks the rule on what Square has, and tries once more. */
  private async withCurrentVersion(
    current: Held,
    provider: InvoiceProvider,
    what: string,
    run: (invoice: StoredInvoice) => Promise<ProviderInvoice>,
  ): Promise<ProviderInvoice> {
    const stored = storedInvoiceOf(current.invoice)!;
    try {
      return await run(stored);
    } catch (error) {
      if (!(error instanceof InvoiceProviderError) || error.code !== 'VERSION_MISMATCH')
        throw this.providerFailure(provider, what, error);
    }
    const latest = await this.callProvider(provider, what, () => provider.get(stored));
    // Keep what Square says even if the rule below refuses (e.g. it was paid meanwhile).
    await this.apply(current.c.id, latest, SQUARE_ACTOR, 'invoice_refreshed');
    const retried = { ...stored, status: latest.status, version: latest.version, url: latest.url ?? stored.url };
    return this.callProvider(provider, what, () => run(retried));
  }

  private async callProvider<T>(provider: InvoiceProvider, what: string, run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (error) {
      throw this.providerFailure(provider, what, error);
    }
  }

  private providerFailure(provider: InvoiceProvider, what: string, error: unknown): unknown {
    if (!(error instanceof InvoiceProviderError)) return error;
    // Code and status only: Square's detail can echo names and e-mails.
    this.deps.logger.warn(
      { provider: provider.name, operation: what, providerCode: error.code, providerStatus: error.httpStatus },
      'invoice provider call failed',
    );
    return opsErrors.create('INVOICE_PROVIDER_ERROR', error.message, {
      provider: provider.name,
      providerCode: error.code,
    });
  }

  private async load(id: string): Promise<Held> {
    const c = await this.deps.cases.require(id);
    return { c, invoice: await this.deps.invoices.find(id) };
  }

  private async lock(tx: Tx, id: string): Promise<Held> {
    const c = await this.deps.cases.lockForChange(tx, id);
    return { c, invoice: await this.deps.invoices.find(id, tx) };
  }

  private assertCanCreate({ c, invoice }: Held): void {
    refuseSandbox(c, 'invoiced');
    if (c.cancelledAt) throw cancelledCase();
    if (c.isPaid) throw opsErrors.create('INVOICE_STATE', 'This booking is already paid');
    if (invoice && !canReplaceInvoice(invoice.status)) {
      throw opsErrors.create(
        'INVOICE_STATE',
        `This booking already has an invoice (${invoice.status}); cancel it before making a new one`,
      );
    }
    if (c.totalPriceCents <= 0)
      throw opsErrors.create('INVOICE_STATE', 'The booking total is 0.00 USD: there is nothing to invoice');
  }
}

function sendableInvoice(held: Held): CaseInvoice {
  const shown = caseInvoiceOf(held.invoice, held.c);
  if (!shown) throw opsErrors.create('INVOICE_NOT_FOUND', 'This booking has no invoice');
  if (shown.provider !== 'manual')
    throw opsErrors.create('INVOICE_STATE', 'Square e-mails its invoices itself; publish it to get the payment link');
  if (shown.status !== 'DRAFT' && shown.status !== 'UNPAID')
    throw opsErrors.create('INVOICE_STATE', `A ${shown.status} invoice cannot be sent`);
  return shown;
}

function requireInvoice(held: Held): StoredInvoice {
  const stored = storedInvoiceOf(held.invoice);
  if (!stored) throw opsErrors.create('INVOICE_NOT_FOUND', 'This booking has no invoice');
  return stored;
}

function assertPublishable(status: string): void {
  if (status !== 'DRAFT')
    throw opsErrors.create('INVOICE_STATE', `Only a draft invoice can be published; this one is ${status}`);
}

function assertCancellable(status: string): void {
  if (!canCancelInvoice(status)) throw opsErrors.create('INVOICE_STATE', `A ${status} invoice cannot be cancelled`);
}

function providerView(stored: StoredInvoice): ProviderInvoice {
  return {
    id: stored.id,
    orderId: stored.orderId,
    number: stored.number,
    status: stored.status,
    url: stored.url,
    version: stored.version,
    dueDate: stored.dueDate,
    paidCents: null,
  };
}

function paidCentsOf(amount: number | string | null | undefined): number | null {
  if (amount === null || amount === undefined) return null;
  const n = Number(amount);
  return Number.isSafeInteger(n) && n >= 0 ? n : null;
}

export function invoicePaidEvent(
  c: Case,
  invoice: Pick<InvoiceRecord, 'invoiceId' | 'provider'>,
  bookingId: string,
  amountCents: number,
  paidAt: Date,
) {
  return createEnvelope(invoicePaidV1, {
    producer: 'svc-ops',
    aggregateId: invoice.invoiceId,
    occurredAt: paidAt,
    payload: {
      invoiceId: invoice.invoiceId,
      bookingId,
      referenceCode: c.referenceCode,
      amountCents,
      currency: 'USD',
      provider: invoice.provider as InvoiceProviderName,
      paidAt: paidAt.toISOString(),
    },
  });
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function resultOf({ c, invoice }: Held): InvoiceActionResult {
  const shown = caseInvoiceOf(invoice, c);
  if (!shown) throw opsErrors.create('INVOICE_NOT_FOUND', 'This booking has no invoice');
  return {
    invoice: { ...shown, invoiceUrl: shown.url },
    isPaid: c.isPaid,
    paidAt: iso(invoice?.paidAt ?? null),
    version: c.version,
  };
}
