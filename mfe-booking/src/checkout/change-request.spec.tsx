import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { CANCELLATION_POLICY } from '@vip/contracts/booking-rules';
import { type TravellerBooking } from '@vip/contracts/schemas';
import { errorResponse, json, renderWithProviders, stubFetch } from '../quote/test-utils';
import { ManageBookingPage } from './confirmation-pages';

// antd forms and dialogs are heavy in jsdom; on a busy two-core machine a submit can take seconds to render.
jest.setTimeout(60_000);

const LOOKUP = 'GET /api/bookings/VIP-12345-FCO?email=grace%40example.com';
const CHANGE_REQUESTS = 'POST /api/bookings/VIP-12345-FCO/change-requests';
const SENT_TEXT = 'We have your request and will reply within 24 hours. Until then your booking stays as it is.';

const booking: TravellerBooking = {
  referenceCode: 'VIP-12345-FCO',
  status: 'Requested',
  paymentStatus: 'To be arranged',
  serviceName: 'VIP Meet & Greet – Arrival',
  serviceType: 'arrival',
  serviceLevel: 'standard',
  airport: { code: 'FCO', name: 'Leonardo da Vinci–Fiumicino Airport' },
  flightNumber: 'AZ611',
  flightDate: '2030-06-10',
  flightTime: '14:00',
  terminal: null,
  adultCount: 2,
  childCount: 0,
  travelerNames: ['Grace Hopper'],
  contactName: 'Grace Hopper',
  contactEmail: 'grace@example.com',
  contactPhone: '+1 212 555 0100',
  porterSelected: true,
  totalPrice: 490.5,
  createdAt: '2030-06-01T12:00:00.000Z',
  cancelledAt: null,
  cancellationCharge: null,
};

function renderManageBooking() {
  return renderWithProviders(
    <Routes>
      <Route path="/manage-booking" element={<ManageBookingPage />} />
    </Routes>,
    { path: '/manage-booking' },
  );
}

/** Finds VIP-12345-FCO with the e-mail as the traveller types it (mixed case: the page sends it lower-cased). */
async function findBooking(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Booking reference'), 'vip-12345-fco');
  await user.type(screen.getByLabelText('E-mail used for the booking'), 'Grace@Example.com');
  await user.click(screen.getByRole('button', { name: 'Find Booking' }));
  await screen.findByText('Booking VIP-12345-FCO');
}

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

