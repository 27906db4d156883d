import { useEffect, useRef, useState, type CSSProperties } from 'react';
import { Alert, Button, Flex, Tag, Typography } from 'antd';
import { HOLD_ITEM_LABELS, type HoldItemStatus } from '@vip/contracts/schemas';
import type { HoldClock, SeatHold } from './use-seat-hold';

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

const minutes = (seconds: number) => {
  const n = Math.max(1, Math.ceil(seconds / 60));
  return `${n} minute${n === 1 ? '' : 's'}`;
};

export const HOLD_TEXTS = {
  holding: (seconds: number) => `We are holding your place for ${formatCountdown(seconds)}`,
  started: (seconds: number) =>
    `We are holding your place for ${minutes(seconds)}. You can pause the timer if you need more time.`,
  minutesLeft: (seconds: number) => `${minutes(seconds)} left to complete your booking.`,
  lastSeconds: '30 seconds left to complete your booking. Pause the timer if you need more time.',
  paused: (clock: HoldClock) =>
    `Timer paused with ${formatCountdown(clock.secondsLeft)} left. We keep your place for up to ${minutes(clock.pauseSecondsLeft)} while it is paused.`,
  resumed: (seconds: number) => `Timer resumed: we are holding your place for ${formatCountdown(seconds)}.`,
  endedTitle: 'Your hold has ended',
  ended:
    'We are no longer holding your place. Hold it again, or send your booking as it is: it is confirmed at once if a place is still free, otherwise it becomes a request we confirm within 24 hours.',
} as const;

/**
 * What a screen reader hears, at sensible moments only: when the hold starts, at each whole minute, at 30 seconds, on
 * pause and resume, and when it ends (never each second: the visible countdown is a timer, which is not announced).
 */
function useAnnouncement(clock: HoldClock | null, holdId: string | undefined): string {
  const [message, setMessage] = useState('');
  const last = useRef<{ holdId?: string; clock: HoldClock } | null>(null);
  useEffect(() => {
    if (!clock) return;
    const previous = last.current;
    const before = previous && previous.holdId === holdId ? previous.clock : null;
    last.current = { holdId, clock };
    if (!before) return setMessage(clock.ended ? HOLD_TEXTS.ended : HOLD_TEXTS.started(clock.secondsLeft));
    if (clock.ended && !before.ended) return setMessage(`${HOLD_TEXTS.endedTitle}. ${HOLD_TEXTS.ended}`);
    if (clock.paused && !before.paused) return setMessage(HOLD_TEXTS.paused(clock));
    if (!clock.paused && before.paused) return setMessage(HOLD_TEXTS.resumed(clock.secondsLeft));
    if (clock.paused || clock.ended) return;
    if (before.secondsLeft > 30 && clock.secondsLeft <= 30 && clock.secondsLeft > 0)
      return setMessage(HOLD_TEXTS.lastSeconds);
    if (Math.ceil(clock.secondsLeft / 60) < Math.ceil(before.secondsLeft / 60) && clock.secondsLeft > 30)
      setMessage(HOLD_TEXTS.minutesLeft(clock.secondsLeft));
  }, [clock, holdId]);
  return message;
}

/**
 * The hold's countdown for the checkout: 'We are holding your place for 4:59', a Pause timer / Resume control
 * (the hold is paused on the server, up to its limit), and plain words with 'Hold again' once it ended.
 */
export function HoldCountdown({ hold }: { hold: SeatHold }) {
  const { clock } = hold;
  const message = useAnnouncement(hold.holdsSeats ? clock : null, hold.holdId);
  if (!hold.holdsSeats || !clock) return null;
  return (
    <section aria-label="Your held place" style={{ marginBottom: 16 }}>
      <div role="status" aria-live="polite" aria-atomic="true" style={SCREEN_READER_ONLY}>
        {message}
      </div>
      {clock.ended ? (
        // Not an alert: the polite status above says it once; an alert region would be read on every change.
        <Alert
          role="group"
          type="warning"
          showIcon
          title={HOLD_TEXTS.endedTitle}
          description={HOLD_TEXTS.ended}
          action={<Button onClick={hold.holdAgain}>Hold again</Button>}
        />
      ) : (
        <Alert
          role="group"
          type="info"
          showIcon
          title={
            <span role="timer" aria-live="off">
              {clock.paused
                ? `Timer paused at ${formatCountdown(clock.secondsLeft)}`
                : HOLD_TEXTS.holding(clock.secondsLeft)}
            </span>
          }
          description={
            <>
              {clock.paused
                ? `Your place stays held while the timer is paused, for up to ${minutes(clock.pauseSecondsLeft)}.`
                : 'The services marked Confirmed at once are confirmed as soon as you send your booking.'}
              {hold.problem && (
                <Typography.Paragraph type="danger" style={{ margin: '4px 0 0' }}>
                  {hold.problem}
                </Typography.Paragraph>
              )}
            </>
          }
          action={
            clock.paused ? (
              <Button onClick={hold.resume} loading={hold.changing}>
                Resume
              </Button>
            ) : (
              <Button
                onClick={hold.pause}
                loading={hold.changing}
                disabled={clock.pauseSecondsLeft <= 0}
                title={clock.pauseSecondsLeft <= 0 ? 'The timer cannot be paused any longer' : undefined}
              >
                Pause timer
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
  if (!status) return null;
  if (status === 'held')
    return (
      <Flex style={{ marginTop: 4 }}>
        <Tag color="green" style={{ color: 'rgba(0,0,0,0.88)' }}>
          {HOLD_ITEM_LABELS.held}
        </Tag>
      </Flex>
    );
  return <Typography.Paragraph style={{ margin: '4px 0 0' }}>{HOLD_ITEM_LABELS[status]}</Typography.Paragraph>;
}
