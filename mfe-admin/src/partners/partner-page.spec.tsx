import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PARTNER_MESSAGES } from '@vip/contracts/schemas';
import { expectNoA11yViolations } from '../../test/support/axe';
import { fakeOps, renderAt } from '../../test/support/fake-ops';
import { partner, partnerKey, partnerTerms, webhookDelivery } from '../../test/support/fake-partners';

const ACME_ID = '5e0c3a1d-2b4f-4c6a-8d9e-0f1a2b3c4d5e';
const PAGE = `/admin/partners/${ACME_ID}`;
const API = `/api/admin/partners/${ACME_ID}`;

const section = (name: string) => screen.getByRole('region', { name });
const dialogNamed = (name: string) => screen.findByRole('dialog', { name });

async function openPage(options: Parameters<typeof fakeOps>[0] = {}) {
  const ops = fakeOps({ signedIn: true, partners: [partner()], ...options });
  const user = userEvent.setup();
  const { client } = renderAt(PAGE);
  expect(await screen.findByRole('heading', { name: 'Acme Travel', level: 1 })).toBeInTheDocument();
  /** Everything the page's caches hold: queries' data and mutations' answers. */
  const cached = () =>
    JSON.stringify([
      client
        .getQueryCache()
        .getAll()
        .map((q) => q.state.data),
      client
        .getMutationCache()
        .getAll()
        .map((m) => m.state.data),
    ]);
  return { ...ops, user, cached };
}

const sent = (calls: { method: string; url: string; body?: string }[], method: string, url: string) => {
  const call = calls.find((c) => c.method === method && c.url === url);
  return call?.body === undefined ? call && {} : JSON.parse(call.body);
};

