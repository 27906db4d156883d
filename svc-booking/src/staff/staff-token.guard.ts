import {
  staffActorOf,
  staffTokenVerifier as platformStaffTokenVerifier,
  type StaffTokenVerifierOptions,
} from '@vip/platform/koa';

export { can, requireStaffToken, staffRouter, type VerifyStaffToken } from '@vip/platform/koa';

/** svc-booking's own audience: a staff token made for another service is refused here. */
export function staffTokenVerifier(options: Omit<StaffTokenVerifierOptions, 'audience'>) {
  return platformStaffTokenVerifier({ ...options, audience: 'svc-booking' });
}

export const actorOf = staffActorOf;
