import type { ReactNode } from 'react';
import { Link, NavLink, useNavigate } from 'react-router';
import { Button, Typography } from 'antd';
import { BRAND } from '@vip/contracts/brand';
import { type StaffSession } from '@vip/contracts/schemas';
import { useSignOut } from '../auth/api';
import { ChangePasswordButton } from '../auth/change-password-dialog';
import { homePath, useCan } from '../auth/permissions';

/**
 * The back office's own frame (remotes.json gives mfe-admin `"chrome": "own"`: the shell draws no traveller
 * header or footer around it): the product and where staff are, their navigation, who is signed in, and sign
 * out, on one bar; the page below gets the full width. One row from 1024 px (the width sweep checks it).
 */
const STAFF_FRAME_STYLE = `
.staff-frame__bar { display: flex; align-items: center; gap: 24px; height: 56px; padding: 0 24px; background: #102a43; color: #fff; white-space: nowrap; }
.staff-frame__bar a { color: #fff; }
.staff-frame__brand { font-weight: 700; font-size: 17px; }
.staff-frame__brand span { font-weight: 400; opacity: 0.85; margin-left: 8px; }
.staff-frame__nav { display: flex; gap: 4px; flex: 1; min-width: 0; }
.staff-frame__nav a { display: inline-flex; align-items: center; min-height: 36px; padding: 0 10px; border-radius: 6px; }
.staff-frame__nav a:hover, .staff-frame__nav a.active { background: rgba(255, 255, 255, 0.14); }
.staff-frame__user { display: flex; align-items: center; gap: 8px; min-width: 0; }
.staff-frame__name { color: #d9e2ec !important; overflow: hidden; text-overflow: ellipsis; max-width: 220px; }
.staff-frame__bar a:focus-visible, .staff-frame__bar button:focus-visible { outline: 3px solid #f0c94d; outline-offset: 2px; }
`;

/** Each entry shows for the permission its page needs (svc-ops and svc-catalog refuse the rest anyway). */
const NAV = [
  { to: '/admin/dashboard', label: 'Board', permission: 'bookings.view' },
  { to: '/admin/suppliers', label: 'Suppliers', permission: 'suppliers.view' },
  { to: '/admin/allotments', label: 'Allotments', permission: 'allotments.view' },
  { to: '/chauffeur-booking', label: 'Chauffeur transfer', permission: 'bookings.work' },
  { to: '/admin/catalog', label: 'Catalog', permission: 'catalog.view' },
  { to: '/admin/partners', label: 'Partners', permission: 'partners.manage' },
  { to: '/admin/staff', label: 'Staff', permission: 'staff.manage' },
  { to: '/admin/security', label: 'Security', permission: 'account.security' },
] as const;

function SignedIn({ session }: { session: StaffSession }) {
  const can = useCan();
  const signOut = useSignOut();
  const navigate = useNavigate();
  return (
    <>
      <nav className="staff-frame__nav" aria-label="Back office">
        {NAV.filter((item) => can(item.permission)).map((item) => (
          <NavLink key={item.to} to={item.to}>
            {item.label}
          </NavLink>
        ))}
      </nav>
      <div className="staff-frame__user">
        <Typography.Text className="staff-frame__name" title={session.user.email}>
          {session.user.name}
        </Typography.Text>
        <ChangePasswordButton session={session} />
        <Button
          onClick={() => signOut.mutate(session, { onSettled: () => navigate('/admin/login', { replace: true }) })}
          loading={signOut.isPending}
        >
          Logout
        </Button>
      </div>
    </>
  );
}

/** Every back-office page inside its bar; the login page has the bar without navigation. */
export function StaffFrame({ session, children }: { session?: StaffSession; children: ReactNode }) {
  return (
    <>
      <style>{STAFF_FRAME_STYLE}</style>
      <header className="staff-frame__bar">
        <Link to={session ? homePath(session) : '/admin/login'} className="staff-frame__brand">
          {BRAND.productName}
          <span>Operations</span>
        </Link>
        {session && <SignedIn session={session} />}
      </header>
      <main id="main-content" tabIndex={-1} style={{ outline: 'none' }}>
        {children}
      </main>
    </>
  );
}
