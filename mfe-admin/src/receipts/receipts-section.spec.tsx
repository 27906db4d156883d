import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp } from 'antd';
import type { StaffSession, SupplierReceipt } from '@vip/contracts/schemas';
import { StaffSessionContext } from '../auth/permissions';
import { adminBooking, detailOf, sessionAs, type Call } from '../../test/support/fake-ops';
import { ReceiptsSection } from './receipts-section';

const booking = detailOf(adminBooking({ id: 'c1' }));
const base = '/api/admin/bookings/c1/receipts';
const R1 = '5a0c2f4e-0001-4aaa-8bbb-000000000001';
const R2 = '5a0c2f4e-0002-4aaa-8bbb-000000000002';
const uuid = (n: number) =>
  `5a0c2f4e-00${String(n).padStart(2, '0')}-4aaa-8bbb-0000000000${String(n).padStart(2, '0')}`;

function receipt(overrides: Partial<SupplierReceipt> = {}): SupplierReceipt {
  return {
    id: R1,
    fileName: 'Opaline invoice 0612.pdf',
    fileType: 'application/pdf',
    sizeBytes: 245_760,
    uploadedBy: 'Olivia Ops',
    uploadedAt: '2030-06-02T10:00:00.000Z',
    ...overrides,
  };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const problem = (status: number, code: string, message: string) =>
  json(status, { error: { code, message, requestId: 'r' } });

/**
 * svc-ops' receipt routes as the section calls them, in the manner of testing/fake-ops.tsx: GET lists, POST takes
 * the raw file (refusing what `refuse` names, as svc-ops would after reading its first bytes), DELETE removes.
 */
function fakeReceipts(
  options: {
    receipts?: SupplierReceipt[];
    listFails?: boolean;
    refuse?: { status: number; code: string; message: string };
  } = {},
) {
  const receipts = [...(options.receipts ?? [])];
  const calls: (Call & { rawBody?: unknown })[] = [];
  global.fetch = jest.fn(async (input: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const headers = (init.headers ?? {}) as Record<string, string>;
    calls.push({ method, url: input, headers, rawBody: init.body });
    if (method !== 'GET' && headers['X-CSRF-Token'] !== 'csrf-123')
      return problem(403, 'CSRF_TOKEN_INVALID', 'Missing or invalid CSRF token');
    if (input === base && method === 'GET')
      return options.listFails
        ? problem(503, 'UPSTREAM_UNAVAILABLE', 'The database is not answering')
        : json(200, receipts);
    if (input === base && method === 'POST') {
      if (options.refuse) return problem(options.refuse.status, options.refuse.code, options.refuse.message);
      const file = init.body as File;
      const created = receipt({
        id: uuid(receipts.length + 10),
        fileName: decodeURIComponent(headers['X-File-Name']!),
        fileType: headers['Content-Type'] as SupplierReceipt['fileType'],
        sizeBytes: file.size,
        uploadedAt: '2030-06-03T09:00:00.000Z',
      });
      receipts.unshift(created);
      return json(201, created);
    }
    const one = receipts.findIndex((r) => input === `${base}/${r.id}`);
    if (one >= 0 && method === 'DELETE') {
      receipts.splice(one, 1);
      return new Response(null, { status: 204 });
    }
    return problem(404, 'RECEIPT_NOT_FOUND', 'File not found');
  }) as unknown as typeof fetch;
  return { calls, receipts };
}

function renderSection(session: StaffSession = sessionAs('admin')) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } },
  });
  return render(
    <QueryClientProvider client={client}>
      <AntApp>
        <StaffSessionContext.Provider value={session}>
          <ReceiptsSection booking={booking} session={session} />
        </StaffSessionContext.Provider>
      </AntApp>
    </QueryClientProvider>,
  );
}

const section = () => screen.getByRole('region', { name: 'Supplier Invoices & Receipts' });
const fileInput = () => section().querySelector<HTMLInputElement>('input[type="file"]')!;
const rows = () => within(section()).queryAllByRole('row').slice(1);
const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((c) => c.textContent);

