import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { ApiRequestError } from '@vip/contracts/http';
import type { CheckoutHold, Hold, HoldItem, HoldItemStatus } from '@vip/contracts/schemas';
import type { CartItem } from '../cart/cart.types';
import { newIdempotencyKey } from '../checkout/idempotency-key';
import { changeHold, moveHold, placeHold, releaseHold, type OwnHold } from './api';
import { seatHoldProblemMessages } from './seat-hold.messages';

/** Where a hold's countdown stands. */
export interface HoldClock {
  paused: boolean;
  /** Running: seconds until the seats are freed; paused: the countdown left when it resumes. */
  secondsLeft: number;
  /** How long the pause may still last (paused), or how much pausing is left (running). */
  pauseSecondsLeft: number;
  ended: boolean;
}

/**
 * The hold's countdown `elapsed` seconds after its answer arrived, by the server's rule (a pause stands it still for
 * at most the pause left, then it runs on): counted from the answer, so the traveller's clock does not matter.
 */
export function holdClockAt(hold: Hold, elapsed: number): HoldClock {
  if (hold.ended) return { paused: false, secondsLeft: 0, pauseSecondsLeft: 0, ended: true };
  if (hold.paused && elapsed < hold.pauseSecondsLeft)
    return {
      paused: true,
      secondsLeft: hold.remainingSeconds,
      pauseSecondsLeft: hold.pauseSecondsLeft - elapsed,
      ended: false,
    };
  const left = hold.paused
    ? hold.remainingSeconds - (elapsed - hold.pauseSecondsLeft)
    : hold.secondsLeft - Math.max(0, elapsed);
  return {
    paused: false,
    secondsLeft: Math.max(0, left),
    pauseSecondsLeft: hold.paused ? 0 : hold.pauseSecondsLeft,
    ended: left <= 0,
  };
}

type HoldState =
  { phase: 'idle' } | { phase: 'placing' } | { phase: 'held'; hold: OwnHold; receivedAt: number } | { phase: 'failed' };

/** The cart items a hold is asked for (those with a date and time), and their cart ids in the same order. */
function holdItemsOf(items: readonly CartItem[]): { ids: number[]; items: HoldItem[] } {
  const dated = items.filter((i) => i.date && i.time);
  return {
    ids: dated.map((i) => i.id),
    items: dated.map((i) => ({ serviceId: i.serviceId, flightDate: i.date, flightTime: i.time })),
  };
}

/** A hold's answer to a change of items that leaves it as it was, or one that says it has ended (hold anew). */
const refusedMove = (error: unknown) => error instanceof ApiRequestError && error.code === 'HOLD_NOT_MOVED';
const holdGone = (error: unknown) =>
  error instanceof ApiRequestError && (error.code === 'HOLD_ENDED' || error.code === 'HOLD_NOT_FOUND');

/** In English: the countdown says it in the page's language (seat-hold.messages.ts). */
const CHANGE_FAILED = seatHoldProblemMessages.changeFailed.defaultMessage as string;

/** What the hold service refused, in its English words and by its code (a translated page says it by the code). */
export interface HoldProblem {
  code: string | undefined;
  english: string;
}

const problemOf = (error: unknown): HoldProblem =>
  error instanceof ApiRequestError
    ? { code: error.code, english: error.userMessage }
    : { code: undefined, english: CHANGE_FAILED };

/**
 * Holds the checkout's instantly confirmable items while the page is open: held when it opens, held again in one
 * step on the server when the quote changes (an item removed, a date or time changed: an unchanged item keeps its
 * seat, and a seat is never given up for a full band), released when the page is left. Each step waits for the one
 * before, so the traveller never competes with their own hold.
 */
