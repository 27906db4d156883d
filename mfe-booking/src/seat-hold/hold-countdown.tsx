import { useEffect, useRef, useState, type CSSProperties } from 'react';
import { Alert, Button, Flex, Tag, Typography } from 'antd';
import { BOOKING_RULES } from '@vip/contracts/booking-rules';
import type { HoldItemStatus } from '@vip/contracts/schemas';
import type { MessageDescriptor } from 'react-intl';
import { useLocale, useText } from '@vip/ui';
import { serverText } from '../checkout/server-text';
import { seatHoldMessages as m, seatHoldProblemMessages } from './seat-hold.messages';
import type { HoldClock, HoldProblem, SeatHold } from './use-seat-hold';

/** Read by screen readers, not shown. */
const SCREEN_READER_ONLY: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
};

/** 4:59, 0:07. */
export function formatCountdown(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

/** Whole minutes, rounded up: a hold with 4:01 left has 5 minutes. */
const minutes = (seconds: number) => Math.max(1, Math.ceil(seconds / 60));

/** The hold service's refusals by code; any other problem is said as 'could not be changed'. */
const PROBLEMS: Partial<Record<string, MessageDescriptor>> = {
  HOLD_ENDED: seatHoldProblemMessages.ended,
  HOLD_NOT_FOUND: seatHoldProblemMessages.ended,
  HOLD_PAUSE_USED: seatHoldProblemMessages.noPauseLeft,
  HOLD_NOT_MOVED: seatHoldProblemMessages.notMoved,
};

function ProblemLine({ problem }: { problem: HoldProblem }) {
  const text = useText();
  const locale = useLocale();
  return (
    <Typography.Paragraph type="danger" style={{ margin: '4px 0 0' }}>
      {serverText(locale, problem.english, () =>
        text(PROBLEMS[problem.code ?? ''] ?? seatHoldProblemMessages.changeFailed),
      )}
    </Typography.Paragraph>
  );
}

/**
 * What a screen reader hears, at sensible moments only: when the hold starts, at each whole minute, at 30 seconds, on
 * pause and resume, and when it ends (never each second: the visible countdown is a timer, which is not announced).
 */
function useAnnouncement(clock: HoldClock | null, holdId: string | undefined): string {
  const text = useText();
  const [message, setMessage] = useState('');
  const last = useRef<{ holdId?: string; clock: HoldClock } | null>(null);
  useEffect(() => {
    if (!clock) return;
    const previous = last.current;
    const before = previous && previous.holdId === holdId ? previous.clock : null;
    last.current = { holdId, clock };
    const ended = () => text(m.ended, { hours: BOOKING_RULES.responseHours });
    if (!before) return setMessage(clock.ended ? ended() : text(m.started, { minutes: minutes(clock.secondsLeft) }));
    if (clock.ended && !before.ended) return setMessage(text(m.endedAnnouncement, { details: ended() }));
    if (clock.paused && !before.paused)
      return setMessage(
        text(m.paused, { time: formatCountdown(clock.secondsLeft), minutes: minutes(clock.pauseSecondsLeft) }),
      );
    if (!clock.paused && before.paused)
      return setMessage(text(m.resumed, { time: formatCountdown(clock.secondsLeft) }));
    if (clock.paused || clock.ended) return;
    if (before.secondsLeft > 30 && clock.secondsLeft <= 30 && clock.secondsLeft > 0)
      return setMessage(text(m.lastSeconds, { seconds: 30 }));
    if (Math.ceil(clock.secondsLeft / 60) < Math.ceil(before.secondsLeft / 60) && clock.secondsLeft > 30)
      setMessage(text(m.minutesLeft, { minutes: minutes(clock.secondsLeft) }));
    // Said when the clock moves, not again when only the text function is new.
  }, [clock, holdId]);
  return message;
}

/**
 * The hold's countdown for the checkout: 'We are holding your place for 4:59', a Pause timer / Resume control
 * (the hold is paused on the server, up to its limit), and plain words with 'Hold again' once it ended.
 */
export function HoldCountdown({ hold }: { hold: SeatHold }) {
  const text = useText();
  const { clock } = hold;
  const message = useAnnouncement(hold.holdsSeats ? clock : null, hold.holdId);
  if (!hold.holdsSeats || !clock) return null;
  return (
    <section aria-label={text(m.region)} style={{ marginBottom: 16 }}>
      <div role="status" aria-live="polite" aria-atomic="true" style={SCREEN_READER_ONLY}>
        {message}
      </div>
      {clock.ended ? (
        // Not an alert: the polite status above says it once; an alert region would be read on every change.
        <Alert
          role="group"
          type="warning"
          showIcon
          title={text(m.endedTitle)}
          description={text(m.ended, { hours: BOOKING_RULES.responseHours })}
          action={<Button onClick={hold.holdAgain}>{text(m.holdAgain)}</Button>}
        />
      ) : (
        <Alert
          role="group"
          type="info"
          showIcon
          title={
            <span role="timer" aria-live="off">
              {text(clock.paused ? m.pausedAt : m.holding, { time: formatCountdown(clock.secondsLeft) })}
            </span>
          }
          description={
            <>
              {clock.paused
                ? text(m.pausedDetails, { minutes: minutes(clock.pauseSecondsLeft) })
                : text(m.runningDetails)}
              {hold.problem && <ProblemLine problem={hold.problem} />}
            </>
          }
          action={
            clock.paused ? (
              <Button onClick={hold.resume} loading={hold.changing}>
                {text(m.resume)}
              </Button>
            ) : (
              <Button
                onClick={hold.pause}
                loading={hold.changing}
                disabled={clock.pauseSecondsLeft <= 0}
                title={clock.pauseSecondsLeft <= 0 ? text(m.noPause) : undefined}
              >
                {text(m.pause)}
              </Button>
            )
          }
        />
      )}
    </section>
  );
}

/** How one item of the checkout will be booked: confirmed at once (its place held) or a request. */
export function HoldItemLabel({ status }: { status: HoldItemStatus | undefined }) {
  const text = useText();
  if (!status) return null;
  if (status === 'held')
    return (
      <Flex style={{ marginTop: 4 }}>
        <Tag color="green" style={{ color: 'rgba(0,0,0,0.88)' }}>
          {text(m.itemHeld)}
        </Tag>
      </Flex>
    );
  return (
    <Typography.Paragraph style={{ margin: '4px 0 0' }}>
      {text(ITEM_LABELS[status], { hours: BOOKING_RULES.responseHours })}
    </Typography.Paragraph>
  );
}

const ITEM_LABELS = { held: m.itemHeld, soldOut: m.itemSoldOut, request: m.itemRequest } as const;
