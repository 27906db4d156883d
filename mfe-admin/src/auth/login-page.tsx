import { Navigate, useLocation } from 'react-router';
import { Alert, Button, Card, Flex, Form, Input, Spin, Typography } from 'antd';
import { ApiRequestError } from '@vip/contracts/http';
import { type StaffLogin } from '@vip/contracts/schemas';
import { StaffFrame } from '../frame/staff-frame';
import { usePendingSignIn, useSignIn, useStaffSession } from './api';
import { homePath } from './permissions';
import { SecondFactorStep } from './second-factor-step';

/**
 * /admin/login: staff sign-in in two steps, the password and then a second factor (or setting one up); once signed
 * in, the page that sent them here, or their start page (board or catalog).
 */
export function LoginPage() {
  const session = useStaffSession();
  const signIn = useSignIn();
  const pending = usePendingSignIn(session.data === null);
  const from = (useLocation().state as { from?: string } | null)?.from;

  if (session.data) return <Navigate to={from ?? homePath(session.data)} replace />;
  if (session.isPending || (session.data === null && pending.isPending))
    return (
      <StaffFrame>
        <Flex justify="center" style={{ padding: 64 }}>
          <Spin size="large" aria-label="Checking your sign-in" />
        </Flex>
      </StaffFrame>
    );
  if (pending.data)
    return (
      <StaffFrame>
        <section style={{ maxWidth: 520, margin: '48px auto', padding: '0 16px' }} aria-labelledby="admin-login-title">
          <SecondFactorStep pending={pending.data} />
        </section>
      </StaffFrame>
    );

  const error =
    signIn.error instanceof ApiRequestError
      ? signIn.error.userMessage
      : signIn.error
        ? 'Sign-in failed. Please try again.'
        : null;

  return (
    <StaffFrame>
      <section style={{ maxWidth: 420, margin: '48px auto', padding: '0 16px' }} aria-labelledby="admin-login-title">
        <Card>
          <Typography.Title id="admin-login-title" level={1} style={{ fontSize: 24 }}>
            Admin Access
          </Typography.Title>
          <Typography.Paragraph type="secondary">Sign in with your staff account.</Typography.Paragraph>
          {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} role="alert" />}
          <Form<StaffLogin> layout="vertical" requiredMark={false} onFinish={(values) => signIn.mutate(values)}>
            <Form.Item
              label="Email"
              name="email"
              rules={[{ required: true, type: 'email', message: 'Please enter a valid email address' }]}
            >
              <Input autoComplete="username" inputMode="email" autoFocus />
            </Form.Item>
            <Form.Item label="Password" name="password" rules={[{ required: true, message: 'Password is required' }]}>
              <Input.Password autoComplete="current-password" />
            </Form.Item>
            <Button type="primary" htmlType="submit" block loading={signIn.isPending}>
              Sign In
            </Button>
          </Form>
        </Card>
      </section>
    </StaffFrame>
  );
}