describe('ManageBookingPage: change and cancellation requests', () => {
  it('offers both requests on a found booking', async () => {
    const user = userEvent.setup();
    stubFetch((route) => (route === LOOKUP ? json(booking) : undefined));
    renderManageBooking();
    await findBooking(user);
    expect(screen.getByRole('button', { name: 'Request a change' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Request cancellation' })).toBeInTheDocument();
    expect(screen.queryByText(/This booking was cancelled/)).not.toBeInTheDocument();
  });

  it('sends a cancellation request with the e-mail the booking was found by, then says it was sent', async () => {
    const user = userEvent.setup();
    const calls = stubFetch((route) => {
      if (route === LOOKUP) return json(booking);
      if (route === CHANGE_REQUESTS)
        return json({ referenceCode: 'VIP-12345-FCO', kind: 'cancel', receivedAt: '2030-06-02T09:30:00.000Z' }, 202);
      return undefined;
    });
    renderManageBooking();
    await findBooking(user);
    // What the e-mail field says afterwards is not what proves the request.
    await user.clear(screen.getByLabelText('E-mail used for the booking'));
    await user.type(screen.getByLabelText('E-mail used for the booking'), 'someone@example.com');

    await user.click(screen.getByRole('button', { name: 'Request cancellation' }));
    const dialog = await screen.findByRole('dialog', { name: 'Request cancellation' });
    for (const sentence of CANCELLATION_POLICY) expect(within(dialog).getByText(sentence)).toBeInTheDocument();
    const reason = within(dialog).getByLabelText('Reason for cancelling');
    expect(reason).toHaveAttribute('aria-required', 'true');
    expect(reason).toHaveAttribute('maxlength', '2000');

    // Nothing typed: the contract's message under the field, nothing sent.
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }));
    expect(await within(dialog).findByText('Please tell us what you would like')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);

    await user.type(reason, 'Our trip is off.{Enter}Sorry!');
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }));
    expect(await within(dialog).findByText('Request sent')).toBeInTheDocument();
    expect(within(dialog).getByText(SENT_TEXT)).toBeInTheDocument();
    expect(within(dialog).queryByLabelText('Reason for cancelling')).not.toBeInTheDocument();
    expect(document.querySelector('.ant-notification')).toHaveTextContent('Request sent');

    const posts = calls.filter((c) => c.method === 'POST');
    expect(posts).toEqual([
      {
        method: 'POST',
        path: '/api/bookings/VIP-12345-FCO/change-requests',
        body: { email: 'grace@example.com', kind: 'cancel', message: 'Our trip is off.\nSorry!' },
      },
    ]);
    // The look-up is fetched again after the request.
    await waitFor(() => expect(calls.filter((c) => `${c.method} ${c.path}` === LOOKUP)).toHaveLength(2));
  });

  it("shows the server's 409 message in the dialog", async () => {
    const user = userEvent.setup();
    const calls = stubFetch((route) => {
      if (route === LOOKUP) return json(booking);
      if (route === CHANGE_REQUESTS) return errorResponse(409, 'BOOKING_CANCELLED', 'This booking is cancelled.');
      return undefined;
    });
    renderManageBooking();
    await findBooking(user);
    await user.click(screen.getByRole('button', { name: 'Request a change' }));
    const dialog = await screen.findByRole('dialog', { name: 'Request a change' });
    expect(within(dialog).queryByText(CANCELLATION_POLICY[0])).not.toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('What would you like to change?'), 'Please move it to 16:00.');
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }));
    expect(await within(dialog).findByText('This booking is cancelled.')).toBeInTheDocument();
    expect(within(dialog).getByRole('alert')).toHaveTextContent('This booking is cancelled.');
    expect(within(dialog).queryByText('Request sent')).not.toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      email: 'grace@example.com',
      kind: 'change',
      message: 'Please move it to 16:00.',
    });
  });

  it('puts a refused message under the field and says 429 as the server does', async () => {
    const user = userEvent.setup();
    let answer = (): Response =>
      json(
        {
          error: {
            code: 'VALIDATION_FAILED',
            message: 'Remove the invisible control characters from this text',
            requestId: 'test-request',
            details: {
              fieldErrors: { message: ['Remove the invisible control characters from this text'] },
              formErrors: [],
              in: 'body',
            },
          },
        },
        400,
      );
    stubFetch((route) => (route === LOOKUP ? json(booking) : route === CHANGE_REQUESTS ? answer() : undefined));
    renderManageBooking();
    await findBooking(user);
    await user.click(screen.getByRole('button', { name: 'Request a change' }));
    const dialog = await screen.findByRole('dialog', { name: 'Request a change' });
    const field = within(dialog).getByLabelText('What would you like to change?');
    await user.type(field, 'A later pick-up, please.');
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }));
    expect(
      await within(dialog).findByText('Remove the invisible control characters from this text'),
    ).toBeInTheDocument();
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));

    answer = () => errorResponse(429, 'RATE_LIMITED', 'Too many requests. Please wait a minute and try again.');
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }));
    expect(
      await within(dialog).findByText('Too many requests. Please wait a minute and try again.'),
    ).toBeInTheDocument();
  });

  it('shows a cancelled booking with its date and charge, and offers no requests', async () => {
    const user = userEvent.setup();
    const cancelled: TravellerBooking = {
      ...booking,
      status: 'Cancelled',
      cancelledAt: '2030-06-03T12:00:00.000Z',
      cancellationCharge: 245.25,
    };
    stubFetch((route) => (route === LOOKUP ? json(cancelled) : undefined));
    renderManageBooking();
    await findBooking(user);
    expect(screen.getByText('This booking was cancelled on June 3, 2030.')).toBeInTheDocument();
    expect(screen.getByText('Cancellation charge: $245.25.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Request a change' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Request cancellation' })).not.toBeInTheDocument();
  });

  it('says nothing of a charge when the cancellation was free', async () => {
    const user = userEvent.setup();
    stubFetch((route) =>
      route === LOOKUP
        ? json({ ...booking, status: 'Cancelled', cancelledAt: '2030-06-03T12:00:00.000Z', cancellationCharge: 0 })
        : undefined,
    );
    renderManageBooking();
    await findBooking(user);
    expect(screen.getByText('This booking was cancelled on June 3, 2030.')).toBeInTheDocument();
    expect(screen.queryByText(/Cancellation charge/)).not.toBeInTheDocument();
  });

  it('offers no requests on a completed booking', async () => {
    const user = userEvent.setup();
    stubFetch((route) => (route === LOOKUP ? json({ ...booking, status: 'Completed' }) : undefined));
    renderManageBooking();
    await findBooking(user);
    expect(screen.getByText('Completed')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Request a change' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Request cancellation' })).not.toBeInTheDocument();
  });
});
