/**
 * @jest-environment node
 */
// Consumer contract of the back office's supplier receipt calls with svc-ops (receipts/api.ts): the list of a
// booking's supplier invoices and receipts, and deleting one. (The upload sends a file's bytes, not JSON, and the
// download answers them: svc-ops' receipts.int-spec.ts tests both with real files.) The hooks take no base URL,
// so this test calls apiRequest with their method, path, options and schema. The session cookie and CSRF token
// are supplied by svc-ops' verification, as in ops.pact.spec.ts.
import { MatchersV3, PactV4 } from '@pact-foundation/pact';
import { ApiRequestError, apiRequest } from '@vip/contracts/http';
import { RECEIPT_FILE_TYPES, supplierReceiptListSchema } from '@vip/contracts/schemas';
import { assertPactCommitted, pactOutput } from '@vip/platform/testing';
import { CASE_ID, CSRF_TOKEN, INSTANT, bookingPath, oneOf, requestId } from './pact-bodies';

const { eachLike, fromProviderState, integer, like, regex, uuid } = MatchersV3;

const CONSUMER = 'mfe-admin-receipts';
const output = pactOutput(CONSUMER, 'svc-ops');
const pact = new PactV4({ consumer: CONSUMER, provider: 'svc-ops', dir: output.dir, logLevel: 'warn' });

const RECEIPT_ID = '3d5f7a9c-1e2b-4c4d-8e6f-0a1b2c3d4e5f';
const listPath = `/api/admin/bookings/${CASE_ID}/receipts`;
const receiptPath = fromProviderState('/api/admin/bookings/${id}/receipts/${receiptId}', `${listPath}/${RECEIPT_ID}`);

describe('mfe-admin → svc-ops: supplier invoices and receipts', () => {
  afterAll(() => assertPactCommitted(output));

  it('lists no files for a booking that has none', async () => {
    await pact
      .addInteraction()
      .given('a staff member is signed in')
      .given('a booking made by a travel agent has just arrived (version 1)')
      .uponReceiving('a request for the supplier receipts of a booking without any')
      .withRequest('GET', bookingPath('/receipts'))
      .willRespondWith(200, (b) => b.jsonBody([]))
      .executeTest(async (server) => {
        expect(await apiRequest('GET', `${server.url}${listPath}`, { schema: supplierReceiptListSchema })).toEqual([]);
      });
  });

  it("lists a booking's files: name, checked type, size, who uploaded it and when", async () => {
    await pact
      .addInteraction()
      .given('a staff member is signed in')
      .given('a booking has a supplier receipt')
      .uponReceiving('a request for the supplier receipts of a booking with one')
      .withRequest('GET', bookingPath('/receipts'))
      .willRespondWith(200, (b) =>
        b.jsonBody(
          eachLike({
            id: uuid(RECEIPT_ID),
            fileName: like('Supplier invoice.pdf'),
            fileType: regex(oneOf(RECEIPT_FILE_TYPES), 'application/pdf'),
            sizeBytes: integer(1024),
            uploadedBy: like('Ops Lead'),
            uploadedAt: regex(INSTANT, '2030-05-01T12:00:00.000Z'),
          }),
        ),
      )
      .executeTest(async (server) => {
        const [receipt] = await apiRequest('GET', `${server.url}${listPath}`, { schema: supplierReceiptListSchema });
        expect(receipt).toMatchObject({ fileName: 'Supplier invoice.pdf', fileType: 'application/pdf' });
      });
  });

  it('deletes a file with the CSRF token', async () => {
    await pact
      .addInteraction()
      .given('a staff member is signed in')
      .given('a booking has a supplier receipt')
      .uponReceiving('a deletion of a supplier receipt, with the CSRF token')
      .withRequest('DELETE', receiptPath, (b) => b.headers({ 'X-CSRF-Token': CSRF_TOKEN }))
      .willRespondWith(204)
      .executeTest(async (server) => {
        await expect(
          apiRequest('DELETE', `${server.url}${listPath}/${RECEIPT_ID}`, { csrfToken: CSRF_TOKEN }),
        ).resolves.toBeUndefined();
      });
  });

  it('is told when the file is not (or no longer) there', async () => {
    await pact
      .addInteraction()
      .given('a staff member is signed in')
      .given('a booking made by a travel agent has just arrived (version 1)')
      .uponReceiving('a deletion of a supplier receipt the booking does not have')
      .withRequest('DELETE', bookingPath(`/receipts/${RECEIPT_ID}`), (b) => b.headers({ 'X-CSRF-Token': CSRF_TOKEN }))
      .willRespondWith(404, (b) =>
        b.jsonBody({ error: { code: 'RECEIPT_NOT_FOUND', message: like('File not found'), requestId } }),
      )
      .executeTest(async (server) => {
        const failure = await apiRequest('DELETE', `${server.url}${listPath}/${RECEIPT_ID}`, {
          csrfToken: CSRF_TOKEN,
        }).catch((e: unknown) => e);
        expect(failure).toBeInstanceOf(ApiRequestError);
        expect((failure as ApiRequestError).code).toBe('RECEIPT_NOT_FOUND');
      });
  });
});