export function useSeatHold(items: readonly CartItem[]) {
  const wanted = useMemo(() => holdItemsOf(items), [items]);
  const quoteKey = JSON.stringify(wanted.items);
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<HoldState>({ phase: 'idle' });
  const [problem, setProblem] = useState<HoldProblem | null>(null);
  const [now, setNow] = useState(() => Date.now());
  /** The hold the page has once the step in hand is done (null: none). */
  const current = useRef<Promise<OwnHold | null>>(Promise.resolve(null));
  /** The last held state shown, shown again when a change of items is refused (the hold did not change). */
  const lastHeld = useRef<HoldState | null>(null);
  /** 'Hold again' after the hold ended: a new hold, not a change of the old one. */
  const anew = useRef(false);
  const showHeld = useCallback((hold: OwnHold) => {
    const next: HoldState = { phase: 'held', hold, receivedAt: Date.now() };
    lastHeld.current = next;
    setState(next);
  }, []);

  useEffect(() => {
    const request = JSON.parse(quoteKey) as HoldItem[];
    if (request.length === 0) {
      setState({ phase: 'idle' });
      current.current = current.current
        .then((h) => h && releaseHold(h))
        .then(
          () => null,
          () => null,
        );
      return;
    }
    let left = false;
    const fresh = anew.current;
    anew.current = false;
    setState({ phase: 'placing' });
    setProblem(null);
    const step = current.current.then(async (previous): Promise<{ hold: OwnHold; refused?: HoldProblem } | null> => {
      if (left) return previous && { hold: previous };
      if (previous && !fresh) {
        try {
          return { hold: { ...(await moveHold(previous, request)), token: previous.token } };
        } catch (error) {
          if (refusedMove(error)) return { hold: previous, refused: problemOf(error) };
          if (!holdGone(error)) throw error;
        }
      }
      return { hold: await placeHold({ items: request }, newIdempotencyKey()) };
    });
    current.current = step.then(
      (answer) => answer?.hold ?? null,
      () => null,
    );
    step.then(
      (answer) => {
        if (left || !answer) return;
        if (answer.refused) {
          // Nothing changed on the server: the countdown goes on as it was shown.
          if (lastHeld.current) setState(lastHeld.current);
          else showHeld(answer.hold);
          setProblem(answer.refused);
          return;
        }
        showHeld(answer.hold);
      },
      () => {
        // No hold: the checkout goes on as before (each item confirmed if a seat is free when it is sent).
        if (!left) setState({ phase: 'failed' });
      },
    );
    return () => {
      left = true;
    };
  }, [quoteKey, attempt, showHeld]);

  // Leaving the checkout gives the seats back at once.
  useEffect(
    () => () => {
      current.current = current.current
        .then((h) => h && releaseHold(h))
        .then(
          () => null,
          () => null,
        );
    },
    [],
  );

  const held = state.phase === 'held' ? state : null;
  const elapsed = held ? Math.max(0, Math.floor((now - held.receivedAt) / 1000)) : 0;
  const clock = held ? holdClockAt(held.hold, elapsed) : null;
  const holdsSeats = held?.hold.items.some((i) => i.status === 'held') ?? false;
  const ticking = holdsSeats && clock !== null && !clock.ended;

  useEffect(() => {
    if (!ticking) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [ticking, held?.receivedAt]);

  const change = useMutation({
    mutationFn: ({ hold, paused }: { hold: OwnHold; paused: boolean }) => changeHold(hold, paused),
    onSuccess: (answer, { hold }) => {
      setProblem(null);
      setNow(Date.now());
      showHeld({ ...answer, token: hold.token });
    },
    onError: (error, { hold }) => {
      if (error instanceof ApiRequestError && error.code === 'HOLD_ENDED') {
        setState({ phase: 'held', hold: { ...hold, ended: true }, receivedAt: Date.now() });
        return;
      }
      setProblem(problemOf(error));
    },
  });

  const statusByCartId = useMemo(() => {
    const byId: Record<number, HoldItemStatus> = {};
    // A cart of requests only is said to be one by the page itself; labels tell apart carts that mix.
    if (!held?.hold.items.some((item) => item.status !== 'request')) return byId;
    // By what each item is, not its place: a refused change leaves the hold's items as they were.
    const remaining = [...held.hold.items];
    wanted.items.forEach((item, i) => {
      const at = remaining.findIndex(
        (h) => h.serviceId === item.serviceId && h.flightDate === item.flightDate && h.flightTime === item.flightTime,
      );
      const id = wanted.ids[i];
      if (at < 0 || id === undefined) return;
      byId[id] = remaining[at]!.status;
      remaining.splice(at, 1);
    });
    return byId;
  }, [held?.hold.items, wanted.ids, wanted.items]);

  return {
    phase: state.phase,
    holdId: held?.hold.id,
    /** The hold keeps at least one seat: the countdown shows. */
    holdsSeats,
    clock,
    /** How each cart item stands (by cart id), once the hold answered. */
    statusByCartId,
    problem,
    changing: change.isPending,
    pause: () => held && change.mutate({ hold: held.hold, paused: true }),
    resume: () => held && change.mutate({ hold: held.hold, paused: false }),
    holdAgain: () => {
      anew.current = true;
      setAttempt((n) => n + 1);
    },
    /** Every cart item has a seat in the live hold: the booking sent now is confirmed at once, whole. */
    confirmsEveryItem:
      held !== null &&
      holdsSeats &&
      clock !== null &&
      !clock.ended &&
      wanted.ids.length === items.length &&
      wanted.ids.every((id) => statusByCartId[id] === 'held'),
    /** What the checkout sends: the live hold that keeps seats, or nothing. */
    checkoutHold: (held && holdsSeats && clock && !clock.ended
      ? { id: held.hold.id, token: held.hold.token }
      : undefined) as CheckoutHold | undefined,
  };
}

export type SeatHold = ReturnType<typeof useSeatHold>;
