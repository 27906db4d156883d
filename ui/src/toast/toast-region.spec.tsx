import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from 'antd';
import { AntdScope } from '../antd-scope/antd-scope';
import { clearToasts, toast } from './toast';

// jsdom has no PointerEvent: a MouseEvent carrying the pointer's id stands in (all the swipe reads).
beforeAll(() => {
  window.PointerEvent ??= class extends MouseEvent {
    readonly pointerId: number;
    constructor(type: string, init: PointerEventInit = {}) {
      super(type, init);
      this.pointerId = init.pointerId ?? 0;
    }
  } as typeof PointerEvent;
});

/** Well before the toast's own 5 s are up: it went because of what the test did. */
const SOONER_THAN_ITS_TIME = { timeout: 3000 };

const region = () => screen.getByRole('region', { name: 'Notifications (F8)' });
const notice = (title: string) => screen.getByText(title).closest<HTMLElement>('.ant-notification-notice')!;

/** A drag of `dx` px to the right on the toast, by a finger (pointer events, as a touch screen sends them). */
function swipe(target: HTMLElement, dx: number) {
  fireEvent.pointerDown(target, { pointerId: 7, button: 0, clientX: 100, clientY: 40 });
  fireEvent.pointerMove(window, { pointerId: 7, clientX: 100 + dx / 2, clientY: 42 });
  fireEvent.pointerMove(window, { pointerId: 7, clientX: 100 + dx, clientY: 42 });
  fireEvent.pointerUp(window, { pointerId: 7, clientX: 100 + dx, clientY: 42 });
}

/** A page built with antd showing a toast through its AntdScope (App.useApp), as the back office does. */
function AntdPage() {
  const { notification } = App.useApp();
  return (
    <button
      type="button"
      onClick={() => notification.error({ title: 'Could not save the booking', description: 'Try again.' })}
    >
      Save
    </button>
  );
}

describe('the notifications region', () => {
  afterEach(() => clearToasts());

  it('holds the toasts of pages built without antd', async () => {
    await toast.success({
      title: 'Service added to quote',
      description: 'VIP Meet & Greet has been added to your quote.',
    });
    expect((await screen.findByText('Service added to quote')).closest('section')).toBe(region());
  });

  it('dismisses a toast swiped right by 50 px, and lets one swiped less spring back', async () => {
    await toast.success({ title: 'Return trip added' });
    const shown = await screen.findByText('Return trip added');
    swipe(notice('Return trip added'), 49);
    expect(shown).toBeInTheDocument();
    expect(notice('Return trip added').style.transform).toBe('');

    swipe(notice('Return trip added'), 50);
    await waitFor(() => expect(screen.queryByText('Return trip added')).not.toBeInTheDocument(), SOONER_THAN_ITS_TIME);
  });

  it('leaves a toast dragged left where it is', async () => {
    await toast.info({ title: 'Promo code applied' });
    await screen.findByText('Promo code applied');
    swipe(notice('Promo code applied'), -120);
    expect(screen.getByText('Promo code applied')).toBeInTheDocument();
  });

  it('moves the focus to the region on F8, and back where it was when the toast goes', async () => {
    const user = userEvent.setup();
    render(<button type="button">Find Services</button>);
    await user.click(screen.getByRole('button', { name: 'Find Services' }));
    await toast.error({
      title: 'Airport is required',
      description: 'Please select an airport to search for services.',
    });
    await screen.findByText('Airport is required');

    await user.keyboard('{F8}');
    expect(region()).toHaveFocus();
    // The toast's own controls are next in the tab order.
    await user.tab();
    expect(within(region()).getByRole('button', { name: 'Close' })).toHaveFocus();

    await user.keyboard('{Enter}');
    await waitFor(
      () => expect(screen.queryByText('Airport is required')).not.toBeInTheDocument(),
      SOONER_THAN_ITS_TIME,
    );
    await waitFor(() => expect(screen.getByRole('button', { name: 'Find Services' })).toHaveFocus());
  });

  it('leaves the focus alone on F8 when no toast is shown', async () => {
    const user = userEvent.setup();
    await toast.info({ title: 'Gone soon' });
    await act(() => clearToasts());
    await waitFor(() => expect(screen.queryByText('Gone soon')).not.toBeInTheDocument());
    render(<button type="button">Find Services</button>);
    await user.click(screen.getByRole('button', { name: 'Find Services' }));
    await user.keyboard('{F8}');
    expect(screen.getByRole('button', { name: 'Find Services' })).toHaveFocus();
  });

  it('holds the toasts of pages built with antd too: F8 reaches them and a swipe dismisses them', async () => {
    const user = userEvent.setup();
    render(
      <AntdScope>
        <AntdPage />
      </AntdScope>,
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByText('Could not save the booking')).closest('section')).toBe(region());
    await user.keyboard('{F8}');
    expect(region()).toHaveFocus();
    swipe(notice('Could not save the booking'), 80);
    await waitFor(
      () => expect(screen.queryByText('Could not save the booking')).not.toBeInTheDocument(),
      SOONER_THAN_ITS_TIME,
    );
  });
});