describe('Supplier Invoices & Receipts in the Suppliers tab', () => {
  it('lists the files with type, size, who uploaded them and a download link', async () => {
    fakeReceipts({
      receipts: [
        receipt(),
        receipt({
          id: R2,
          fileName: 'Taxi receipt.jpg',
          fileType: 'image/jpeg',
          sizeBytes: 2_516_582,
          uploadedBy: 'Alan Agent',
        }),
      ],
    });
    renderSection();
    expect(await within(section()).findByText('Opaline invoice 0612.pdf')).toBeInTheDocument();
    expect(
      within(section()).getByText(
        'PDF, PNG, JPEG or WebP files, up to 10 MB each. Files are downloaded, never opened in the browser.',
      ),
    ).toBeInTheDocument();
    expect(
      within(section())
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['File', 'Type', 'Size', 'Uploaded by', 'Uploaded', 'Actions']);
    const [first, second] = rows();
    expect(cellsOf(first!).slice(0, 4)).toEqual(['Opaline invoice 0612.pdf', 'PDF', '240 KB', 'Olivia Ops']);
    expect(cellsOf(second!).slice(0, 4)).toEqual(['Taxi receipt.jpg', 'JPEG', '2.4 MB', 'Alan Agent']);
    expect(within(first!).getByText(/2030/).closest('time')).toHaveAttribute('datetime', '2030-06-02T10:00:00.000Z');
    const download = within(section()).getByRole('link', { name: 'Download Opaline invoice 0612.pdf' });
    expect(download).toHaveAttribute('href', `${base}/${R1}`);
    expect(download).toHaveAttribute('download');
    expect(within(section()).getByRole('button', { name: 'Delete Taxi receipt.jpg' })).toBeInTheDocument();
  });

  it('says when there are no files yet, and when the list could not be loaded', async () => {
    fakeReceipts();
    const { unmount } = renderSection();
    expect(await within(section()).findByText('No supplier invoices or receipts yet.')).toBeInTheDocument();
    unmount();
    fakeReceipts({ listFails: true });
    renderSection();
    expect(await within(section()).findByText('Could not load the files')).toBeInTheDocument();
    expect(within(section()).getByText('The database is not answering')).toBeInTheDocument();
    expect(within(section()).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('uploads the raw file with its type, URI-encoded name and the CSRF token, then shows the new row', async () => {
    const { calls } = fakeReceipts({ receipts: [receipt()] });
    const user = userEvent.setup();
    renderSection();
    await within(section()).findByText('Opaline invoice 0612.pdf');
    const upload = within(section()).getByRole('button', { name: 'Upload File' });
    expect(fileInput()).toHaveAttribute('accept', '.pdf,.png,.jpg,.jpeg,.webp');
    const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], 'Reçu hôtel #2.png', {
      type: 'image/png',
    });
    await user.upload(fileInput(), file);

    expect(await screen.findByText('File uploaded')).toBeInTheDocument();
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.url).toBe(base);
    expect(post.rawBody).toBe(file);
    expect(post.headers).toEqual({
      'Content-Type': 'image/png',
      'X-File-Name': 'Re%C3%A7u%20h%C3%B4tel%20%232.png',
      'X-CSRF-Token': 'csrf-123',
      Accept: 'application/json',
    });
    await waitFor(() =>
      expect(rows().map((r) => cellsOf(r)[0])).toEqual(['Reçu hôtel #2.png', 'Opaline invoice 0612.pdf']),
    );
    expect(cellsOf(rows()[0]!).slice(1, 3)).toEqual(['PNG', '1 KB']);
    expect(upload).toBeEnabled();
  });

  it("shows the server's message when it refuses the file, and checks type and size in the browser first", async () => {
    const { calls } = fakeReceipts({
      refuse: {
        status: 415,
        code: 'RECEIPT_TYPE_NOT_ALLOWED',
        message: "The file's content is not a PDF, as its type says: only PDF, PNG, JPEG or WebP files can be uploaded",
      },
    });
    // As a file dropped or picked with "All files": the picker's accept list is not a check.
    const user = userEvent.setup({ applyAccept: false });
    renderSection();
    await within(section()).findByText('No supplier invoices or receipts yet.');

    await user.upload(fileInput(), new File(['<html></html>'], 'invoice.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('Could not upload the file')).toBeInTheDocument();
    expect(
      screen.getByText(
        "The file's content is not a PDF, as its type says: only PDF, PNG, JPEG or WebP files can be uploaded",
      ),
    ).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
    expect(rows()).toHaveLength(0); // no row: the empty list is said in words
    expect(within(section()).getByText('No supplier invoices or receipts yet.')).toBeInTheDocument();

    await user.upload(fileInput(), new File(['<html></html>'], 'page.html', { type: 'text/html' }));
    expect(await screen.findByText('Only PDF, PNG, JPEG or WebP files can be uploaded')).toBeInTheDocument();
    const big = new File(['%PDF-'], 'scan.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: 10 * 1024 * 1024 + 1 });
    await user.upload(fileInput(), big);
    expect(await screen.findByText('The file is too large: files may be at most 10.0 MB')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
  });

  it('asks before deleting, and removes the row once svc-ops has deleted the file', async () => {
    const { calls } = fakeReceipts({
      receipts: [receipt(), receipt({ id: R2, fileName: 'Taxi receipt.jpg', fileType: 'image/jpeg' })],
    });
    const user = userEvent.setup();
    renderSection();
    await within(section()).findByText('Taxi receipt.jpg');
    await user.click(within(section()).getByRole('button', { name: 'Delete Taxi receipt.jpg' }));
    const confirm = await screen.findByRole('tooltip');
    expect(within(confirm).getByText('Delete this file?')).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Keep' }));
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(0);

    await user.click(within(section()).getByRole('button', { name: 'Delete Taxi receipt.jpg' }));
    await user.click(within(await screen.findByRole('tooltip')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('File deleted')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => [c.url, c.headers['X-CSRF-Token']])).toEqual([
      [`${base}/${R2}`, 'csrf-123'],
    ]);
    await waitFor(() => expect(within(section()).queryByText('Taxi receipt.jpg')).not.toBeInTheDocument());
    expect(within(section()).getByText('Opaline invoice 0612.pdf')).toBeInTheDocument();
  });

  it('offers neither Upload nor Delete to a role without bookings.work, only the downloads', async () => {
    fakeReceipts({ receipts: [receipt()] });
    renderSection(sessionAs('agent', { permissions: ['bookings.view'] }));
    await within(section()).findByText('Opaline invoice 0612.pdf');
    expect(within(section()).queryByRole('button', { name: 'Upload File' })).not.toBeInTheDocument();
    expect(section().querySelector('input[type="file"]')).toBeNull();
    expect(within(section()).queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();
    expect(within(section()).getByRole('link', { name: 'Download Opaline invoice 0612.pdf' })).toBeInTheDocument();
  });
});
