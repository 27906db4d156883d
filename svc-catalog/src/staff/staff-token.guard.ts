import {
  staffActorOf,
  staffTokenVerifier as platformStaffTokenVerifier,
  type StaffTokenVerifierOptions,
} from '@vip/platform/koa';
import type { CatalogActor } from '@vip/contracts/schemas';

export { can, requireStaffToken, staffRouter, type VerifyStaffToken } from '@vip/platform/koa';

/** The catalog's own audience: a staff token made for another service is refused here. */
export function staffTokenVerifier(options: Omit<StaffTokenVerifierOptions, 'audience'>) {
  return platformStaffTokenVerifier({ ...options, audience: 'svc-catalog' });
}

export function actorOf(state: { staff?: unknown }): CatalogActor {
  return staffActorOf(state);
}
