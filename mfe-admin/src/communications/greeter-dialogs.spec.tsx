import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GreeterContactDialog, GreeterInfoDialog, GreeterRequestDialog } from './greeter-dialogs';
import {
  booking,
  fakeCommunications,
  renderWithProviders,
  session,
  withGreeter,
  withSupplier,
} from '../../test/support/communications-fake';

describe('Send Greeter Contact Information (spec §5)', () => {
  it('ticks traveler and booker; Send needs subject, message and at least one recipient', async () => {
    const user = userEvent.setup();
    const b = booking({}, withGreeter);
    const { posted } = fakeCommunications({ detail: b });
    const onClose = jest.fn();
    renderWithProviders(<GreeterContactDialog booking={b} session={session} open onClose={onClose} />);
    const dialog = screen.getByRole('dialog', { name: 'Send Greeter Contact Information' });
    const traveler = within(dialog).getByRole('checkbox', { name: /Traveler: Grace Hopper/ });
    const booker = within(dialog).getByRole('checkbox', { name: /Booker: Ada Lovelace/ });
    const send = within(dialog).getByRole('button', { name: 'Send Email' });
    expect(traveler).toBeChecked();
    expect(booker).toBeChecked();
    expect((within(dialog).getByLabelText(/^Message/) as HTMLTextAreaElement).value).toContain(
      'Greeter phone: +39 06 1234 5678',
    );
    await user.click(traveler);
    await user.click(booker);
    expect(send).toBeDisabled();
    await user.click(booker);
    expect(send).toBeEnabled();
    await user.clear(within(dialog).getByLabelText(/^Subject/));
    expect(send).toBeDisabled();
    await user.type(within(dialog).getByLabelText(/^Subject/), 'Your greeter');
    await user.clear(within(dialog).getByLabelText(/^Message/));
    expect(send).toBeDisabled();
    await user.type(within(dialog).getByLabelText(/^Message/), 'Marco meets you.');
    await user.click(send);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(posted('/communications')).toEqual([
      {
        purpose: 'greeter_contact',
        email: { recipients: ['booker'], subject: 'Your greeter', message: 'Marco meets you.' },
      },
    ]);
  });

  it('a contact without an e-mail is disabled and marked Not Provided', () => {
    const b = booking({ bookerEmail: null }, withGreeter);
    fakeCommunications({ detail: b });
    renderWithProviders(<GreeterContactDialog booking={b} session={session} open onClose={jest.fn()} />);
    const booker = screen.getByRole('checkbox', { name: /Booker: Ada Lovelace — Not Provided/ });
    expect(booker).toBeDisabled();
    expect(booker).not.toBeChecked();
  });
});

describe('Request Greeter Information', () => {
  it('goes to the assigned supplier; subject and message required', async () => {
    const user = userEvent.setup();
    const b = booking({}, withSupplier);
    const { posted } = fakeCommunications({ detail: b });
    const onClose = jest.fn();
    renderWithProviders(<GreeterRequestDialog booking={b} session={session} open onClose={onClose} />);
    const dialog = screen.getByRole('dialog', { name: 'Request Greeter Information' });
    expect(within(dialog).getByText('To: Roma VIP (ops@romavip.example)')).toBeInTheDocument();
    const send = within(dialog).getByRole('button', { name: 'Send Request' });
    await user.clear(within(dialog).getByLabelText(/^Subject/));
    expect(send).toBeDisabled();
    await user.type(within(dialog).getByLabelText(/^Subject/), 'Greeter please');
    await user.clear(within(dialog).getByLabelText(/^Message/));
    expect(send).toBeDisabled();
    await user.type(within(dialog).getByLabelText(/^Message/), 'Who meets them?');
    await user.click(send);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(posted('/communications')).toEqual([
      { purpose: 'greeter_request', email: { subject: 'Greeter please', message: 'Who meets them?' } },
    ]);
  });
});

describe('Send Greeter Information (e-mail and text)', () => {
  it('sends a text with its counter out of 300 to the chosen numbers; a contact without a phone is Not Provided', async () => {
    const user = userEvent.setup();
    const b = booking({ bookerPhone: null }, withGreeter);
    const { posted } = fakeCommunications({ detail: b });
    renderWithProviders(<GreeterInfoDialog booking={b} session={session} open onClose={jest.fn()} />);
    const dialog = screen.getByRole('dialog', { name: 'Send Greeter Information' });
    const textTo = within(dialog).getByRole('group', { name: 'Text to' });
    expect(within(textTo).getByRole('checkbox', { name: /Booker: Ada Lovelace — Not Provided/ })).toBeDisabled();
    const sms = within(dialog).getByLabelText('Text message');
    await user.clear(sms);
    expect(within(dialog).getByRole('button', { name: 'Send Text' })).toBeDisabled();
    await user.type(sms, 'Marco waits at gate B12');
    expect(within(dialog).getByText('23 / 300')).toBeInTheDocument();
    // No missing-driver postscript on greeter texts.
    expect(within(dialog).queryByText(/postscript/)).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Send Text' }));
    await waitFor(() => expect(posted('/communications')).toHaveLength(1));
    expect(posted('/communications')[0]).toEqual({
      purpose: 'greeter_info',
      sms: { recipients: ['traveler'], message: 'Marco waits at gate B12' },
    });
  });

  it('sends the e-mail part on its own', async () => {
    const user = userEvent.setup();
    const b = booking({}, withGreeter);
    const { posted } = fakeCommunications({ detail: b, deliver: 'dev-outbox' });
    renderWithProviders(<GreeterInfoDialog booking={b} session={session} open onClose={jest.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Send Email' }));
    await waitFor(() => expect(posted('/communications')).toHaveLength(1));
    expect(posted('/communications')[0]).toMatchObject({
      purpose: 'greeter_info',
      email: { recipients: ['traveler', 'booker'], subject: 'Your Greeter Information - VIP-12345-FCO' },
    });
    expect(await screen.findByText('Greeter information e-mail kept in the dev outbox')).toBeInTheDocument();
  });
});
