import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ADMIN_STATUS_LABELS } from '@vip/contracts/vocabulary';
import { adminBooking, fakeOps, renderAt } from '../../test/support/fake-ops';
import { FakeEventSource } from '../../test/support/fake-event-source';
import { COLUMN_PAGE_SIZE } from './api';

const column = (label: string) => screen.getByRole('region', { name: label });

/** HTML5 drag and drop as the browser sends it: dragstart on the card, dragover and drop on the column. */
function dragOnto(card: HTMLElement, target: HTMLElement): Map<string, string> {
  const data = new Map<string, string>();
  const dataTransfer = {
    setData: (type: string, value: string) => data.set(type, value),
    getData: (type: string) => data.get(type) ?? '',
    get types() {
      return [...data.keys()];
    },
    effectAllowed: 'all',
    dropEffect: 'none',
  };
  fireEvent.dragStart(card, { dataTransfer });
  fireEvent.dragOver(target, { dataTransfer });
  fireEvent.drop(target, { dataTransfer });
  return data;
}

const grace = adminBooking();
const ada = adminBooking({
  id: 'c2',
  bookingId: 'b2',
  referenceCode: 'VIP-22222-JFK',
  contactName: 'Ada Lovelace',
  contactEmail: 'ada@agency.example',
  travelerNames: ['Charles Babbage'],
  adminStatus: 'pending_supplier_availability',
  isTravelAgent: true,
  isPaid: true,
  escalationFlag: true,
  isChauffeur: true,
  service: {
    id: 21,
    name: 'Private Suite - Arrival',
    serviceLevel: 'suite',
    serviceType: 'arrival',
    airport: { code: 'JFK', name: 'John F. Kennedy' },
  },
});

/** Two cards on the board, each move's answer held until the test releases it by the case's id. */
function boardWithHeldAnswers() {
  const answers = new Map<string, () => void>();
  const { calls } = fakeOps({
    bookings: [grace, ada],
    signedIn: true,
    statusChangeGate: (id) => new Promise<void>((resolve) => answers.set(id, resolve)),
  });
  Element.prototype.scrollIntoView = jest.fn();
  const user = userEvent.setup();
  renderAt('/admin/dashboard');
  return { answers, calls, user };
}

