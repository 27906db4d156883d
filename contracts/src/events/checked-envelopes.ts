/**
 * Envelopes this process made (createEnvelope) or read and checked (parseEnvelope). An event is checked where it is
 * made and where it comes in from outside; the steps between (the outbox, the relay's publish) take a checked one
 * as it is instead of checking it again. Envelopes are never changed after they are made. Not exported from the
 * package: only those two functions add to it.
 */
export const checkedEnvelopes = new WeakSet<object>();
