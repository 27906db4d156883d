import { useId, useState } from 'react';
import { App, Alert, Button, Card, Flex, Form, Input, Modal, Popconfirm, Table, Tag, Typography } from 'antd';
import {
  passkeyNameSchema,
  STAFF_SESSION_METHOD_LABELS,
  type StaffPasskey,
  type StaffSession,
  type StaffSessionInfo,
} from '@vip/contracts/schemas';
import { RequireStaff } from '../auth/require-staff';
import { GREEN_TAG } from '../ui/tag-colors';
import { useMySessions, useSecurity, useSecurityMutations } from './api';
import { AuthenticatorSetupForm } from './authenticator-setup';
import { secondFactorError } from './passkey-error';
import { RecoveryCodesNotice } from './recovery-codes-notice';
import { retryingAfterError } from '@vip/ui';
import { RetryButton } from '../ui/retry-button';

const when = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
const at = (iso: string | null) => (iso ? when.format(new Date(iso)) : 'Never');
const OTHERS_END = 'Your other sessions were ended: sign in there again with what is set up now.';

function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <Card
      style={{ marginBottom: 16 }}
      title={
        <h2 id={id} style={{ fontSize: 18, margin: 0 }}>
          {title}
        </h2>
      }
    >
      <section aria-labelledby={id}>{children}</section>
    </Card>
  );
}

