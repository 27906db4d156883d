import type { ReactNode } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { loadMessages, type Messages } from '@vip/contracts/i18n';
import { HOLD_MESSAGES } from '@vip/contracts/schemas';
import { catalogueScope, LocaleProvider } from '@vip/ui';
import { BOOKING_CATALOGUE } from '../i18n/catalogue';
import { HoldCountdown, HoldItemLabel } from './hold-countdown';
import type { HoldClock, SeatHold } from './use-seat-hold';

const Scope = catalogueScope([BOOKING_CATALOGUE]);
let frame: Messages;

beforeAll(async () => {
  await BOOKING_CATALOGUE.load('fr');
  frame = await loadMessages('fr');
});

/** As the checkout renders it on a French page. */
const inFrench = (ui: ReactNode) => (
  <LocaleProvider locale="fr" messages={frame}>
    <Scope>{ui}</Scope>
  </LocaleProvider>
);

function seatHold(clock: HoldClock, overrides: Partial<SeatHold> = {}): SeatHold {
  return {
    phase: 'held',
    holdId: 'hold-1',
    holdsSeats: true,
    clock,
    statusByCartId: {},
    problem: null,
    changing: false,
    pause: jest.fn(),
    resume: jest.fn(),
    holdAgain: jest.fn(),
    checkoutHold: { id: 'hold-1', token: 'token' },
    ...overrides,
  } as SeatHold;
}
const running = (secondsLeft: number): HoldClock => ({
  paused: false,
  secondsLeft,
  pauseSecondsLeft: 1200,
  ended: false,
});
const announced = () => screen.getByRole('status').textContent;

describe('HoldCountdown in French', () => {
  it('counts down, announces the minutes with their plural, pauses and ends in French', () => {
    const { rerender } = render(inFrench(<HoldCountdown hold={seatHold(running(300))} />));
    expect(screen.getByRole('region', { name: 'Votre place réservée' })).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent('Nous gardons votre place pendant 5:00');
    expect(announced()).toBe(
      'Nous gardons votre place pendant 5 minutes. Vous pouvez suspendre le minuteur si vous avez besoin de plus de temps.',
    );
    rerender(inFrench(<HoldCountdown hold={seatHold(running(299))} />));
    expect(screen.getByRole('timer')).toHaveTextContent('Nous gardons votre place pendant 4:59');
    rerender(inFrench(<HoldCountdown hold={seatHold(running(240))} />));
    expect(announced()).toBe('Il reste 4 minutes pour finaliser votre réservation.');
    rerender(inFrench(<HoldCountdown hold={seatHold(running(60))} />));
    expect(announced()).toBe('Il reste 1 minute pour finaliser votre réservation.');
    rerender(inFrench(<HoldCountdown hold={seatHold(running(30))} />));
    expect(announced()).toBe(
      'Il reste 30 secondes pour finaliser votre réservation. Suspendez le minuteur si vous avez besoin de plus de temps.',
    );
    expect(screen.getByText(/^Les prestations marquées Confirmé immédiatement sont confirmées/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Suspendre' })).toBeInTheDocument();

    const paused = { paused: true, secondsLeft: 30, pauseSecondsLeft: 60, ended: false };
    rerender(inFrench(<HoldCountdown hold={seatHold(paused)} />));
    expect(screen.getByRole('timer')).toHaveTextContent('Minuteur suspendu à 0:30');
    expect(announced()).toBe(
      'Minuteur suspendu, il reste 0:30. Nous gardons votre place jusqu’à 1 minute pendant la pause.',
    );
    expect(screen.getByText('Votre place reste gardée pendant la pause, jusqu’à 1 minute.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reprendre' })).toBeInTheDocument();
    rerender(inFrench(<HoldCountdown hold={seatHold(running(30))} />));
    // French sets a no-break space before a colon.
    expect(announced()).toBe('Minuteur repris\u00a0: nous gardons votre place pendant 0:30.');

    const holdAgain = jest.fn();
    const ended = { paused: false, secondsLeft: 0, pauseSecondsLeft: 0, ended: true };
    rerender(inFrench(<HoldCountdown hold={seatHold(ended, { holdAgain })} />));
    expect(screen.getByText('Votre place n’est plus gardée')).toBeInTheDocument();
    expect(announced()).toMatch(/^Votre place n’est plus gardée\. Nous ne gardons plus votre place\./);
    expect(announced()).toMatch(/sous 24 heures\.$/);
    fireEvent.click(screen.getByRole('button', { name: 'Garder à nouveau' }));
    expect(holdAgain).toHaveBeenCalled();
  });

  it("says the hold service's refusal and each item's way of booking in French", () => {
    render(
      inFrench(
        <>
          <HoldCountdown
            hold={seatHold(
              { ...running(90), pauseSecondsLeft: 0 },
              { problem: { code: 'HOLD_PAUSE_USED', english: HOLD_MESSAGES.noPauseLeft } },
            )}
          />
          <HoldItemLabel status="held" />
          <HoldItemLabel status="request" />
        </>,
      ),
    );
    expect(
      screen.getByText(
        'Le minuteur ne peut plus être suspendu ; votre place reste gardée jusqu’à la fin du compte à rebours.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Suspendre' })).toHaveAttribute(
      'title',
      'Le minuteur ne peut plus être suspendu',
    );
    expect(screen.getByText('Confirmé immédiatement')).toBeInTheDocument();
    expect(screen.getByText('Demande : confirmation sous 24 heures')).toBeInTheDocument();
  });

  it.each([
    ['a hold gone from the server', 'HOLD_NOT_FOUND', 'No hold of yours has this id', 'Cette réservation temporaire'],
    ['a refusal it has no words for', 'RATE_LIMITED', 'Too many requests, slow down', 'Le minuteur n’a pas pu'],
  ])('says %s in French, never in the service’s English', (_, code, english, french) => {
    render(inFrench(<HoldCountdown hold={seatHold(running(90), { problem: { code, english } })} />));
    expect(screen.queryByText(english)).not.toBeInTheDocument();
    expect(screen.getByText(new RegExp(`^${french}`))).toBeInTheDocument();
  });
});
