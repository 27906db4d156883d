import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { Flex, Spin } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import type { StaffSession } from '@vip/contracts/schemas';
import { StaffFrame } from '../frame/staff-frame';
import { adminKeys, useStaffSession } from './api';
import { PasswordChangePage } from './password-change-page';
import { StaffSessionContext } from './permissions';
import { useSessionExpiry } from './use-session-expiry';

/**
 * Sends visitors without a staff session to /admin/login, and staff signed in with a temporary password
 * to the password change first. Only a convenience: every staff API call is checked by svc-ops itself.
 */
export function RequireStaff({ children }: { children: (session: StaffSession) => ReactNode }) {
  const session = useStaffSession();
  const location = useLocation();
  const client = useQueryClient();
  useSessionExpiry();
  if (session.isPending) {
    return (
      <StaffFrame>
        <Flex justify="center" style={{ padding: 64 }}>
          <Spin size="large" aria-label="Checking your session" />
        </Flex>
      </StaffFrame>
    );
  }
  // A session that ended comes back here after sign-in; one the person ended starts from their start page.
  if (!session.data) {
    const signedOut = client.getQueryData(adminKeys.signedOut) === true;
    return <Navigate to="/admin/login" replace state={signedOut ? null : { from: location.pathname }} />;
  }
  return (
    <StaffSessionContext.Provider value={session.data}>
      <StaffFrame session={session.data}>
        {session.data.mustChangePassword ? <PasswordChangePage session={session.data} /> : children(session.data)}
      </StaffFrame>
    </StaffSessionContext.Provider>
  );
}