describe('Booking Management Dashboard', () => {
  it('shows the four summary cards and one column per admin status with its count', async () => {
    fakeOps({ bookings: [grace, ada], signedIn: true });
    renderAt('/admin/dashboard');
    expect(await screen.findByRole('heading', { name: 'Booking Management Dashboard' })).toBeInTheDocument();
    for (const label of Object.values(ADMIN_STATUS_LABELS))
      expect(await screen.findByRole('heading', { name: label })).toBeInTheDocument();
    await waitFor(() => expect(within(column('Inquiry Received')).getByText('VIP-12345-FCO')).toBeInTheDocument());
    const totals = ['Total Bookings', 'Paid Bookings', 'Escalations', 'Travel Agents'].map(
      (t) => screen.getByText(t).closest('.ant-card')!.textContent,
    );
    expect(totals).toEqual(['Total Bookings2', 'Paid Bookings1', 'Escalations1', 'Travel Agents1']);
    expect(within(column('Pending Supplier Availability')).getByLabelText('1 bookings')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create Chauffeur Service' })).toBeInTheDocument();
    await userEvent.click(
      within(screen.getByRole('navigation', { name: 'Back office' })).getByRole('link', { name: 'Suppliers' }),
    );
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/admin/suppliers'));
  });

  it('lets staff choose compact columns, folding the empty ones, and keeps the choice in this browser', async () => {
    localStorage.removeItem('vip-admin-board-density');
    fakeOps({ bookings: [grace, ada], signedIn: true });
    const user = userEvent.setup();
    const { unmount } = renderAt('/admin/dashboard');
    await waitFor(() => expect(within(column('Inquiry Received')).getByText('VIP-12345-FCO')).toBeInTheDocument());
    expect(column('Inquiry Received')).toHaveStyle({ flex: '0 0 260px' });
    await user.click(screen.getByRole('radio', { name: 'Compact columns' }));
    expect(column('Inquiry Received')).toHaveStyle({ flex: '0 0 180px' });
    // An empty column is a strip with its name and count: ten columns fit a laptop's screen.
    await waitFor(() => expect(column('Inquiry Responded')).toHaveStyle({ flex: '0 0 56px' }));
    expect(within(column('Inquiry Responded')).queryByText('No bookings')).toBeNull();
    expect(within(column('Inquiry Responded')).getByLabelText('0 bookings')).toBeInTheDocument();
    unmount();
    renderAt('/admin/dashboard');
    await waitFor(() => expect(within(column('Inquiry Received')).getByText('VIP-12345-FCO')).toBeInTheDocument());
    expect(screen.getByRole('radio', { name: 'Compact columns' })).toBeChecked();
    expect(column('Inquiry Received')).toHaveStyle({ flex: '0 0 180px' });
    localStorage.removeItem('vip-admin-board-density');
  });

  it('marks escalated, paid, chauffeur and travel-agent bookings on their cards', async () => {
    fakeOps({ bookings: [grace, ada], signedIn: true });
    renderAt('/admin/dashboard');
    const card = await screen.findByTestId('card-VIP-22222-JFK');
    expect(within(card).getByText('Ada Lovelace')).toBeInTheDocument();
    expect(within(card).getByText('Charles Babbage')).toBeInTheDocument();
    expect(within(card).getByText('Private VIP Suite · JFK', { exact: false })).toBeInTheDocument();
    for (const badge of ['Escalated', 'Chauffeur', 'Travel Agent'])
      expect(within(card).getByText(badge)).toBeInTheDocument();
    expect(within(card).getByRole('img', { name: 'Paid' })).toBeInTheDocument();
    expect(card).toHaveStyle({ boxShadow: '0 0 0 2px #cf1322' });
    const plain = screen.getByTestId('card-VIP-12345-FCO');
    expect(within(plain).queryByText('Escalated')).not.toBeInTheDocument();
    expect(within(plain).queryByRole('img', { name: 'Paid' })).not.toBeInTheDocument();
  });

  it('marks a request no one has answered in time: Awaiting reply', async () => {
    fakeOps({ bookings: [{ ...grace, replyOverdue: true }, ada], signedIn: true });
    renderAt('/admin/dashboard');
    const card = await screen.findByTestId('card-VIP-12345-FCO');
    expect(within(card).getByText('Awaiting reply')).toHaveAttribute(
      'title',
      'No reply yet: travellers are promised one within 24 hours',
    );
    expect(within(screen.getByTestId('card-VIP-22222-JFK')).queryByText('Awaiting reply')).not.toBeInTheDocument();
  });

  it("moves a booking with its 'Move' menu (no dragging needed), with the CSRF token, and says so", async () => {
    const { calls } = fakeOps({ bookings: [grace], signedIn: true });
    const scrolled: string[] = [];
    const scrollIntoView = jest.fn(function (this: HTMLElement) {
      scrolled.push(this.getAttribute('aria-labelledby') ?? '');
    });
    Element.prototype.scrollIntoView = scrollIntoView;
    const user = userEvent.setup();
    renderAt('/admin/dashboard');
    await user.click(await screen.findByRole('button', { name: 'Move VIP-12345-FCO to another status' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Confirmation Sent' }));
    expect(await screen.findByText('Status updated')).toBeInTheDocument();
    expect(screen.getByText('VIP-12345-FCO moved to Confirmation Sent.')).toBeInTheDocument();
    // The column it went to is brought into view (it may be off screen on a laptop).
    expect(scrolled).toEqual(['column-confirmation_sent']);
    await waitFor(() => expect(within(column('Confirmation Sent')).getByText('VIP-12345-FCO')).toBeInTheDocument());
    expect(within(column('Inquiry Received')).queryByText('VIP-12345-FCO')).not.toBeInTheDocument();
    const patch = calls.find((c) => c.method === 'PATCH')!;
    expect(patch.url).toBe('/api/admin/bookings/c1/status');
    expect(patch.headers['X-CSRF-Token']).toBe('csrf-123');
    expect(JSON.parse(patch.body!)).toEqual({ adminStatus: 'confirmation_sent' });
  });

  describe('with the keyboard alone', () => {
    // rc-menu's arrows and Enter skip items not laid out, and jsdom lays nothing out: every element counts as shown.
    const shown = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetParent')!;
    beforeEach(() =>
      Object.defineProperty(HTMLElement.prototype, 'offsetParent', {
        configurable: true,
        get(this: HTMLElement) {
          return this.parentNode;
        },
      }),
    );
    afterEach(() => Object.defineProperty(HTMLElement.prototype, 'offsetParent', shown));

    /** The board, the first card's Move button focused and Enter pressed: the menu open, on its first status. */
    async function openMoveMenuByKeyboard(user: ReturnType<typeof userEvent.setup>): Promise<HTMLElement> {
      renderAt('/admin/dashboard');
      const menuButton = await screen.findByRole('button', { name: 'Move VIP-12345-FCO to another status' });
      menuButton.focus();
      await user.keyboard('{Enter}');
      await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Inquiry Responded' })).toHaveFocus());
      return menuButton;
    }

    it('closes the menu with Escape and gives the focus back to its button', async () => {
      fakeOps({ bookings: [grace], signedIn: true });
      const user = userEvent.setup();
      const menuButton = await openMoveMenuByKeyboard(user);
      fireEvent.keyDown(document.activeElement!, { key: 'Escape', keyCode: 27, which: 27 });
      await waitFor(() => expect(menuButton).toHaveFocus());
    });

    it('moves a booking: the menu takes the focus, the arrows choose, Enter moves, focus follows the card', async () => {
      const { calls } = fakeOps({ bookings: [grace], signedIn: true });
      Element.prototype.scrollIntoView = jest.fn();
      const user = userEvent.setup();
      // In the menu on its first status, not left on the button where the arrows did nothing.
      await openMoveMenuByKeyboard(user);
      // rc-menu reads the key's legacy code, which user-event leaves out: pressed as a browser sends it.
      const press = (key: string, keyCode: number) =>
        fireEvent.keyDown(document.activeElement!, { key, keyCode, which: keyCode });
      press('ArrowDown', 40);
      await waitFor(() =>
        expect(screen.getByRole('menuitem', { name: 'Pending Supplier Availability' })).toHaveFocus(),
      );
      press('Enter', 13);
      expect(await screen.findByText('VIP-12345-FCO moved to Pending Supplier Availability.')).toBeInTheDocument();
      expect(JSON.parse(calls.find((c) => c.method === 'PATCH')!.body!)).toEqual({
        adminStatus: 'pending_supplier_availability',
      });
      // The menu and the card's old place are gone: focus is on the card in its new column, not lost.
      await waitFor(() =>
        expect(
          within(column('Pending Supplier Availability')).getByRole('button', {
            name: 'Move VIP-12345-FCO to another status',
          }),
        ).toHaveFocus(),
      );
    });

    it("leaves the focus in another card's menu opened while a dragged card's move was answered", async () => {
      const { answers, user } = boardWithHeldAnswers();
      // Dragged with the mouse: the focus is on nothing, so this move's answer may take it to the card.
      dragOnto(await screen.findByTestId('card-VIP-12345-FCO'), column('Service Completed'));
      await waitFor(() => expect(answers.has('c1')).toBe(true));

      // Meanwhile the other card's menu, from the keyboard.
      const adaMenu = screen.getByRole('button', { name: 'Move VIP-22222-JFK to another status' });
      adaMenu.focus();
      await user.keyboard('{Enter}');
      const item = await screen.findByRole('menuitem', { name: 'Inquiry Received' });
      await waitFor(() => expect(item).toHaveFocus());

      answers.get('c1')!();
      expect(await screen.findByText('VIP-12345-FCO moved to Service Completed.')).toBeInTheDocument();
      await waitFor(() => expect(within(column('Service Completed')).getByText('VIP-12345-FCO')).toBeInTheDocument());
      for (let frame = 0; frame < 5; frame++) await new Promise((resolve) => requestAnimationFrame(resolve));
      expect(item).toHaveFocus();
      expect(adaMenu).toHaveClass('ant-dropdown-open');
    });

    it('keeps the focus on the card while its move is answered, says it cannot move yet, and keeps it there after a refusal', async () => {
      let answer = () => {};
      fakeOps({
        bookings: [grace],
        signedIn: true,
        failStatusChange: true,
        statusChangeGate: () => new Promise<void>((resolve) => (answer = resolve)),
      });
      const user = userEvent.setup();
      const menuButton = await openMoveMenuByKeyboard(user);
      expect(menuButton).toHaveClass('ant-dropdown-open');
      fireEvent.keyDown(document.activeElement!, { key: 'Enter', keyCode: 13, which: 13 });

      // Not on the closed menu nor on nothing: on the card's button, which says it cannot be used yet.
      await waitFor(() => expect(menuButton).toHaveFocus());
      expect(menuButton).toHaveAttribute('aria-disabled', 'true');
      expect(menuButton).not.toHaveClass('ant-dropdown-open');
      // A second move waits for the first: the menu does not open (the menu takes the focus a few frames after it
      // opens, so a few are waited for).
      await user.keyboard('{Enter}');
      for (let frame = 0; frame < 5; frame++) await new Promise((resolve) => requestAnimationFrame(resolve));
      expect(menuButton).not.toHaveClass('ant-dropdown-open');
      expect(menuButton).toHaveFocus();

      answer();
      expect(await screen.findByText('Could not update status')).toBeInTheDocument();
      await waitFor(() => expect(menuButton).not.toHaveAttribute('aria-disabled'));
      expect(menuButton).toHaveFocus();
    });
  });

  it('moves a booking dragged onto another column', async () => {
    const { calls } = fakeOps({ bookings: [grace], signedIn: true });
    renderAt('/admin/dashboard');
    const data = dragOnto(await screen.findByTestId('card-VIP-12345-FCO'), column('Service Completed'));
    expect(JSON.parse(data.get('application/x-vip-booking')!)).toMatchObject({ kind: 'booking', id: 'c1' });
    await waitFor(() => expect(within(column('Service Completed')).getByText('VIP-12345-FCO')).toBeInTheDocument());
    expect(JSON.parse(calls.find((c) => c.method === 'PATCH')!.body!)).toEqual({ adminStatus: 'service_completed' });
  });

  it('moves two bookings at once, each card busy until its own answer and each move told', async () => {
    const { answers, calls, user } = boardWithHeldAnswers();
    await user.click(await screen.findByRole('button', { name: 'Move VIP-12345-FCO to another status' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Confirmation Sent' }));
    await user.click(screen.getByRole('button', { name: 'Move VIP-22222-JFK to another status' }));
    // The first card's closed menu stays in the document: the second card's is the one just opened.
    await user.click((await screen.findAllByRole('menuitem', { name: 'Service Completed' })).at(-1)!);
    await waitFor(() => expect(calls.filter((c) => c.method === 'PATCH')).toHaveLength(2));
    const busy = { opacity: '0.6', cursor: 'progress' };
    expect(screen.getByTestId('card-VIP-12345-FCO')).toHaveStyle(busy);
    expect(screen.getByTestId('card-VIP-22222-JFK')).toHaveStyle(busy);

    answers.get('c1')!();
    expect(await screen.findByText('VIP-12345-FCO moved to Confirmation Sent.')).toBeInTheDocument();
    await waitFor(() => expect(within(column('Confirmation Sent')).getByText('VIP-12345-FCO')).toBeInTheDocument());
    expect(screen.getByTestId('card-VIP-12345-FCO')).toHaveStyle({ opacity: '1' });
    expect(screen.getByTestId('card-VIP-22222-JFK')).toHaveStyle(busy);
    // The first answer does not take the focus along: the second move, made since, keeps it.
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(
      within(column('Confirmation Sent')).getByRole('button', { name: 'Move VIP-12345-FCO to another status' }),
    ).not.toHaveFocus();

    answers.get('c2')!();
    expect(await screen.findByText('VIP-22222-JFK moved to Service Completed.')).toBeInTheDocument();
    await waitFor(() => expect(within(column('Service Completed')).getByText('VIP-22222-JFK')).toBeInTheDocument());
    expect(screen.getByTestId('card-VIP-22222-JFK')).toHaveStyle({ opacity: '1' });
    await waitFor(() =>
      expect(
        within(column('Service Completed')).getByRole('button', { name: 'Move VIP-22222-JFK to another status' }),
      ).toHaveFocus(),
    );
  });

  it('keeps the booking where it was and says why when the move fails', async () => {
    fakeOps({ bookings: [grace], signedIn: true, failStatusChange: true });
    const user = userEvent.setup();
    renderAt('/admin/dashboard');
    await user.click(await screen.findByRole('button', { name: 'Move VIP-12345-FCO to another status' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Escalation Needed' }));
    expect(await screen.findByText('Could not update status')).toBeInTheDocument();
    expect(screen.getByText('The board is busy. Please try again.')).toBeInTheDocument();
    expect(within(column('Inquiry Received')).getByText('VIP-12345-FCO')).toBeInTheDocument();
  });

  it('searches the board and the cards together', async () => {
    const { calls } = fakeOps({ bookings: [grace, ada], signedIn: true });
    const user = userEvent.setup();
    renderAt('/admin/dashboard');
    await screen.findByText('VIP-12345-FCO');
    await user.type(screen.getByRole('searchbox', { name: 'Search bookings' }), 'lovelace{Enter}');
    await waitFor(() => expect(screen.queryByText('VIP-12345-FCO')).not.toBeInTheDocument());
    // Its buttons say what they do (a screen reader read the icons' names, 'close-circle' and 'search').
    expect(screen.getByRole('button', { name: 'Search' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Clear search' })).toBeInTheDocument();
    expect(screen.getByText('VIP-22222-JFK')).toBeInTheDocument();
    expect(calls.some((c) => c.url === '/api/admin/bookings/summary?q=lovelace')).toBe(true);
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      '/api/admin/bookings/export.csv?q=lovelace',
    );
    expect(
      calls.some(
        (c) =>
          c.url.startsWith('/api/admin/bookings?status=pending_supplier_availability') && c.url.includes('q=lovelace'),
      ),
    ).toBe(true);
  });

  it('loads a long column page by page instead of all at once', async () => {
    const many = Array.from({ length: COLUMN_PAGE_SIZE + 3 }, (_, i) =>
      adminBooking({ id: `m${i}`, referenceCode: `VIP-${String(30000 + i)}-LHR` }),
    );
    const { calls } = fakeOps({ bookings: many, signedIn: true });
    const user = userEvent.setup();
    renderAt('/admin/dashboard');
    await screen.findByText('VIP-30000-LHR');
    expect(screen.queryByText(`VIP-${30000 + COLUMN_PAGE_SIZE}-LHR`)).not.toBeInTheDocument();
    await user.click(within(column('Inquiry Received')).getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText(`VIP-${30000 + COLUMN_PAGE_SIZE + 2}-LHR`)).toBeInTheDocument();
    expect(
      calls
        .filter((c) => c.url.startsWith('/api/admin/bookings?status=inquiry_received'))
        .map((c) => new URL(c.url, 'http://x').searchParams.get('cursor')),
    ).toEqual([null, String(COLUMN_PAGE_SIZE)]);
    expect(within(column('Inquiry Received')).queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });
});

describe('back-office bar and dashboard toolbar by role', () => {
  it('offers an admin Export CSV, the partners, the staff accounts, Change password and Logout', async () => {
    fakeOps({ bookings: [grace], signedIn: true });
    const user = userEvent.setup();
    renderAt('/admin/dashboard');
    await screen.findByText('VIP-12345-FCO');
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute('href', '/api/admin/bookings/export.csv');
    for (const name of ['Create Chauffeur Service', 'Change password', 'Logout'])
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    const bar = screen.getByRole('banner');
    expect(within(bar).getByRole('link', { name: /VIP Airport Services\s*Operations/ })).toHaveAttribute(
      'href',
      '/admin/dashboard',
    );
    expect(within(bar).getByText('Olivia Ops')).toBeInTheDocument();
    const nav = within(bar).getByRole('navigation', { name: 'Back office' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['Board', 'Suppliers', 'Allotments', 'Chauffeur transfer', 'Catalog', 'Partners', 'Staff', 'Security']);
    await user.click(within(nav).getByRole('link', { name: 'Staff' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/admin/staff'));
  });

  it('shows an agent neither Export CSV nor Partners nor Staff, and keeps everything an agent does', async () => {
    const { calls } = fakeOps({ bookings: [grace], signedIn: true, role: 'agent' });
    const user = userEvent.setup();
    renderAt('/admin/dashboard');
    await screen.findByText('VIP-12345-FCO');
    expect(screen.queryByRole('link', { name: 'Export CSV' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Staff' })).not.toBeInTheDocument();
    expect(
      within(screen.getByRole('navigation', { name: 'Back office' }))
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['Board', 'Suppliers', 'Allotments', 'Chauffeur transfer', 'Catalog', 'Security']);
    for (const name of ['Create Chauffeur Service', 'Change password', 'Logout'])
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Move VIP-12345-FCO to another status' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Confirmation Sent' }));
    expect(await screen.findByText('Status updated')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PATCH' && c.url === '/api/admin/bookings/c1/status')).toBe(true);
  });
});

describe('live board', () => {
  FakeEventSource.install();

  it("shows 'Live' and brings in a booking made elsewhere without a reload", async () => {
    const { bookings } = fakeOps({ bookings: [grace], signedIn: true });
    renderAt('/admin/dashboard');
    await screen.findByText('VIP-12345-FCO');
    const source = FakeEventSource.last!;
    expect(source.url).toBe('/api/admin/events');
    act(() => source.onopen!());
    expect(await screen.findByText('Live')).toBeInTheDocument();

    bookings.push(adminBooking({ id: 'c9', referenceCode: 'VIP-99999-LHR' }));
    act(() => source.emit('board'));
    expect(await screen.findByText('VIP-99999-LHR')).toBeInTheDocument();
    act(() => source.onerror!());
    expect(await screen.findByText('Reconnecting…')).toBeInTheDocument();
  });

  it('goes to the login when the stream cannot reconnect because the session ended', async () => {
    const ops = fakeOps({ bookings: [grace], signedIn: true });
    renderAt('/admin/dashboard');
    await screen.findByText('VIP-12345-FCO');
    const source = FakeEventSource.last!;
    ops.endSession();
    // The browser's reconnect was answered 401: it closes the source and does not try again.
    source.readyState = 2;
    act(() => source.onerror!());
    expect(await screen.findByRole('heading', { name: 'Admin Access' })).toBeInTheDocument();
  });
});
