import { createContext, useCallback, useContext } from 'react';
import type { StaffPermission } from '@vip/contracts/permissions';
import type { StaffSession } from '@vip/contracts/schemas';

/** The session RequireStaff checked, for the components under it that show or hide what the role may do. */
export const StaffSessionContext = createContext<StaffSession | null>(null);

/**
 * Whether the signed-in staff member may do something, from the permissions svc-ops put in the session.
 * Hiding a control is only a courtesy: svc-ops refuses the call with 403 PERMISSION_DENIED anyway. Outside
 * RequireStaff nobody is signed in, so nothing is allowed.
 */
export function useCan(): (permission: StaffPermission) => boolean {
  const session = useContext(StaffSessionContext);
  return useCallback((permission: StaffPermission) => session?.permissions.includes(permission) ?? false, [session]);
}

/** Where a staff member starts: the board for those who run bookings, the catalog for the catalog team. */
export function homePath(session: Pick<StaffSession, 'permissions'>): string {
  if (session.permissions.includes('bookings.view')) return '/admin/dashboard';
  if (session.permissions.includes('catalog.view')) return '/admin/catalog';
  return '/admin/dashboard';
}
