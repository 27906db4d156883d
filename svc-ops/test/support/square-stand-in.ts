// A local HTTP stand-in for the parts of Square's API svc-ops uses, answering with Square's documented
// JSON shapes (snake_case, money as { amount, currency }, errors as { errors: [{ category, code, detail,
// field }] }): customers search and create, orders create, invoices create, publish, get, cancel and
// delete (a draft cannot be cancelled, only deleted), with optimistic versions (VERSION_MISMATCH), the
// state rules Square applies, bearer-token checks, and a hosted payment page. Tests drive the real square
// SDK against it (new SquareClient({ token, baseUrl: standIn.url, maxRetries: 0 })).
//
// Only node built-ins are imported, so the e2e runner (tools/e2e) can start it too. Test controls:
// `pay` and `setStatus` change an invoice as a customer or the seller's dashboard would; `webhookBody`
// builds the event Square would send and `deliverWebhook` signs and posts it like Square does; `failNext`
// makes the next call of an operation fail with the given Square error.
import { createHmac, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface SquareErrorItem {
  category:
    | 'API_ERROR'
    | 'AUTHENTICATION_ERROR'
    | 'INVALID_REQUEST_ERROR'
    | 'RATE_LIMIT_ERROR'
    | 'PAYMENT_METHOD_ERROR'
    | 'REFUND_ERROR';
  code: string;
  detail?: string;
  field?: string;
}

export type SquareOperation =
  | 'locations.get'
  | 'customers.search'
  | 'customers.create'
  | 'orders.create'
  | 'invoices.create'
  | 'invoices.publish'
  | 'invoices.get'
  | 'invoices.cancel'
  | 'invoices.delete';

interface Money {
  amount: number;
  currency: string;
}

export interface StandInInvoice {
  id: string;
  version: number;
  location_id: string;
  order_id: string;
  payment_requests: Array<{
    uid: string;
    request_type: string;
    due_date: string;
    tipping_enabled: boolean;
    automatic_payment_source: string;
    computed_amount_money: Money;
    total_completed_amount_money: Money;
  }>;
  primary_recipient: { customer_id: string; given_name?: string; family_name?: string; email_address?: string };
  invoice_number: string;
  title?: string;
  description?: string;
  status: string;
  timezone: string;
  created_at: string;
  updated_at: string;
  accepted_payment_methods: Record<string, boolean>;
  delivery_method: string;
  store_payment_method_enabled: boolean;
  public_url?: string;
  next_payment_amount_money?: Money;
}

export interface RecordedRequest {
  method: string;
  path: string;
  operation: SquareOperation | null;
  authorization: string | undefined;
  body: unknown;
}

export interface SquareStandInOptions {
  /** The bearer token calls must carry (SQUARE_ACCESS_TOKEN). */
  accessToken?: string;
  /** The seller's location (SQUARE_LOCATION_ID); orders and invoices elsewhere are refused. */
  locationId?: string;
  port?: number;
  /** Where `deliverWebhook` posts events, and how it signs them (the subscription's URL and key). */
  webhook?: { targetUrl: string; notificationUrl: string; signatureKey: string };
}

export interface SquareStandIn {
  url: string;
  accessToken: string;
  locationId: string;
  requests: RecordedRequest[];
  invoices: Map<string, StandInInvoice>;
  orders: Map<string, Record<string, unknown>>;
  customers: Map<string, Record<string, unknown>>;
  /** The next call of `operation` fails with this HTTP status and Square error body. */
  failNext(operation: SquareOperation, status: number, errors: SquareErrorItem[]): void;
  /** The next call of `operation` gets no answer: the connection is dropped (Square unreachable). */
  dropNext(operation: SquareOperation): void;
  /** The customer paid the invoice in full on the hosted page: PAID, version bumped, order COMPLETED. */
  pay(invoiceId: string): StandInInvoice;
  /** The seller changed the invoice elsewhere (dashboard): the status, with the version bumped. */
  setStatus(invoiceId: string, status: string): StandInInvoice;
  /** The event body Square would send for this invoice as it now stands. */
  webhookBody(type: string, invoiceId: string, eventId?: string): string;
  /** Signs and posts an event to the configured webhook target; resolves with svc-ops' status code. */
  deliverWebhook(
    type: string,
    invoiceId: string,
    eventId?: string,
  ): Promise<{ status: number; body: string; eventBody: string }>;
  close(): Promise<void>;
}

/** Square's webhook signature: base64 HMAC-SHA256 of the notification URL followed by the raw body. */
export function signSquareWebhook(notificationUrl: string, body: string, signatureKey: string): string {
  return createHmac('sha256', signatureKey)
    .update(notificationUrl + body)
    .digest('base64');
}

const DEFAULT_TOKEN = 'EAAA-stand-in-access-token';
const DEFAULT_LOCATION = 'L8STANDIN0001';

const err = (category: SquareErrorItem['category'], code: string, detail: string, field?: string): SquareErrorItem => ({
  category,
  code,
  detail,
  ...(field ? { field } : {}),
});

class SquareFault extends Error {
  constructor(
    readonly status: number,
    readonly errors: SquareErrorItem[],
  ) {
    super(errors[0]?.detail ?? 'Square error');
  }
}

const badRequest = (code: string, detail: string, field?: string) =>
  new SquareFault(400, [err('INVALID_REQUEST_ERROR', code, detail, field)]);
const notFound = (detail: string) => new SquareFault(404, [err('INVALID_REQUEST_ERROR', 'NOT_FOUND', detail)]);

function squareId(prefix = '') {
  return prefix + randomUUID().replace(/-/g, '').slice(0, 22).toUpperCase();
}

export async function startSquareStandIn(options: SquareStandInOptions = {}): Promise<SquareStandIn> {
  const accessToken = options.accessToken ?? DEFAULT_TOKEN;
  const locationId = options.locationId ?? DEFAULT_LOCATION;
  const requests: RecordedRequest[] = [];
  const invoices = new Map<string, StandInInvoice>();
  const orders = new Map<string, Record<string, unknown>>();
  const customers = new Map<string, Record<string, unknown>>();
  const failures = new Map<SquareOperation, Array<{ status: number; errors: SquareErrorItem[] } | 'drop'>>();
  const idempotent = new Map<string, unknown>();
  let invoiceCounter = 0;
  let baseUrl = '';
  const now = () => new Date().toISOString();

  function touch(invoice: StandInInvoice) {
    invoice.version += 1;
    invoice.updated_at = now();
  }

  function mustFind(id: string) {
    const invoice = invoices.get(id);
    if (!invoice) throw notFound(`Invoice \`${id}\` not found.`);
    return invoice;
  }

  function checkVersion(invoice: StandInInvoice, version: unknown) {
    if (typeof version !== 'number') throw badRequest('MISSING_REQUIRED_PARAMETER', 'Field must be set', 'version');
    if (version !== invoice.version) throw badRequest('VERSION_MISMATCH', 'Version is not up to date', 'version');
  }

  /** Repeats the first answer for a reused idempotency key, as Square does. */
  function once<T>(key: unknown, make: () => T): T {
    if (typeof key !== 'string' || key.length === 0)
      throw badRequest('MISSING_REQUIRED_PARAMETER', 'Field must be set', 'idempotency_key');
    if (idempotent.has(key)) return idempotent.get(key) as T;
    const made = make();
    idempotent.set(key, made);
    return made;
  }

  const routes: Array<{
    method: string;
    pattern: RegExp;
    operation: SquareOperation;
    handle: (m: RegExpExecArray, body: Record<string, unknown>, query: URLSearchParams) => unknown;
  }> = [
    {
      method: 'GET',
      pattern: /^\/v2\/locations\/([^/]+)$/,
      operation: 'locations.get',
      handle: (m) => {
        if (decodeURIComponent(m[1]!) !== locationId)
          throw notFound(`Location \`${decodeURIComponent(m[1]!)}\` not found.`);
        return {
          location: {
            id: locationId,
            name: 'VIP Airport Services (stand-in)',
            status: 'ACTIVE',
            currency: 'USD',
            country: 'US',
          },
        };
      },
    },
    {
      method: 'POST',
      pattern: /^\/v2\/customers\/search$/,
      operation: 'customers.search',
      handle: (_m, body) => {
        const exact = (body.query as { filter?: { email_address?: { exact?: string } } } | undefined)?.filter
          ?.email_address?.exact;
        const found = [...customers.values()].filter(
          (c) => !exact || String(c.email_address).toLowerCase() === exact.toLowerCase(),
        );
        // Square leaves `customers` out when nothing matches.
        return found.length > 0 ? { customers: found } : {};
      },
    },
    {
      method: 'POST',
      pattern: /^\/v2\/customers$/,
      operation: 'customers.create',
      handle: (_m, body) =>
        once(body.idempotency_key, () => {
          if (
            !body.given_name &&
            !body.family_name &&
            !body.company_name &&
            !body.email_address &&
            !body.phone_number
          ) {
            throw badRequest(
              'BAD_REQUEST',
              'At least one of the following fields is required: given_name, family_name, company_name, email_address, phone_number.',
            );
          }
          if (body.email_address !== undefined && !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(String(body.email_address))) {
            throw badRequest(
              'INVALID_EMAIL_ADDRESS',
              'Expected email_address to be a valid email address.',
              'email_address',
            );
          }
          const customer = {
            id: squareId(),
            created_at: now(),
            updated_at: now(),
            given_name: body.given_name,
            family_name: body.family_name,
            email_address: body.email_address,
            reference_id: body.reference_id,
            preferences: { email_unsubscribed: false },
            creation_source: 'THIRD_PARTY',
            version: 0,
          };
          customers.set(customer.id, customer);
          return { customer };
        }),
    },
    {
      method: 'POST',
      pattern: /^\/v2\/orders$/,
      operation: 'orders.create',
      handle: (_m, body) =>
        once(body.idempotency_key, () => {
          const order = (body.order ?? {}) as {
            location_id?: string;
            reference_id?: string;
            customer_id?: string;
            line_items?: Array<{ name?: string; quantity?: string; base_price_money?: Money }>;
          };
          if (order.location_id !== locationId) throw notFound(`Location \`${order.location_id}\` not found.`);
          const items = order.line_items ?? [];
          if (items.length === 0)
            throw badRequest('MISSING_REQUIRED_PARAMETER', 'Field must be set', 'order.line_items');
          const lineItems = items.map((item, i) => {
            const money = item.base_price_money;
            if (!money || typeof money.amount !== 'number' || money.amount < 0)
              throw badRequest(
                'INVALID_VALUE',
                'Expected a non-negative amount.',
                `order.line_items[${i}].base_price_money.amount`,
              );
            if (money.currency !== 'USD')
              throw badRequest(
                'INVALID_VALUE',
                `This merchant can only process payments in USD, but amount was provided in ${money.currency}.`,
                `order.line_items[${i}].base_price_money.currency`,
              );
            const total = { amount: money.amount * Number(item.quantity ?? '1'), currency: money.currency };
            return {
              uid: squareId(),
              name: item.name,
              quantity: item.quantity ?? '1',
              item_type: 'ITEM',
              base_price_money: money,
              variation_total_price_money: total,
              gross_sales_money: total,
              total_tax_money: { amount: 0, currency: 'USD' },
              total_discount_money: { amount: 0, currency: 'USD' },
              total_money: total,
            };
          });
          const totalMoney = { amount: lineItems.reduce((sum, l) => sum + l.total_money.amount, 0), currency: 'USD' };
          const created = {
            id: squareId(),
            location_id: order.location_id,
            reference_id: order.reference_id,
            customer_id: order.customer_id,
            line_items: lineItems,
            total_money: totalMoney,
            total_tax_money: { amount: 0, currency: 'USD' },
            total_discount_money: { amount: 0, currency: 'USD' },
            total_tip_money: { amount: 0, currency: 'USD' },
            total_service_charge_money: { amount: 0, currency: 'USD' },
            net_amount_due_money: totalMoney,
            created_at: now(),
            updated_at: now(),
            state: 'OPEN',
            version: 1,
            source: { name: 'svc-ops' },
          };
          orders.set(created.id, created);
          return { order: created };
        }),
    },
    {
      method: 'POST',
      pattern: /^\/v2\/invoices$/,
      operation: 'invoices.create',
      handle: (_m, body) =>
        once(body.idempotency_key, () => {
          const input = (body.invoice ?? {}) as {
            location_id?: string;
            order_id?: string;
            primary_recipient?: { customer_id?: string };
            payment_requests?: Array<{
              request_type?: string;
              due_date?: string;
              tipping_enabled?: boolean;
              automatic_payment_source?: string;
            }>;
            delivery_method?: string;
            accepted_payment_methods?: Record<string, boolean>;
            title?: string;
            description?: string;
            invoice_number?: string;
          };
          if (input.location_id !== locationId) throw notFound(`Location \`${input.location_id}\` not found.`);
          const order = orders.get(String(input.order_id)) as { total_money: Money; customer_id?: string } | undefined;
          if (!order) throw badRequest('NOT_FOUND', `Order \`${input.order_id}\` not found.`, 'invoice.order_id');
          if ([...invoices.values()].some((i) => i.order_id === input.order_id))
            throw badRequest('BAD_REQUEST', 'An invoice already exists for this order.', 'invoice.order_id');
          const customer = customers.get(String(input.primary_recipient?.customer_id));
          if (!customer)
            throw badRequest(
              'MISSING_REQUIRED_PARAMETER',
              'Field must be set',
              'invoice.primary_recipient.customer_id',
            );
          const request = input.payment_requests?.[0];
          if (!request?.due_date)
            throw badRequest('MISSING_REQUIRED_PARAMETER', 'Field must be set', 'invoice.payment_requests[0].due_date');
          if (!input.accepted_payment_methods || !Object.values(input.accepted_payment_methods).some(Boolean)) {
            throw badRequest('MISSING_REQUIRED_PARAMETER', 'Field must be set', 'invoice.accepted_payment_methods');
          }
          invoiceCounter += 1;
          const invoice: StandInInvoice = {
            id: `inv:0-${squareId('Ch')}`,
            version: 0,
            location_id: locationId,
            order_id: String(input.order_id),
            payment_requests: [
              {
                uid: randomUUID(),
                request_type: request.request_type ?? 'BALANCE',
                due_date: request.due_date,
                tipping_enabled: request.tipping_enabled ?? false,
                automatic_payment_source: request.automatic_payment_source ?? 'NONE',
                computed_amount_money: { ...order.total_money },
                total_completed_amount_money: { amount: 0, currency: order.total_money.currency },
              },
            ],
            primary_recipient: {
              customer_id: String(customer.id),
              given_name: customer.given_name as string | undefined,
              family_name: customer.family_name as string | undefined,
              email_address: customer.email_address as string | undefined,
            },
            invoice_number: input.invoice_number ?? String(invoiceCounter).padStart(6, '0'),
            title: input.title,
            description: input.description,
            status: 'DRAFT',
            timezone: 'Etc/UTC',
            created_at: now(),
            updated_at: now(),
            accepted_payment_methods: input.accepted_payment_methods,
            delivery_method: input.delivery_method ?? 'EMAIL',
            store_payment_method_enabled: false,
          };
          invoices.set(invoice.id, invoice);
          return { invoice: { ...invoice } };
        }),
    },
    {
      method: 'POST',
      pattern: /^\/v2\/invoices\/([^/]+)\/publish$/,
      operation: 'invoices.publish',
      handle: (m, body) => {
        const invoice = mustFind(decodeURIComponent(m[1]!));
        checkVersion(invoice, body.version);
        return once(body.idempotency_key, () => {
          if (invoice.status !== 'DRAFT')
            throw badRequest(
              'BAD_REQUEST',
              `Invoice \`${invoice.id}\` cannot be published because it is in the ${invoice.status} state.`,
            );
          if (invoice.delivery_method === 'EMAIL' && !invoice.primary_recipient.email_address) {
            throw badRequest(
              'MISSING_REQUIRED_PARAMETER',
              'The primary recipient needs an email address for EMAIL delivery.',
              'invoice.primary_recipient',
            );
          }
          invoice.status = 'UNPAID';
          invoice.public_url = `${baseUrl}/pay-invoice/${encodeURIComponent(invoice.id)}`;
          invoice.next_payment_amount_money = { ...invoice.payment_requests[0]!.computed_amount_money };
          touch(invoice);
          return { invoice: { ...invoice } };
        });
      },
    },
    {
      method: 'GET',
      pattern: /^\/v2\/invoices\/([^/]+)$/,
      operation: 'invoices.get',
      handle: (m) => ({ invoice: { ...mustFind(decodeURIComponent(m[1]!)) } }),
    },
    {
      method: 'POST',
      pattern: /^\/v2\/invoices\/([^/]+)\/cancel$/,
      operation: 'invoices.cancel',
      handle: (m, body) => {
        const invoice = mustFind(decodeURIComponent(m[1]!));
        checkVersion(invoice, body.version);
        if (!['SCHEDULED', 'UNPAID', 'PARTIALLY_PAID'].includes(invoice.status)) {
          throw badRequest(
            'BAD_REQUEST',
            `Invoice \`${invoice.id}\` cannot be canceled because it is in the ${invoice.status} state.`,
          );
        }
        invoice.status = 'CANCELED';
        const order = orders.get(invoice.order_id);
        if (order) order.state = 'CANCELED';
        touch(invoice);
        return { invoice: { ...invoice } };
      },
    },
    {
      method: 'DELETE',
      pattern: /^\/v2\/invoices\/([^/]+)$/,
      operation: 'invoices.delete',
      handle: (m, _body, query) => {
        const invoice = mustFind(decodeURIComponent(m[1]!));
        const version = query.get('version');
        checkVersion(invoice, version === null ? undefined : Number(version));
        if (invoice.status !== 'DRAFT')
          throw badRequest(
            'BAD_REQUEST',
            `Invoice \`${invoice.id}\` cannot be deleted because it is in the ${invoice.status} state.`,
          );
        invoices.delete(invoice.id);
        const order = orders.get(invoice.order_id);
        if (order) order.state = 'CANCELED';
        return {};
      },
    },
  ];

  function send(res: ServerResponse, status: number, body: unknown) {
    res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
  }

  function hostedPage(res: ServerResponse, id: string) {
    const invoice = invoices.get(id);
    if (!invoice)
      return res
        .writeHead(404, { 'Content-Type': 'text/html' })
        .end('<!doctype html><title>Not found</title><h1>Invoice not found</h1>');
    const amount = (invoice.payment_requests[0]!.computed_amount_money.amount / 100).toFixed(2);
    res
      .writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' })
      .end(
        `<!doctype html><html lang="en"><head><title>Invoice #${invoice.invoice_number}</title></head><body><main><h1>Invoice #${invoice.invoice_number}</h1><p>${invoice.title ?? ''}</p><p>Amount due: $${amount} USD</p><p>Status: ${invoice.status}</p></main></body></html>`,
      );
  }

  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://stand-in');
      const text = Buffer.concat(chunks).toString('utf8');
      const route = routes.find((r) => r.method === req.method && r.pattern.test(url.pathname));
      let body: Record<string, unknown> = {};
      try {
        body = text ? (JSON.parse(text) as Record<string, unknown>) : {};
      } catch {
        requests.push({
          method: req.method ?? '',
          path: url.pathname,
          operation: route?.operation ?? null,
          authorization: req.headers.authorization,
          body: text,
        });
        return send(res, 400, {
          errors: [err('INVALID_REQUEST_ERROR', 'INVALID_CONTENT_TYPE', 'The request body is not valid JSON.')],
        });
      }
      requests.push({
        method: req.method ?? '',
        path: url.pathname,
        operation: route?.operation ?? null,
        authorization: req.headers.authorization,
        body,
      });
      const page = /^\/pay-invoice\/([^/]+)$/.exec(url.pathname);
      if (req.method === 'GET' && page) return hostedPage(res, decodeURIComponent(page[1]!));
      if (!route)
        return send(res, 404, {
          errors: [err('INVALID_REQUEST_ERROR', 'NOT_FOUND', `Resource not found: ${req.method} ${url.pathname}`)],
        });
      if (req.headers.authorization !== `Bearer ${accessToken}`) {
        return send(res, 401, {
          errors: [err('AUTHENTICATION_ERROR', 'UNAUTHORIZED', 'This request could not be authorized.')],
        });
      }
      const injected = failures.get(route.operation)?.shift();
      if (injected === 'drop') return void req.socket.destroy();
      if (injected) return send(res, injected.status, { errors: injected.errors });
      try {
        send(res, 200, route.handle(route.pattern.exec(url.pathname)!, body, url.searchParams));
      } catch (error) {
        if (error instanceof SquareFault) return send(res, error.status, { errors: error.errors });
        send(res, 500, {
          errors: [
            err('API_ERROR', 'INTERNAL_SERVER_ERROR', error instanceof Error ? error.message : 'Internal error'),
          ],
        });
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  function webhookBody(type: string, invoiceId: string, eventId: string = randomUUID()): string {
    const invoice = invoices.get(invoiceId);
    return JSON.stringify({
      merchant_id: 'MLSTANDIN0MERCHANT',
      type,
      event_id: eventId,
      created_at: now(),
      data: { type: 'invoice', id: invoiceId, object: invoice ? { invoice } : {} },
    });
  }

  return {
    url: baseUrl,
    accessToken,
    locationId,
    requests,
    invoices,
    orders,
    customers,
    failNext(operation, status, errors) {
      failures.set(operation, [...(failures.get(operation) ?? []), { status, errors }]);
    },
    dropNext(operation) {
      failures.set(operation, [...(failures.get(operation) ?? []), 'drop']);
    },
    pay(invoiceId) {
      const invoice = mustFind(invoiceId);
      const request = invoice.payment_requests[0]!;
      request.total_completed_amount_money = { ...request.computed_amount_money };
      invoice.status = 'PAID';
      delete invoice.next_payment_amount_money;
      const order = orders.get(invoice.order_id);
      if (order) order.state = 'COMPLETED';
      touch(invoice);
      return { ...invoice };
    },
    setStatus(invoiceId, status) {
      const invoice = mustFind(invoiceId);
      invoice.status = status;
      touch(invoice);
      return { ...invoice };
    },
    webhookBody,
    async deliverWebhook(type, invoiceId, eventId) {
      if (!options.webhook) throw new Error('startSquareStandIn({ webhook }) was not given a target');
      const eventBody = webhookBody(type, invoiceId, eventId);
      const res = await fetch(options.webhook.targetUrl, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'x-square-hmacsha256-signature': signSquareWebhook(
            options.webhook.notificationUrl,
            eventBody,
            options.webhook.signatureKey,
          ),
        },
        body: eventBody,
      });
      return { status: res.status, body: await res.text(), eventBody };
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