function Passkeys({
  session,
  passkeys,
  canRemoveLast,
}: {
  session: StaffSession;
  passkeys: StaffPasskey[];
  canRemoveLast: boolean;
}) {
  const { notification } = App.useApp();
  const m = useSecurityMutations(session);
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const [renaming, setRenaming] = useState<StaffPasskey | null>(null);
  const [newName, setNewName] = useState('');
  const nameId = useId();
  const renameId = useId();
  const fail = (title: string) => (error: unknown) =>
    notification.error({ title, description: secondFactorError(error) });
  return (
    <>
      <Table<StaffPasskey>
        rowKey="id"
        pagination={false}
        dataSource={passkeys}
        locale={{ emptyText: 'No passkey yet' }}
        columns={[
          { title: 'Name', dataIndex: 'name', key: 'name' },
          { title: 'Added', key: 'added', render: (_, p) => at(p.createdAt) },
          { title: 'Last used', key: 'used', render: (_, p) => at(p.lastUsedAt) },
          {
            title: 'Actions',
            key: 'actions',
            render: (_, p) => (
              <Flex gap={8}>
                <Button
                  size="small"
                  aria-label={`Rename ${p.name}`}
                  onClick={() => {
                    setRenaming(p);
                    setNewName(p.name);
                  }}
                >
                  Rename
                </Button>
                <Popconfirm
                  title={`Remove the passkey ${p.name}?`}
                  description="Your other sessions end."
                  okText="Remove"
                  disabled={!canRemoveLast}
                  onConfirm={() =>
                    m.removePasskey.mutate(p.id, {
                      onSuccess: () => notification.success({ title: 'Passkey removed', description: OTHERS_END }),
                      onError: fail('Could not remove the passkey'),
                    })
                  }
                >
                  <Button
                    size="small"
                    danger
                    aria-label={`Remove ${p.name}`}
                    disabled={!canRemoveLast}
                    title={canRemoveLast ? undefined : 'Keep at least one passkey or authenticator app'}
                  >
                    Remove
                  </Button>
                </Popconfirm>
              </Flex>
            ),
          },
        ]}
      />
      <Form
        layout="inline"
        style={{ marginTop: 16 }}
        requiredMark={false}
        onFinish={() => {
          const parsed = passkeyNameSchema.safeParse(name);
          setNameError(parsed.success ? null : parsed.error.issues[0]!.message);
          if (parsed.success)
            m.addPasskey.mutate(parsed.data, {
              onSuccess: () => {
                setName('');
                notification.success({ title: 'Passkey added', description: OTHERS_END });
              },
              onError: fail('Could not add the passkey'),
            });
        }}
      >
        <Form.Item
          label="Name of the new passkey"
          htmlFor={nameId}
          validateStatus={nameError ? 'error' : undefined}
          help={nameError ?? undefined}
        >
          <Input
            id={nameId}
            value={name}
            onChange={(e) => setName(e.target.value)}
            maxLength={60}
            aria-invalid={!!nameError}
          />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={m.addPasskey.isPending}>
          Add a passkey
        </Button>
      </Form>
      <Modal
        open={renaming !== null}
        title="Rename the passkey"
        okText="Save"
        confirmLoading={m.renamePasskey.isPending}
        onCancel={() => setRenaming(null)}
        onOk={() => {
          const parsed = passkeyNameSchema.safeParse(newName);
          if (!parsed.success || !renaming) return;
          m.renamePasskey.mutate(
            { id: renaming.id, name: parsed.data },
            { onSuccess: () => setRenaming(null), onError: fail('Could not rename the passkey') },
          );
        }}
      >
        <Form layout="vertical">
          <Form.Item label="Name" htmlFor={renameId}>
            <Input
              id={renameId}
              value={newName}
              onChange={(e) => setNewName(e.target.value)}
              maxLength={60}
              autoFocus
            />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}

function AuthenticatorApp({
  session,
  addedAt,
  canRemoveLast,
}: {
  session: StaffSession;
  addedAt: string | null;
  canRemoveLast: boolean;
}) {
  const { notification } = App.useApp();
  const m = useSecurityMutations(session);
  const setup = m.startApp.data;
  const [open, setOpen] = useState(false);
  return (
    <>
      <Typography.Paragraph>
        {addedAt
          ? `Set up on ${at(addedAt)}.`
          : 'Not set up. Codes from an app on your phone can stand in for a passkey.'}
      </Typography.Paragraph>
      {open && setup ? (
        <AuthenticatorSetupForm
          setup={setup}
          pending={m.confirmApp.isPending}
          error={m.confirmApp.error ? secondFactorError(m.confirmApp.error) : null}
          onConfirm={(code) =>
            m.confirmApp.mutate(code, {
              onSuccess: () => {
                setOpen(false);
                notification.success({ title: 'Authenticator app set up', description: OTHERS_END });
              },
            })
          }
          extraAction={<Button onClick={() => setOpen(false)}>Cancel</Button>}
        />
      ) : (
        <Flex gap={8}>
          <Button
            onClick={() => m.startApp.mutate(undefined, { onSuccess: () => setOpen(true) })}
            loading={m.startApp.isPending}
          >
            {addedAt ? 'Replace the app' : 'Set up an authenticator app'}
          </Button>
          {addedAt && (
            <Popconfirm
              title="Remove the authenticator app?"
              description="Its codes stop working and your other sessions end."
              okText="Remove"
              disabled={!canRemoveLast}
              onConfirm={() =>
                m.removeApp.mutate(undefined, {
                  onError: (e) =>
                    notification.error({ title: 'Could not remove the app', description: secondFactorError(e) }),
                })
              }
            >
              <Button danger disabled={!canRemoveLast}>
                Remove the app
              </Button>
            </Popconfirm>
          )}
        </Flex>
      )}
    </>
  );
}

function RecoveryCodes({ session, remaining, total }: { session: StaffSession; remaining: number; total: number }) {
  const { notification } = App.useApp();
  const m = useSecurityMutations(session);
  const [codes, setCodes] = useState<string[] | null>(null);
  return (
    <>
      <Typography.Paragraph>
        {total === 0 ? 'No recovery codes yet.' : `${remaining} of ${total} codes left.`} Each code signs you in once
        when you have neither your passkey nor your phone.
      </Typography.Paragraph>
      {total > 0 && remaining <= 3 && (
        <Alert type="warning" showIcon title="Few codes are left: make new ones." style={{ marginBottom: 16 }} />
      )}
      <Popconfirm
        title="Make ten new recovery codes?"
        description="The codes you have now stop working, and your other sessions end."
        okText="Make new codes"
        onConfirm={() =>
          m.renewCodes.mutate(undefined, {
            onSuccess: (answer) => setCodes(answer.recoveryCodes),
            onError: (e) =>
              notification.error({ title: 'Could not make new codes', description: secondFactorError(e) }),
          })
        }
      >
        <Button loading={m.renewCodes.isPending}>Make new recovery codes</Button>
      </Popconfirm>
      <Modal open={codes !== null} title="New recovery codes" footer={null} closable={false} mask={{ closable: false }}>
        {codes && <RecoveryCodesNotice codes={codes} continueLabel="Done" onDone={() => setCodes(null)} />}
      </Modal>
    </>
  );
}

function Sessions({ session }: { session: StaffSession }) {
  const { notification } = App.useApp();
  const sessions = useMySessions();
  const m = useSecurityMutations(session);
  const others = (sessions.data ?? []).filter((s) => !s.current).length;
  if (sessions.isError || retryingAfterError(sessions))
    return <Alert type="error" title="Could not load your sessions" action={<RetryButton query={sessions} />} />;
  return (
    <>
      <Table<StaffSessionInfo>
        rowKey="id"
        loading={sessions.isPending}
        pagination={false}
        dataSource={sessions.data ?? []}
        columns={[
          {
            title: 'Device',
            key: 'device',
            render: (_, s) => (
              <>
                {s.device} {s.current && <Tag style={GREEN_TAG}>This device</Tag>}
              </>
            ),
          },
          { title: 'Network', dataIndex: 'place', key: 'place' },
          { title: 'Signed in with', key: 'method', render: (_, s) => STAFF_SESSION_METHOD_LABELS[s.method] },
          { title: 'Signed in', key: 'created', render: (_, s) => at(s.createdAt) },
          { title: 'Last seen', key: 'seen', render: (_, s) => at(s.lastSeenAt) },
          {
            title: 'Actions',
            key: 'actions',
            render: (_, s) =>
              s.current ? (
                <Typography.Text type="secondary">Sign out to end it</Typography.Text>
              ) : (
                <Button
                  size="small"
                  aria-label={`End the session on ${s.device}, ${s.place}`}
                  loading={m.endSession.isPending && m.endSession.variables === s.id}
                  onClick={() =>
                    m.endSession.mutate(s.id, {
                      onError: (e) =>
                        notification.error({ title: 'Could not end the session', description: secondFactorError(e) }),
                    })
                  }
                >
                  End
                </Button>
              ),
          },
        ]}
      />
      <Popconfirm
        title="End every other session?"
        description="Those browsers are signed out at once."
        okText="End them"
        disabled={others === 0}
        onConfirm={() =>
          m.endOthers.mutate(undefined, {
            onSuccess: ({ ended }) =>
              notification.success({ title: `${ended} session${ended === 1 ? '' : 's'} ended` }),
          })
        }
      >
        <Button style={{ marginTop: 16 }} disabled={others === 0} loading={m.endOthers.isPending}>
          End all other sessions
        </Button>
      </Popconfirm>
    </>
  );
}

function Security({ session }: { session: StaffSession }) {
  const security = useSecurity();
  const data = security.data;
  const factors = (data?.passkeys.length ?? 0) + (data?.authenticatorApp ? 1 : 0);
  // Where a factor is required, the last one stays until another replaces it (svc-ops refuses it too).
  const canRemoveLast = !data?.secondFactorRequired || factors > 1;
  return (
    <section style={{ maxWidth: 1000, margin: '0 auto', padding: 24 }} aria-labelledby="security-title">
      <Typography.Title id="security-title" level={1} style={{ fontSize: 26 }}>
        Security
      </Typography.Title>
      <Typography.Paragraph>
        How you sign in after your password, and where you are signed in. Adding or removing a factor signs you out
        everywhere else.
      </Typography.Paragraph>
      {(security.isError || retryingAfterError(security)) && (
        <Alert
          type="error"
          title="Could not load your security settings"
          action={<RetryButton query={security} />}
          style={{ marginBottom: 16 }}
        />
      )}
      {security.isPending && !retryingAfterError(security) && (
        <Typography.Paragraph>Loading your security settings…</Typography.Paragraph>
      )}
      {data && (
        <>
          <Section id="passkeys-title" title="Passkeys">
            <Passkeys session={session} passkeys={data.passkeys} canRemoveLast={canRemoveLast} />
          </Section>
          <Section id="app-title" title="Authenticator app">
            <AuthenticatorApp
              session={session}
              addedAt={data.authenticatorApp?.addedAt ?? null}
              canRemoveLast={canRemoveLast}
            />
          </Section>
          <Section id="codes-title" title="Recovery codes">
            <RecoveryCodes session={session} {...data.recoveryCodes} />
          </Section>
        </>
      )}
      <Section id="sessions-title" title="Where you are signed in">
        <Sessions session={session} />
      </Section>
    </section>
  );
}

/** /admin/security: the signed-in person's passkeys, authenticator app, recovery codes and sessions. */
export function SecurityPage() {
  return <RequireStaff>{(session) => <Security session={session} />}</RequireStaff>;
}
