import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SMS_DRIVER_POSTSCRIPT } from '@vip/contracts/schemas';
import { DriverInfoDialog, DriverRequestDialog } from './driver-dialogs';
import {
  booking,
  chauffeurBooking,
  fakeCommunications,
  renderWithProviders,
  session,
  withDriver,
  withSupplier,
} from '../../test/support/communications-fake';

const POSTSCRIPT = SMS_DRIVER_POSTSCRIPT.trim();

function openDriverInfo(b = chauffeurBooking(withDriver)) {
  const fake = fakeCommunications({ detail: b });
  const onClose = jest.fn();
  renderWithProviders(<DriverInfoDialog booking={b} session={session} open onClose={onClose} />);
  return { ...fake, onClose, dialog: screen.getByRole('dialog', { name: 'Send Chauffeur/Driver Information' }) };
}

describe('Send Chauffeur/Driver Information (spec §5)', () => {
  it('chauffeur e-mail: a message and at least one recipient (the subject may stay empty)', async () => {
    const user = userEvent.setup();
    const { dialog, posted, onClose } = openDriverInfo();
    const send = within(dialog).getByRole('button', { name: 'Send Email' });
    const emailTo = within(dialog).getByRole('group', { name: 'Email to' });
    await user.click(within(emailTo).getByRole('checkbox', { name: /Traveler/ }));
    await user.click(within(emailTo).getByRole('checkbox', { name: /Booker/ }));
    expect(send).toBeDisabled();
    await user.click(within(emailTo).getByRole('checkbox', { name: /Traveler/ }));
    await user.clear(within(dialog).getByLabelText(/^Message/));
    expect(send).toBeDisabled();
    await user.type(within(dialog).getByLabelText(/^Message/), 'Luca waits at arrivals.');
    await user.clear(within(dialog).getByLabelText(/^Subject/));
    expect(send).toBeEnabled();
    await user.click(send);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(posted('/communications')).toEqual([
      { purpose: 'driver_info', email: { recipients: ['traveler'], message: 'Luca waits at arrivals.' } },
    ]);
  });

  it('SMS: a counter out of 300; at 250 characters or fewer the postscript is added automatically', async () => {
    const user = userEvent.setup();
    const { dialog, posted } = openDriverInfo();
    const sms = within(dialog).getByLabelText('Text message');
    await user.clear(sms);
    await user.type(sms, 'Driver Luca, black Mercedes AB123CD');
    expect(within(dialog).getByText('35 / 300')).toBeInTheDocument();
    expect(
      within(dialog).getByText(`The postscript “${POSTSCRIPT}” is added automatically (250 characters or fewer).`),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Send Text' }));
    await waitFor(() => expect(posted('/communications')).toHaveLength(1));
    expect(posted('/communications')[0]).toEqual({
      purpose: 'driver_info',
      sms: { recipients: ['traveler', 'booker'], message: 'Driver Luca, black Mercedes AB123CD', addPostscript: true },
    });
  });

  it("prefills the text and names the postscript in the booking's language", async () => {
    const user = userEvent.setup();
    const { dialog, posted } = openDriverInfo({ ...chauffeurBooking(withDriver), locale: 'fr' });
    const sms = within(dialog).getByLabelText('Text message');
    expect(sms).toHaveValue('VIP-12345-FCO : votre chauffeur Luca, +39 333 123 4567, Mercedes E AB123CD.');
    expect(
      within(dialog).getByText(
        'The postscript “Pas de chauffeur ? Appelez le +1 (888) 847-4847” is added automatically (250 characters or fewer).',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByText("Prefilled in Français (French), the booking's language.")).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Send Text' }));
    await waitFor(() => expect(posted('/communications')).toHaveLength(1));
    expect(posted('/communications')[0]).toMatchObject({
      sms: {
        message: 'VIP-12345-FCO : votre chauffeur Luca, +39 333 123 4567, Mercedes E AB123CD.',
        addPostscript: true,
      },
    });
  });

  it('SMS above 250 characters: the postscript is only offered, and only while it fits in 300', async () => {
    const user = userEvent.setup();
    const { dialog, posted } = openDriverInfo();
    const sms = within(dialog).getByLabelText('Text message');
    await user.clear(sms);
    await user.click(sms);
    await user.paste('x'.repeat(251));
    const offer = within(dialog).getByRole('checkbox', { name: `Add the postscript “${POSTSCRIPT}”` });
    expect(offer).not.toBeChecked();
    expect(within(dialog).queryByText(/is added automatically/)).not.toBeInTheDocument();
    await user.click(offer);
    await user.click(within(dialog).getByRole('button', { name: 'Send Text' }));
    await waitFor(() => expect(posted('/communications')).toHaveLength(1));
    expect(posted('/communications')[0]).toMatchObject({ sms: { addPostscript: true } });

    await user.click(sms);
    await user.paste('y'.repeat(40));
    expect(within(dialog).getByText('291 / 300')).toBeInTheDocument();
    expect(
      within(dialog).getByRole('checkbox', {
        name: `Add the postscript “${POSTSCRIPT}” (no room within 300 characters)`,
      }),
    ).toBeDisabled();
  });

  it('the text is cut at 300 characters', async () => {
    const user = userEvent.setup();
    const { dialog } = openDriverInfo();
    const sms = within(dialog).getByLabelText('Text message');
    await user.clear(sms);
    await user.click(sms);
    await user.paste('z'.repeat(320));
    expect((sms as HTMLTextAreaElement).value).toHaveLength(300);
    expect(within(dialog).getByText('300 / 300')).toBeInTheDocument();
  });

  it('a contact without a phone cannot be texted (Not Provided)', () => {
    const { dialog } = openDriverInfo({ ...chauffeurBooking(withDriver), bookerPhone: '' });
    const textTo = within(dialog).getByRole('group', { name: 'Text to' });
    const booker = within(textTo).getByRole('checkbox', { name: /Booker: Ada Lovelace — Not Provided/ });
    expect(booker).toBeDisabled();
    expect(within(textTo).getByRole('checkbox', { name: /Traveler: Grace Hopper/ })).toBeChecked();
  });

  it('meet-and-greet: e-mail only, and the subject is required', async () => {
    const user = userEvent.setup();
    const { dialog } = openDriverInfo(booking({}, withDriver));
    expect(within(dialog).queryByLabelText('Text message')).not.toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText(/^Subject/));
    expect(within(dialog).getByRole('button', { name: 'Send Email' })).toBeDisabled();
  });
});

describe('Request Driver Information (spec §5)', () => {
  it('chauffeur bookings need the To as well as subject and message', async () => {
    const user = userEvent.setup();
    const b = chauffeurBooking(withSupplier);
    const { posted } = fakeCommunications({ detail: b });
    const onClose = jest.fn();
    renderWithProviders(<DriverRequestDialog booking={b} session={session} open onClose={onClose} />);
    const dialog = screen.getByRole('dialog', { name: 'Request Driver Information' });
    const send = within(dialog).getByRole('button', { name: 'Send Request' });
    const to = within(dialog).getByLabelText(/^To/);
    expect(to).toHaveValue('ops@romavip.example');
    await user.clear(to);
    expect(send).toBeDisabled();
    await user.type(to, 'dispatch@cars.example');
    await user.clear(within(dialog).getByLabelText(/^Subject/));
    expect(send).toBeDisabled();
    await user.type(within(dialog).getByLabelText(/^Subject/), 'Driver?');
    await user.click(send);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(posted('/communications')[0]).toMatchObject({
      purpose: 'driver_request',
      email: { to: 'dispatch@cars.example', subject: 'Driver?' },
    });
  });

  it('meet-and-greet bookings write to the assigned supplier', async () => {
    const user = userEvent.setup();
    const b = booking({}, withSupplier);
    const { posted } = fakeCommunications({ detail: b });
    renderWithProviders(<DriverRequestDialog booking={b} session={session} open onClose={jest.fn()} />);
    expect(screen.getByText('To: Roma VIP (ops@romavip.example)')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send Request' }));
    await waitFor(() => expect(posted('/communications')).toHaveLength(1));
    expect(posted('/communications')[0]!.email).not.toHaveProperty('to');
  });
});
