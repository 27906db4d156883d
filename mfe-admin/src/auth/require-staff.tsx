import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { Flex, Spin } from 'antd';
import type { StaffSession } from '@vip/contracts/schemas';
import { StaffFrame } from '../frame/staff-frame';
import { useStaffSession } from './api';
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
  if (!session.data) return <Navigate to="/admin/login" replace state={{ from: location.pathname }} />;
  return (
    <StaffSessionContext.Provider value={session.data}>
      <StaffFrame session={session.data}>
        {session.data.mustChangePassword ? <PasswordChangePage session={session.data} /> : children(session.data)}
      </StaffFrame>
    </StaffSessionContext.Provider>
  );
}
