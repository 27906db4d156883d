import { useNavigate } from 'react-router';
import { Button, Card, Flex, Typography } from 'antd';
import type { StaffSession } from '@vip/contracts/schemas';
import { useSignOut } from './api';
import { PasswordChangeForm } from './password-change-form';

/**
 * What RequireStaff shows instead of any back-office page while the session was opened with a temporary
 * password (an invite or a reset): svc-ops refuses every other call until a new one is chosen. Once it
 * is, the new session is in the cache and the page that was asked for appears in its place.
 */
export function PasswordChangePage({ session }: { session: StaffSession }) {
  const signOut = useSignOut();
  const navigate = useNavigate();
  return (
    <section style={{ maxWidth: 460, margin: '48px auto', padding: '0 16px' }} aria-labelledby="password-change-title">
      <Card>
        <Typography.Title id="password-change-title" level={1} style={{ fontSize: 24 }}>
          Choose a new password
        </Typography.Title>
        <Typography.Paragraph>
          {session.user.name}, you signed in with a temporary password. Choose a password of your own before you
          continue.
        </Typography.Paragraph>
        <PasswordChangeForm session={session} currentLabel="Temporary password" submitLabel="Save new password" />
        <Flex justify="center" style={{ marginTop: 8 }}>
          <Button
            type="link"
            onClick={() => signOut.mutate(session, { onSettled: () => navigate('/admin/login', { replace: true }) })}
            loading={signOut.isPending}
          >
            Sign out
          </Button>
        </Flex>
      </Card>
    </section>
  );
}
