import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PARTNER_MESSAGES } from '@vip/contracts/schemas';
import { expectNoA11yViolations } from '../../test/support/axe';
import { fakeOps, renderAt } from '../../test/support/fake-ops';
import { partner, partnerKey, partnerTerms } from '../../test/support/fake-partners';

const acme = partner({
  currentTerms: null,
  terms: [partnerTerms({ kind: 'commission', percent: 12.5, effectiveFrom: '2030-05-01' })],
  keys: [partnerKey(), partnerKey({ prefix: 'bbbbbbbbbbbb', revokedAt: '2030-05-20T09:00:00.000Z', state: 'revoked' })],
  webhook: {
    url: 'https://acme.example/hooks',
    enabled: true,
    secretCreatedAt: '2030-05-02T09:00:00.000Z',
    previousSecretExpiresAt: null,
  },
});
const globe = partner({
  id: '6f1d4b2e-3c5a-4d7b-9e0f-1a2b3c4d5e6f',
  companyName: 'Globe Desk',
  billingEmail: 'ap@globe.example',
  sandbox: false,
  active: false,
});

const row = (name: string) => screen.getByRole('link', { name }).closest('tr')!;

describe('Partners page', () => {
  it('lists partners with their sandbox tag, status, current terms, active keys and web hook', async () => {
    fakeOps({ signedIn: true, partners: [acme, globe] });
    renderAt('/admin/partners');
    expect(await screen.findByRole('heading', { name: 'Partners', level: 1 })).toBeInTheDocument();
    await screen.findByRole('link', { name: 'Acme Travel' });
    expect(within(row('Acme Travel')).getByText('Sandbox')).toBeInTheDocument();
    expect(within(row('Acme Travel')).getByText('Active')).toBeInTheDocument();
    expect(within(row('Acme Travel')).getByText('12.5% commission')).toBeInTheDocument();
    // One key works, the revoked one does not count.
    expect(within(row('Acme Travel')).getByRole('cell', { name: '1' })).toBeInTheDocument();
    expect(within(row('Acme Travel')).getByText('Set')).toBeInTheDocument();
    expect(within(row('Globe Desk')).queryByText('Sandbox')).toBeNull();
    expect(within(row('Globe Desk')).getByText('Inactive')).toBeInTheDocument();
    expect(within(row('Globe Desk')).getByText('None')).toBeInTheDocument();
    expect(within(row('Globe Desk')).getByText('Not set')).toBeInTheDocument();
    await expectNoA11yViolations();
  });

  it('searches by company or billing e-mail and filters active and inactive partners', async () => {
    const { calls } = fakeOps({ signedIn: true, partners: [acme, globe] });
    const user = userEvent.setup();
    renderAt('/admin/partners');
    await screen.findByRole('link', { name: 'Globe Desk' });
    await user.type(screen.getByRole('searchbox', { name: 'Search partners' }), 'globe{Enter}');
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Acme Travel' })).toBeNull());
    expect(screen.getByRole('link', { name: 'Globe Desk' })).toBeInTheDocument();
    expect(calls.some((c) => c.url === '/api/admin/partners?q=globe')).toBe(true);

    await user.clear(screen.getByRole('searchbox', { name: 'Search partners' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search partners' }), '{Enter}');
    await user.click(screen.getByRole('radio', { name: 'Inactive' }));
    await waitFor(() => expect(calls.some((c) => c.url === '/api/admin/partners?active=false')).toBe(true));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Acme Travel' })).toBeNull());

    await user.type(screen.getByRole('searchbox', { name: 'Search partners' }), 'acme{Enter}');
    expect(await screen.findByText('No partners match.')).toBeInTheDocument();
  });

  it('creates a partner, a sandbox account unless told otherwise, and opens its page', async () => {
    const { calls } = fakeOps({ signedIn: true, partners: [acme] });
    const user = userEvent.setup();
    renderAt('/admin/partners');
    await screen.findByRole('link', { name: 'Acme Travel' });
    await user.click(screen.getByRole('button', { name: 'New partner' }));
    const dialog = await screen.findByRole('dialog', { name: 'New partner' });
    expect(within(dialog).getByRole('switch', { name: 'Sandbox account' })).toBeChecked();
    await user.type(within(dialog).getByLabelText('Company'), 'Orbit Concierge');
    await user.type(within(dialog).getByLabelText('Contact name'), 'Tom Travel');
    await user.type(within(dialog).getByLabelText('Contact e-mail'), 'Tom@Orbit.example');
    await user.type(within(dialog).getByLabelText('Contact role'), 'Developer');
    await user.click(within(dialog).getByRole('button', { name: 'Add a contact' }));
    await user.type(within(dialog).getAllByLabelText('Contact name')[1]!, 'Fay Finance');
    await user.type(within(dialog).getAllByLabelText('Contact e-mail')[1]!, 'fay@orbit.example');
    await user.type(within(dialog).getByLabelText('Billing e-mail'), 'ap@orbit.example');
    await user.type(within(dialog).getByLabelText('Notes'), 'Signed in May');
    await user.click(within(dialog).getByRole('button', { name: 'Create partner' }));

    expect(await screen.findByRole('heading', { name: 'Orbit Concierge', level: 1 })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin\/partners\/[0-9a-f-]{36}$/);
    const post = calls.find((c) => c.method === 'POST' && c.url === '/api/admin/partners')!;
    expect(post.headers['X-CSRF-Token']).toBe('csrf-123');
    expect(JSON.parse(post.body!)).toEqual({
      companyName: 'Orbit Concierge',
      contacts: [
        { name: 'Tom Travel', email: 'tom@orbit.example', role: 'Developer' },
        { name: 'Fay Finance', email: 'fay@orbit.example' },
      ],
      billingEmail: 'ap@orbit.example',
      sandbox: true,
      notes: 'Signed in May',
    });
  });

  it("checks the new partner with the contract's messages and sends nothing until they are met", async () => {
    const { calls } = fakeOps({ signedIn: true, partners: [acme] });
    const user = userEvent.setup();
    renderAt('/admin/partners');
    await screen.findByRole('link', { name: 'Acme Travel' });
    await user.click(screen.getByRole('button', { name: 'New partner' }));
    const dialog = await screen.findByRole('dialog', { name: 'New partner' });
    await user.type(within(dialog).getByLabelText('Contact e-mail'), 'not-an-address');
    await user.type(within(dialog).getByLabelText('Billing e-mail'), 'billing@');
    await user.click(within(dialog).getByRole('button', { name: 'Create partner' }));
    expect(await within(dialog).findByText(PARTNER_MESSAGES.companyName)).toBeInTheDocument();
    expect(within(dialog).getByText(PARTNER_MESSAGES.contactName)).toBeInTheDocument();
    expect(within(dialog).getByText('Invalid email address')).toBeInTheDocument();
    expect(within(dialog).getByText(PARTNER_MESSAGES.billingEmail)).toBeInTheDocument();
    // The company field names its message to screen readers.
    expect(within(dialog).getByLabelText('Company')).toHaveAttribute('aria-invalid', 'true');
    await expectNoA11yViolations();

    await user.click(within(dialog).getByRole('button', { name: 'Remove contact 1' }));
    await user.click(within(dialog).getByRole('button', { name: 'Create partner' }));
    expect(await within(dialog).findByText(PARTNER_MESSAGES.contacts)).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it("shows the server's refusal on the field it names: a company name already taken", async () => {
    fakeOps({ signedIn: true, partners: [acme] });
    const user = userEvent.setup();
    renderAt('/admin/partners');
    await screen.findByRole('link', { name: 'Acme Travel' });
    await user.click(screen.getByRole('button', { name: 'New partner' }));
    const dialog = await screen.findByRole('dialog', { name: 'New partner' });
    await user.type(within(dialog).getByLabelText('Company'), 'acme travel');
    await user.type(within(dialog).getByLabelText('Contact name'), 'Tom Travel');
    await user.type(within(dialog).getByLabelText('Contact e-mail'), 'tom@acme.example');
    await user.type(within(dialog).getByLabelText('Billing e-mail'), 'ap@acme.example');
    await user.click(within(dialog).getByRole('switch', { name: 'Sandbox account' }));
    await user.click(within(dialog).getByRole('button', { name: 'Create partner' }));
    expect(await within(dialog).findByText('A partner with this company name already exists')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/partners');
  });

  it('says an empty list plainly, and a list that cannot be loaded in words, with Retry', async () => {
    const ops = fakeOps({ signedIn: true, partners: [], failPartners: ['list'] });
    const user = userEvent.setup();
    renderAt('/admin/partners');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load the partners');
    expect(alert).toHaveTextContent('The partner list is not available right now.');
    ops.partners.recover('list');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No partners yet. Create one with New partner.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    // The Retry pressed is gone with its message: the focus goes to the page's heading, not to nothing.
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Partners' })).toHaveFocus());
  });

  it('is in the menu for admins; an agent has no Partners entry and is told the page is not theirs', async () => {
    fakeOps({ signedIn: true, partners: [acme] });
    const { unmount } = renderAt('/admin/dashboard');
    const menu = await screen.findByRole('navigation', { name: 'Back office' });
    expect(within(menu).getByRole('link', { name: 'Partners' })).toHaveAttribute('href', '/admin/partners');
    unmount();

    const { calls } = fakeOps({ signedIn: true, role: 'agent', partners: [acme] });
    renderAt('/admin/partners');
    expect(await screen.findByText('You do not have access to partners')).toBeInTheDocument();
    expect(
      within(screen.getByRole('navigation', { name: 'Back office' })).queryByRole('link', { name: 'Partners' }),
    ).toBeNull();
    expect(screen.queryByRole('button', { name: 'New partner' })).toBeNull();
    expect(calls.some((c) => c.url.startsWith('/api/admin/partners'))).toBe(false);
  });
});