describe('A partner’s page', () => {
  describe('details', () => {
    it('shows the partner and saves an edit with the version it was read at', async () => {
      const { calls, user } = await openPage();
      const details = section('Details');
      expect(within(details).getByText('billing@acme.example')).toBeInTheDocument();
      expect(within(details).getByText('Paula Partner (Operations) · paula@acme.example')).toBeInTheDocument();
      await expectNoA11yViolations();
      await user.click(within(details).getByRole('button', { name: 'Edit the details of Acme Travel' }));
      await expectNoA11yViolations();
      await user.clear(within(details).getByLabelText('Company'));
      await user.type(within(details).getByLabelText('Company'), 'Acme Travel Group');
      await user.type(within(details).getByLabelText('Notes'), 'Pays by transfer');
      await user.click(within(details).getByRole('switch', { name: 'Sandbox account' }));
      await user.click(within(details).getByRole('button', { name: 'Save' }));

      expect(await screen.findByRole('heading', { name: 'Acme Travel Group', level: 1 })).toBeInTheDocument();
      expect(within(section('Details')).getByText('Pays by transfer')).toBeInTheDocument();
      expect(within(section('Details')).getByText('Live')).toBeInTheDocument();
      expect(sent(calls, 'PATCH', API)).toEqual({
        version: 1,
        companyName: 'Acme Travel Group',
        contacts: [{ name: 'Paula Partner', email: 'paula@acme.example', role: 'Operations' }],
        billingEmail: 'billing@acme.example',
        sandbox: false,
        active: true,
        notes: 'Pays by transfer',
      });
    });

    it('says someone else changed the partner meanwhile, and reloads it on request', async () => {
      const { partners, user } = await openPage();
      const details = section('Details');
      await user.click(within(details).getByRole('button', { name: 'Edit the details of Acme Travel' }));
      partners.changeElsewhere(ACME_ID, 'Acme Voyages');
      await user.clear(within(details).getByLabelText('Billing e-mail'));
      await user.type(within(details).getByLabelText('Billing e-mail'), 'ap@acme.example');
      await user.click(within(details).getByRole('button', { name: 'Save' }));
      const alert = await within(details).findByRole('alert');
      expect(alert).toHaveTextContent('Someone else changed this partner while you were editing.');
      await user.click(within(alert).getByRole('button', { name: 'Reload' }));
      expect(await screen.findByRole('heading', { name: 'Acme Voyages', level: 1 })).toBeInTheDocument();
      expect(within(section('Details')).queryByRole('alert')).toBeNull();
      expect(within(section('Details')).getByText('billing@acme.example')).toBeInTheDocument();
    });
  });

  describe('terms', () => {
    it('adds terms from a later day, lists them as scheduled, and removes them after confirming', async () => {
      const { calls, user } = await openPage({
        partners: [
          partner({ terms: [partnerTerms({ kind: 'commission', percent: 12.5, effectiveFrom: '2030-05-01' })] }),
        ],
      });
      const terms = section('Commercial terms');
      expect(within(terms).getByTestId('current-terms')).toHaveTextContent(
        'In force: 12.5% commission since May 1, 2030.',
      );
      await user.click(within(terms).getByRole('combobox', { name: 'Kind' }));
      await user.click(await screen.findByTitle('Net rate (discount off the retail price)'));
      await user.type(within(terms).getByLabelText('Percent'), '10');
      await user.clear(within(terms).getByLabelText('Effective from'));
      await user.type(within(terms).getByLabelText('Effective from'), '2030-07-01');
      await user.click(within(terms).getByRole('button', { name: 'Add terms' }));

      const scheduled = (await within(terms).findByText('Jul 1, 2030')).closest('tr')!;
      expect(within(scheduled).getByText('Net rate (discount off the retail price)')).toBeInTheDocument();
      expect(within(scheduled).getByText('10%')).toBeInTheDocument();
      expect(within(scheduled).getByText('Scheduled')).toBeInTheDocument();
      expect(sent(calls, 'POST', `${API}/terms`)).toEqual({
        kind: 'net_discount',
        percent: 10,
        effectiveFrom: '2030-07-01',
      });
      // Terms in force stay on record: no Remove for them.
      const inForce = within(terms).getByText('In force').closest('tr')!;
      expect(within(inForce).queryByRole('button', { name: /Remove/ })).toBeNull();

      await user.click(within(scheduled).getByRole('button', { name: 'Remove the terms from Jul 1, 2030' }));
      const confirm = await dialogNamed('Remove the terms from Jul 1, 2030?');
      await user.click(within(confirm).getByRole('button', { name: 'Remove terms' }));
      await waitFor(() => expect(within(terms).queryByText('Jul 1, 2030')).toBeNull());
      expect(calls.some((c) => c.method === 'DELETE' && c.url.startsWith(`${API}/terms/`))).toBe(true);
    });

    it("checks terms with the contract's messages: a percentage within 0 to 100, a day not in the past", async () => {
      const { calls, user } = await openPage();
      const terms = section('Commercial terms');
      expect(within(terms).getByTestId('current-terms')).toHaveTextContent('No terms in force today');
      await user.click(within(terms).getByRole('button', { name: 'Add terms' }));
      expect(await within(terms).findByText(PARTNER_MESSAGES.percent)).toBeInTheDocument();
      await user.type(within(terms).getByLabelText('Percent'), '12');
      await user.clear(within(terms).getByLabelText('Effective from'));
      await user.type(within(terms).getByLabelText('Effective from'), '2030-05-31');
      await user.click(within(terms).getByRole('button', { name: 'Add terms' }));
      expect(await within(terms).findByText(PARTNER_MESSAGES.effectiveFromPast)).toBeInTheDocument();
      expect(calls.some((c) => c.url === `${API}/terms`)).toBe(false);
    });
  });

  describe('API keys', () => {
    it('creates a key and shows it once, in a dialog that takes focus and says it will not be seen again', async () => {
      const { calls, user, cached } = await openPage();
      const keys = section('API keys');
      expect(within(keys).getByText('No keys yet.')).toBeInTheDocument();
      // A sandbox partner holds sandbox keys only.
      expect(within(keys).getByRole('radio', { name: 'Live' })).toBeDisabled();
      expect(within(keys).getByText(PARTNER_MESSAGES.liveKeyInSandbox)).toBeInTheDocument();
      await user.type(within(keys).getByLabelText('Key name'), 'Booking engine');
      await user.clear(within(keys).getByLabelText('Requests per minute'));
      await user.type(within(keys).getByLabelText('Requests per minute'), '300');
      const create = within(keys).getByRole('button', { name: 'Create key' });
      await user.click(create);

      const dialog = await dialogNamed('New API key: Booking engine');
      expect(within(dialog).getByRole('alert')).toHaveTextContent('Copy this key now: you will not see it again.');
      const key = within(dialog).getByTestId('one-time-secret').textContent!;
      expect(key).toMatch(/^vipk_test_[0-9f]{12}_\w+$/);
      expect(within(dialog).getByText('Sandbox key, 300 requests a minute.')).toBeInTheDocument();
      await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
      await expectNoA11yViolations();

      const writeText = jest.spyOn(navigator.clipboard, 'writeText');
      await user.click(within(dialog).getByRole('button', { name: 'Copy key' }));
      expect(writeText).toHaveBeenCalledWith(key);
      expect(await within(dialog).findByRole('button', { name: 'Copied!' })).toBeInTheDocument();
      expect(within(dialog).getByRole('status')).toHaveTextContent('Copied to the clipboard');

      await user.click(within(dialog).getByRole('button', { name: 'I have stored it' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      // Gone: not on the page, nor kept by the page, and the list shows only its prefix.
      expect(document.body).not.toHaveTextContent(key);
      expect(cached()).not.toContain(key);
      await waitFor(() => expect(create).toHaveFocus());
      const row = (await within(keys).findByText('Booking engine')).closest('tr')!;
      expect(within(row).getByText(/^vipk_test_[0-9f]{12}_…$/)).toBeInTheDocument();
      expect(within(row).getByText('Active')).toBeInTheDocument();
      expect(within(row).getByText('300/min')).toBeInTheDocument();
      expect(sent(calls, 'POST', `${API}/keys`)).toEqual({
        name: 'Booking engine',
        mode: 'sandbox',
        rateLimitPerMinute: 300,
      });
    });

    it('asks for a key name in the words of the contract', async () => {
      const { calls, user } = await openPage();
      await user.click(within(section('API keys')).getByRole('button', { name: 'Create key' }));
      expect(await within(section('API keys')).findByText(PARTNER_MESSAGES.keyName)).toBeInTheDocument();
      expect(calls.some((c) => c.url === `${API}/keys`)).toBe(false);
    });

    it('rotates a key with an overlap: the new key is shown once and both work until the old one expires', async () => {
      const old = partnerKey({ name: 'Booking engine', prefix: 'a1b2c3d4e5f6' });
      const { calls, user } = await openPage({ partners: [partner({ sandbox: false, keys: [old] })] });
      const keys = section('API keys');
      await user.click(within(keys).getByRole('button', { name: 'Rotate key Booking engine (a1b2c3d4e5f6)' }));
      const rotate = await dialogNamed('Rotate key Booking engine');
      const hours = within(rotate).getByLabelText('Overlap (hours)');
      expect(hours).toHaveValue('24');
      await user.clear(hours);
      await user.type(hours, '48');
      await user.click(within(rotate).getByRole('button', { name: 'Rotate key' }));

      const shown = await dialogNamed('New API key: Booking engine');
      expect(within(shown).getByText(/keeps working beside this one for 48 hours, then expires/)).toBeInTheDocument();
      expect(sent(calls, 'POST', `${API}/keys/${old.id}/rotate`)).toEqual({ overlapHours: 48 });
      await user.click(within(shown).getByRole('button', { name: 'I have stored it' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      await waitFor(() => expect(screen.getByRole('heading', { name: 'API keys' })).toHaveFocus());

      const rows = within(keys)
        .getAllByText('Booking engine')
        .map((cell) => cell.closest('tr')!);
      expect(rows).toHaveLength(2);
      const oldRow = within(keys).getByText('vipk_test_a1b2c3d4e5f6_…').closest('tr')!;
      expect(within(oldRow).getByText(/^Expiring · until /)).toHaveTextContent('Jun 3, 2030');
      expect(rows.filter((r) => within(r).queryByText('Active'))).toHaveLength(1);
    });

    it('revokes a key after confirming, and lists it as revoked', async () => {
      const key = partnerKey({ name: 'Old system', prefix: 'cccccccccccc' });
      const { calls, user } = await openPage({ partners: [partner({ keys: [key] })] });
      const keys = section('API keys');
      await user.click(within(keys).getByRole('button', { name: 'Revoke key Old system (cccccccccccc)' }));
      const confirm = await dialogNamed('Revoke key Old system?');
      expect(confirm).toHaveTextContent('Requests with vipk_test_cccccccccccc_… are refused at once.');
      // The safe choice has focus.
      await waitFor(() => expect(within(confirm).getByRole('button', { name: 'Keep key' })).toHaveFocus());
      await user.click(within(confirm).getByRole('button', { name: 'Revoke key' }));
      const row = within(keys).getByText('Old system').closest('tr')!;
      expect(await within(row).findByText('Revoked')).toBeInTheDocument();
      expect(within(row).queryByRole('button', { name: /Revoke|Rotate/ })).toBeNull();
      expect(calls.some((c) => c.method === 'POST' && c.url === `${API}/keys/${key.id}/revoke`)).toBe(true);
    });

    it('shows expired keys as expired, with nothing left to do', async () => {
      const expired = partnerKey({ name: 'Retired', expiresAt: '2030-05-30T00:00:00.000Z', state: 'expired' });
      await openPage({ partners: [partner({ keys: [expired] })] });
      const row = within(section('API keys')).getByText('Retired').closest('tr')!;
      expect(within(row).getByText('Expired')).toBeInTheDocument();
      expect(within(row).queryByRole('button')).toBeNull();
    });
  });

  describe('web hook', () => {
    it('sets the address and shows the whsec_ signing secret once', async () => {
      const { calls, user, cached } = await openPage();
      const hook = section('Web hook');
      await user.type(within(hook).getByLabelText('Web hook address'), 'https://acme.example/hooks/vip');
      await user.click(within(hook).getByRole('button', { name: 'Set web hook' }));
      const dialog = await dialogNamed('Web hook signing secret');
      expect(within(dialog).getByRole('alert')).toHaveTextContent('Copy this secret now: you will not see it again.');
      const secret = within(dialog).getByTestId('one-time-secret').textContent!;
      expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]+=*$/);
      expect(sent(calls, 'PUT', `${API}/webhook`)).toEqual({ url: 'https://acme.example/hooks/vip', enabled: true });
      await user.click(within(dialog).getByRole('button', { name: 'Close' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(document.body).not.toHaveTextContent(secret);
      expect(cached()).not.toContain(secret);
      expect(within(hook).getByText('https://acme.example/hooks/vip')).toBeInTheDocument();
      await waitFor(() => expect(screen.getByRole('heading', { name: 'Web hook' })).toHaveFocus());
    });

    it("checks the address with the contract's message, and shows the server's refusal of a private one", async () => {
      const { calls, user } = await openPage();
      const hook = section('Web hook');
      await user.type(within(hook).getByLabelText('Web hook address'), 'acme hooks');
      await user.click(within(hook).getByRole('button', { name: 'Set web hook' }));
      expect(await within(hook).findByText(PARTNER_MESSAGES.webhookUrl)).toBeInTheDocument();
      expect(calls.some((c) => c.url === `${API}/webhook`)).toBe(false);
      await user.clear(within(hook).getByLabelText('Web hook address'));
      await user.type(within(hook).getByLabelText('Web hook address'), 'https://10.0.0.8/hooks');
      await user.click(within(hook).getByRole('button', { name: 'Set web hook' }));
      expect(
        await within(hook).findByText(
          'The web hook address must be a public host, not a private, loopback or link-local address',
        ),
      ).toBeInTheDocument();
      expect(screen.queryByRole('dialog')).toBeNull();
    });

    it('rotates the secret with an overlap, changes the address without a new secret, and removes the web hook', async () => {
      const withHook = partner({
        webhook: {
          url: 'https://acme.example/hooks',
          enabled: true,
          secretCreatedAt: '2030-05-02T09:00:00.000Z',
          previousSecretExpiresAt: null,
        },
      });
      const { calls, user } = await openPage({ partners: [withHook] });
      const hook = section('Web hook');
      await user.click(within(hook).getByRole('button', { name: 'Rotate secret' }));
      const rotate = await dialogNamed('Rotate the signing secret');
      await user.click(within(rotate).getByRole('button', { name: 'Rotate secret' }));
      const shown = await dialogNamed('Web hook signing secret');
      expect(within(shown).getByTestId('one-time-secret')).toHaveTextContent(/^whsec_/);
      expect(
        within(shown).getByText(/The previous secret keeps signing beside this one until Jun 2, 2030/),
      ).toBeInTheDocument();
      expect(sent(calls, 'POST', `${API}/webhook/rotate-secret`)).toEqual({ overlapHours: 24 });
      await user.click(within(shown).getByRole('button', { name: 'I have stored it' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(await within(hook).findByText(/^Signs beside it until Jun 2, 2030/)).toBeInTheDocument();

      await user.click(within(hook).getByRole('button', { name: 'Change address' }));
      await user.clear(within(hook).getByLabelText('Web hook address'));
      await user.type(within(hook).getByLabelText('Web hook address'), 'https://acme.example/v2/hooks');
      await user.click(within(hook).getByRole('switch', { name: 'Send deliveries' }));
      await user.click(within(hook).getByRole('button', { name: 'Save address' }));
      expect(await within(hook).findByText('https://acme.example/v2/hooks')).toBeInTheDocument();
      expect(within(hook).getByText('Paused')).toBeInTheDocument();
      expect(screen.queryByRole('dialog')).toBeNull();

      await user.click(within(hook).getByRole('button', { name: 'Remove web hook' }));
      const confirm = await dialogNamed('Remove the web hook?');
      await user.click(within(confirm).getByRole('button', { name: 'Remove web hook' }));
      expect(await within(hook).findByRole('button', { name: 'Set web hook' })).toBeInTheDocument();
      expect(calls.some((c) => c.method === 'DELETE' && c.url === `${API}/webhook`)).toBe(true);
    });
  });

  describe('delivery log', () => {
    const failed = webhookDelivery({
      id: 'msg_failedfailed01',
      type: 'booking.cancelled',
      referenceCode: 'VIP-22222-JFK',
      status: 'failed',
      attempts: 12,
      nextAttemptAt: null,
      lastResponseStatus: 500,
      lastError: 'Internal Server Error',
      createdAt: '2030-05-28T10:00:00.000Z',
      deliveredAt: null,
      history: [
        { at: '2030-05-28T10:00:05.000Z', responseStatus: 500, error: 'Internal Server Error', durationMs: 120 },
      ],
    });
    const pending = webhookDelivery({
      id: 'msg_pendingpending1',
      type: 'booking.updated',
      referenceCode: 'VIP-33333-LHR',
      status: 'pending',
      attempts: 2,
      nextAttemptAt: '2030-06-01T12:30:00.000Z',
      lastResponseStatus: null,
      lastError: 'Connection timed out',
      createdAt: '2030-05-31T10:00:00.000Z',
      deliveredAt: null,
      history: [],
    });
    const delivered = webhookDelivery({ id: 'msg_delivereddeliv1' });
    const deliveries = { [ACME_ID]: [failed, pending, delivered] };

    it('lists deliveries with attempts, next try and last response, filters by status, and shows a payload', async () => {
      const { calls, user } = await openPage({ deliveries });
      const log = section('Web hook deliveries');
      const pendingRow = (await within(log).findByText('VIP-33333-LHR')).closest('tr')!;
      expect(within(pendingRow).getByText('Pending')).toBeInTheDocument();
      expect(within(pendingRow).getByRole('cell', { name: '2' })).toBeInTheDocument();
      expect(within(pendingRow).getByText('Connection timed out')).toBeInTheDocument();
      expect(within(pendingRow).queryByRole('button', { name: /Replay/ })).toBeNull();
      const failedRow = within(log).getByText('VIP-22222-JFK').closest('tr')!;
      expect(within(failedRow).getByText('HTTP 500 · Internal Server Error')).toBeInTheDocument();

      await user.click(within(log).getByRole('radio', { name: 'Failed' }));
      await waitFor(() => expect(within(log).queryByText('VIP-33333-LHR')).toBeNull());
      expect(within(log).getByText('VIP-22222-JFK')).toBeInTheDocument();
      expect(calls.some((c) => c.url === `${API}/webhook-deliveries?status=failed`)).toBe(true);

      await user.click(
        within(log).getByRole('button', { name: 'View the booking.cancelled delivery for VIP-22222-JFK' }),
      );
      const dialog = await dialogNamed('booking.cancelled · VIP-22222-JFK');
      expect(within(dialog).getByText('msg_failedfailed01')).toBeInTheDocument();
      expect(within(dialog).getByText(/"partnerReference": "ACME-778"/)).toBeInTheDocument();
      expect(within(dialog).getByRole('listitem')).toHaveTextContent('HTTP 500 · Internal Server Error (120 ms)');
      await expectNoA11yViolations();
    });

    it('replays a failed delivery: it is pending again', async () => {
      const { calls, user } = await openPage({ deliveries });
      const log = section('Web hook deliveries');
      await user.click(
        await within(log).findByRole('button', { name: 'Replay the booking.cancelled delivery for VIP-22222-JFK' }),
      );
      expect(await screen.findByText('Delivery queued again')).toBeInTheDocument();
      const row = within(log).getByText('VIP-22222-JFK').closest('tr')!;
      expect(await within(row).findByText('Pending')).toBeInTheDocument();
      const replay = calls.find((c) => c.url === `${API}/webhook-deliveries/msg_failedfailed01/replay`)!;
      expect(replay.method).toBe('POST');
      expect(replay.headers['X-CSRF-Token']).toBe('csrf-123');
    });

    it('says when there are no deliveries, and none of a status', async () => {
      const { user } = await openPage({ deliveries: { [ACME_ID]: [delivered] } });
      const log = section('Web hook deliveries');
      await within(log).findByText('VIP-12345-FCO');
      await user.click(within(log).getByRole('radio', { name: 'Failed' }));
      expect(await within(log).findByText('No failed deliveries.')).toBeInTheDocument();
    });

    it('loads the log a page at a time, and says in words when it cannot be read', async () => {
      const { user, partners } = await openPage({ deliveries, deliveryPageSize: 2, failPartners: ['deliveries'] });
      const log = section('Web hook deliveries');
      const alert = await within(log).findByRole('alert');
      expect(alert).toHaveTextContent('The delivery log is not available right now.');
      partners.recover('deliveries');
      await user.click(within(alert).getByRole('button', { name: 'Retry' }));
      await within(log).findByText('VIP-33333-LHR');
      expect(within(log).getByText('VIP-12345-FCO')).toBeInTheDocument();
      expect(within(log).queryByText('VIP-22222-JFK')).toBeNull();
      await user.click(within(log).getByRole('button', { name: 'Load more' }));
      expect(await within(log).findByText('VIP-22222-JFK')).toBeInTheDocument();
      expect(within(log).queryByRole('button', { name: 'Load more' })).toBeNull();
      await user.click(within(log).getByRole('radio', { name: 'Delivered' }));
      await user.click(within(log).getByRole('radio', { name: 'Pending' }));
      expect(await within(log).findByText('VIP-33333-LHR')).toBeInTheDocument();
    });
  });

  it('offers a month’s statement as CSV and PDF', async () => {
    const { user } = await openPage();
    const statements = section('Statements');
    // Last month by default (the partner has existed since April).
    expect(within(statements).getByText('May 2030')).toBeInTheDocument();
    expect(within(statements).getByRole('link', { name: /Download CSV/ })).toHaveAttribute(
      'href',
      `${API}/statements/2030-05.csv`,
    );
    await user.click(within(statements).getByRole('combobox', { name: 'Month' }));
    await user.click(await screen.findByTitle('April 2030'));
    expect(within(statements).getByRole('link', { name: /Download PDF/ })).toHaveAttribute(
      'href',
      `${API}/statements/2030-04.pdf`,
    );
    expect(within(statements).getByRole('link', { name: /Download CSV/ })).toHaveAttribute('download');
  });

  it('says a partner that cannot be loaded in words, and one that does not exist', async () => {
    const ops = fakeOps({ signedIn: true, partners: [partner()], failPartners: ['detail'] });
    const user = userEvent.setup();
    const { unmount } = renderAt(PAGE);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load the partner');
    expect(alert).toHaveTextContent('The partner is not available right now.');
    ops.partners.recover('detail');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Acme Travel', level: 1 })).toBeInTheDocument();
    unmount();

    fakeOps({ signedIn: true, partners: [] });
    renderAt(PAGE);
    expect(await screen.findByRole('heading', { name: 'Partner not found', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to partners' })).toHaveAttribute('href', '/admin/partners');
  });

  it('is not an agent’s: the page says so and asks svc-ops nothing', async () => {
    const { calls } = fakeOps({ signedIn: true, role: 'agent', partners: [partner()] });
    renderAt(PAGE);
    expect(await screen.findByText('You do not have access to partners')).toBeInTheDocument();
    expect(calls.some((c) => c.url.startsWith('/api/admin/partners'))).toBe(false);
  });
});
