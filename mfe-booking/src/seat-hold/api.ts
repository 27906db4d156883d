import { apiRequest } from '@vip/contracts/http';
import {
  HOLDS_PATH,
  HOLD_TOKEN_HEADER,
  holdChangeSchema,
  holdRequestSchema,
  holdSchema,
  type Hold,
  type HoldItem,
  type HoldRequest,
} from '@vip/contracts/schemas';

/**
 * Seat holds during the checkout. Plain fetchers take a `baseUrl` (empty in the browser, the Pact mock server in
 * contract tests); requests are checked against the contract before they leave.
 */

export const holdKeys = {
  all: [HOLDS_PATH] as const,
  one: (id: string) => [`${HOLDS_PATH}/${encodeURIComponent(id)}`] as const,
};

/** A hold as answered when it was made: with the token that proves it is ours. */
export type OwnHold = Hold & { token: string };

/** POST /api/bookings/holds: a seat for each item an allotment covers, for a few minutes. */
export async function placeHold(request: HoldRequest, idempotencyKey: string, baseUrl = ''): Promise<OwnHold> {
  holdRequestSchema.parse(request);
  const hold = await apiRequest('POST', baseUrl + holdKeys.all[0], {
    body: request,
    idempotencyKey,
    schema: holdSchema,
  });
  if (!hold.token) throw new Error('The hold came without its token');
  return { ...hold, token: hold.token };
}

/** PATCH /api/bookings/holds/{id}: pause or resume the countdown; 409 HOLD_ENDED once it ended. */
export function changeHold(hold: Pick<OwnHold, 'id' | 'token'>, paused: boolean, baseUrl = ''): Promise<Hold> {
  const body = holdChangeSchema.parse({ paused });
  return apiRequest('PATCH', baseUrl + holdKeys.one(hold.id)[0], {
    body,
    headers: { [HOLD_TOKEN_HEADER]: hold.token },
    schema: holdSchema,
  });
}

/**
 * PATCH /api/bookings/holds/{id} with the items: the quote changed, so these are held instead in one step (an item
 * that did not change keeps its seat). 409 HOLD_NOT_MOVED when a changed item's band is full: the hold is unchanged.
 */
export function moveHold(hold: Pick<OwnHold, 'id' | 'token'>, items: HoldItem[], baseUrl = ''): Promise<Hold> {
  const body = holdChangeSchema.parse({ items });
  return apiRequest('PATCH', baseUrl + holdKeys.one(hold.id)[0], {
    body,
    headers: { [HOLD_TOKEN_HEADER]: hold.token },
    schema: holdSchema,
  });
}

/** DELETE /api/bookings/holds/{id}: the seats go back at once (sent even as the page is left). */
export function releaseHold(hold: Pick<OwnHold, 'id' | 'token'>, baseUrl = ''): Promise<void> {
  return apiRequest<void>('DELETE', baseUrl + holdKeys.one(hold.id)[0], {
    headers: { [HOLD_TOKEN_HEADER]: hold.token },
    keepalive: true,
  });
}
