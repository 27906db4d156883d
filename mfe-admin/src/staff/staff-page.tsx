import { useState } from 'react';
import { Link } from 'react-router';
import { Alert, App, Button, Card, Form, Input, Modal, Popconfirm, Select, Table, Tag, Typography } from 'antd';
import {
  staffInviteSchema,
  staffUpdateSchema,
  type StaffCredentials,
  type StaffInvite,
  type StaffMember,
  type StaffSession,
} from '@vip/contracts/schemas';
import { STAFF_ROLE_LABELS, STAFF_ROLES, type StaffRole } from '@vip/contracts/vocabulary';
import { useCan } from '../auth/permissions';
import { RequireStaff } from '../auth/require-staff';
import { GREEN_TAG } from '../ui/tag-colors';
import { useStaffList, useStaffMutations } from './api';
import { errorMessage } from '../ui/error-message';
import { NoAccessPage } from '../ui/no-access';
import { retryingAfterError } from '@vip/ui';
import { RetryButton } from '../ui/retry-button';

const when = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

function StaffAdmin({ session }: { session: StaffSession }) {
  const { notification } = App.useApp();
  const list = useStaffList();
  const mutations = useStaffMutations(session);
  const [form] = Form.useForm<StaffInvite>();
  const [credentials, setCredentials] = useState<StaffCredentials | null>(null);
  const [renaming, setRenaming] = useState<StaffMember | null>(null);
  const [renameForm] = Form.useForm<{ name: string }>();

  const renameButton = (m: StaffMember) => (
    <Button
      size="small"
      aria-label={`Rename ${m.name}`}
      onClick={() => {
        renameForm.setFieldsValue({ name: m.name });
        setRenaming(m);
      }}
    >
      Rename
    </Button>
  );

  const rename = ({ name }: { name?: string }) => {
    const parsed = staffUpdateSchema.safeParse({ name: name ?? '' });
    if (!parsed.success || !renaming) {
      renameForm.setFields([{ name: 'name', errors: parsed.error?.issues.map((i) => i.message) ?? [] }]);
      return;
    }
    mutations.update.mutate(
      { id: renaming.id, name: parsed.data.name },
      {
        onSuccess: () => setRenaming(null),
        onError: (e) => notification.error({ title: 'Could not rename', description: errorMessage(e) }),
      },
    );
  };

  const invite = (values: StaffInvite) => {
    const parsed = staffInviteSchema.safeParse({ ...values, name: values.name ?? '', email: values.email ?? '' });
    if (!parsed.success) {
      form.setFields(parsed.error.issues.map((i) => ({ name: i.path[0] as keyof StaffInvite, errors: [i.message] })));
      return;
    }
    mutations.invite.mutate(parsed.data, {
      onSuccess: (answer) => {
        form.resetFields();
        setCredentials(answer);
      },
      onError: (error) => notification.error({ title: 'Could not invite', description: errorMessage(error) }),
    });
  };

  const columns = [
    { title: 'Name', dataIndex: 'name', key: 'name' },
    { title: 'Email', dataIndex: 'email', key: 'email' },
    {
      title: 'Role',
      key: 'role',
      render: (_: unknown, m: StaffMember) => (
        <Select
          aria-label={`Role of ${m.name}`}
          value={m.role}
          disabled={m.id === session.user.id}
          style={{ width: 110 }}
          options={STAFF_ROLES.map((r) => ({ value: r, label: STAFF_ROLE_LABELS[r] }))}
          onChange={(role: StaffRole) =>
            mutations.update.mutate(
              { id: m.id, role },
              {
                onError: (e) =>
                  notification.error({ title: 'Could not change the role', description: errorMessage(e) }),
              },
            )
          }
        />
      ),
    },
    {
      title: 'Status',
      key: 'status',
      render: (_: unknown, m: StaffMember) => (m.active ? <Tag style={GREEN_TAG}>Active</Tag> : <Tag>Disabled</Tag>),
    },
    {
      title: 'Second factor',
      key: 'secondFactor',
      render: (_: unknown, m: StaffMember) =>
        m.secondFactors.length === 0 ? (
          <Tag>Not set up</Tag>
        ) : (
          m.secondFactors.map((f) => <Tag key={f}>{f === 'passkey' ? 'Passkey' : 'Authenticator app'}</Tag>)
        ),
    },
    { title: 'Sessions', dataIndex: 'activeSessions', key: 'activeSessions' },
    {
      title: 'Last sign-in',
      key: 'last',
      render: (_: unknown, m: StaffMember) => (m.lastLoginAt ? when.format(new Date(m.lastLoginAt)) : 'Never'),
    },
    {
      title: 'Actions',
      key: 'actions',
      render: (_: unknown, m: StaffMember) =>
        m.id === session.user.id ? (
          <>
            <Typography.Text type="secondary">You</Typography.Text> {renameButton(m)}
          </>
        ) : (
          <>
            {renameButton(m)}{' '}
            <Button
              size="small"
              onClick={() =>
                mutations.update.mutate(
                  { id: m.id, active: !m.active },
                  {
                    onError: (e) =>
                      notification.error({ title: 'Could not change the account', description: errorMessage(e) }),
                  },
                )
              }
            >
              {m.active ? 'Disable' : 'Enable'}
            </Button>{' '}
            <Popconfirm
              title={`Reset the password of ${m.name}?`}
              description="Their sessions end and the new password is shown once."
              okText="Reset"
              onConfirm={() =>
                mutations.resetPassword.mutate(m.id, {
                  onSuccess: setCredentials,
                  onError: (e) =>
                    notification.error({ title: 'Could not reset the password', description: errorMessage(e) }),
                })
              }
            >
              <Button size="small">Reset password</Button>
            </Popconfirm>{' '}
            <Popconfirm
              title={`Reset the second factor of ${m.name}?`}
              description="Their passkeys, authenticator app and recovery codes stop working, their sessions end, and they set up a new one at their next sign-in."
              okText="Reset"
              onConfirm={() =>
                mutations.resetSecondFactor.mutate(m.id, {
                  onSuccess: () =>
                    notification.success({ title: `${m.name} sets up a second factor at their next sign-in` }),
                  onError: (e) =>
                    notification.error({ title: 'Could not reset the second factor', description: errorMessage(e) }),
                })
              }
            >
              <Button size="small" aria-label={`Reset the second factor of ${m.name}`}>
                Reset second factor
              </Button>
            </Popconfirm>{' '}
            <Popconfirm
              title={`End every session of ${m.name}?`}
              description="They are signed out everywhere at once."
              okText="End sessions"
              disabled={m.activeSessions === 0}
              onConfirm={() =>
                mutations.endSessions.mutate(m.id, {
                  onSuccess: ({ ended }) =>
                    notification.success({ title: `${ended} session${ended === 1 ? '' : 's'} of ${m.name} ended` }),
                  onError: (e) =>
                    notification.error({ title: 'Could not end the sessions', description: errorMessage(e) }),
                })
              }
            >
              <Button size="small" disabled={m.activeSessions === 0} aria-label={`End the sessions of ${m.name}`}>
                End sessions
              </Button>
            </Popconfirm>
          </>
        ),
    },
  ];

  return (
    <section style={{ maxWidth: 1100, margin: '0 auto', padding: 24 }} aria-labelledby="staff-title">
      <Typography.Title id="staff-title" level={1} style={{ fontSize: 26 }}>
        Staff accounts
      </Typography.Title>
      <Typography.Paragraph>
        <Link to="/admin/dashboard" style={{ textDecoration: 'underline' }}>
          Back to the dashboard
        </Link>
      </Typography.Paragraph>
      <Card title={<h2 style={{ fontSize: 18, margin: 0 }}>Invite a colleague</h2>} style={{ marginBottom: 16 }}>
        <Form<StaffInvite> form={form} layout="inline" onFinish={invite} initialValues={{ role: 'agent' }} noValidate>
          <Form.Item name="name" label="Name" required>
            <Input autoComplete="off" />
          </Form.Item>
          <Form.Item name="email" label="Email" required>
            <Input type="email" autoComplete="off" />
          </Form.Item>
          <Form.Item name="role" label="Role">
            <Select
              style={{ width: 110 }}
              options={STAFF_ROLES.map((r) => ({ value: r, label: STAFF_ROLE_LABELS[r] }))}
            />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={mutations.invite.isPending}>
            Invite
          </Button>
        </Form>
      </Card>
      {(list.isError || retryingAfterError(list)) && (
        <Alert type="error" title="Could not load the staff accounts" action={<RetryButton query={list} />} />
      )}
      <Table<StaffMember>
        rowKey="id"
        loading={list.isPending}
        dataSource={list.data ?? []}
        columns={columns}
        pagination={false}
      />
      <Modal
        open={renaming !== null}
        title={renaming ? `Rename ${renaming.name}` : 'Rename'}
        okText="Save"
        confirmLoading={mutations.update.isPending}
        onOk={() => renameForm.submit()}
        onCancel={() => setRenaming(null)}
        forceRender
      >
        <Typography.Paragraph>The new name shows on every booking they own.</Typography.Paragraph>
        <Form<{ name: string }> form={renameForm} name="rename" layout="vertical" onFinish={rename} noValidate>
          <Form.Item name="name" label="New name" required>
            <Input autoComplete="off" />
          </Form.Item>
        </Form>
      </Modal>
      <Modal
        open={credentials !== null}
        title="Temporary password"
        onCancel={() => setCredentials(null)}
        footer={<Button onClick={() => setCredentials(null)}>Done</Button>}
      >
        {credentials && (
          <>
            <Typography.Paragraph>
              Give this password to {credentials.user.name} ({credentials.user.email}) in person or over a trusted
              channel. It is shown only now.
            </Typography.Paragraph>
            <Typography.Paragraph
              copyable={{ text: credentials.temporaryPassword }}
              code
              data-testid="temporary-password"
            >
              {credentials.temporaryPassword}
            </Typography.Paragraph>
          </>
        )}
      </Modal>
    </section>
  );
}

/** Without staff.manage the page says so instead of loading a list svc-ops would refuse (403). */
function StaffAccess({ session }: { session: StaffSession }) {
  const can = useCan();
  if (can('staff.manage')) return <StaffAdmin session={session} />;
  return (
    <NoAccessPage
      title="Staff accounts"
      notice="You do not have access to staff accounts"
      description="An admin invites colleagues, changes roles and resets passwords."
    />
  );
}

/** /admin/staff: admins invite, disable and reset staff accounts (svc-ops refuses everyone else too). */
export function StaffPage() {
  return <RequireStaff>{(session) => <StaffAccess session={session} />}</RequireStaff>;
}
