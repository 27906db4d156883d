import { useState } from 'react';
import { Alert, App, Button, Flex, Form, Input, InputNumber, Modal, Radio, Table, Tag, Typography } from 'antd';
import { TAG_TONES } from '@vip/ui';
import {
  PARTNER_KEY_LIMITS,
  PARTNER_MESSAGES,
  PARTNER_OVERLAP_HOURS,
  overlapSchema,
  partnerKeyCreateSchema,
  type Partner,
  type PartnerKey,
  type PartnerKeyCreated,
  type PartnerKeyMode,
  type StaffSession,
} from '@vip/contracts/schemas';
import { errorMessage } from '../ui/error-message';
import { usePartnerMutations } from './api';
import { parseInto, showServerErrors } from './form-errors';
import { OneTimeSecretDialog, type OneTimeSecret } from './one-time-secret-dialog';
import { KeyStateTag, keyShape, when } from './partner-bits';
import { PartnerSection } from './partner-section';

interface KeyFormValues {
  name?: string;
  mode?: PartnerKeyMode;
  rateLimitPerMinute?: number | null;
}

const MODE_LABELS: Record<PartnerKeyMode, string> = { live: 'Live', sandbox: 'Sandbox' };

function ModeTag({ mode }: { mode: PartnerKeyMode }) {
  return <Tag style={mode === 'live' ? TAG_TONES.purple : TAG_TONES.gold}>{MODE_LABELS[mode]}</Tag>;
}

function keyShown(created: PartnerKeyCreated, details: string, returnFocusTo?: string): OneTimeSecret {
  return {
    title: `New API key: ${created.name}`,
    noun: 'key',
    value: created.key,
    returnFocusTo,
    details: <Typography.Paragraph style={{ margin: 0 }}>{details}</Typography.Paragraph>,
  };
}

const limitText = (perMinute: number) => `${perMinute} requests a minute`;

function CreateKeyForm({
  partner,
  session,
  onCreated,
}: {
  partner: Partner;
  session: StaffSession;
  onCreated: (secret: OneTimeSecret) => void;
}) {
  const { createKey } = usePartnerMutations(partner.id, session);
  const [form] = Form.useForm<KeyFormValues>();
  const [failure, setFailure] = useState<string | null>(null);

  const submit = (values: KeyFormValues) => {
    setFailure(null);
    const body = parseInto(form, partnerKeyCreateSchema, {
      name: values.name ?? '',
      mode: values.mode,
      rateLimitPerMinute: values.rateLimitPerMinute ?? undefined,
    });
    if (!body) return;
    createKey.mutate(body, {
      onSuccess: (created) => {
        form.resetFields();
        onCreated(keyShown(created, `${MODE_LABELS[created.mode]} key, ${limitText(created.rateLimitPerMinute)}.`));
        createKey.reset();
      },
      onError: (error) => setFailure(showServerErrors(form, error, ['name', 'mode', 'rateLimitPerMinute'])),
    });
  };

  return (
    <Form<KeyFormValues>
      form={form}
      name="new-key"
      layout="vertical"
      initialValues={{ mode: 'sandbox', rateLimitPerMinute: PARTNER_KEY_LIMITS.perMinuteDefault }}
      onFinish={submit}
      noValidate
      style={{ maxWidth: 560 }}
    >
      <Form.Item name="name" label="Key name" required extra="The system that uses it, for example 'Booking engine'">
        <Input maxLength={100} autoComplete="off" />
      </Form.Item>
      <Form.Item
        name="mode"
        label="Mode"
        extra={partner.sandbox ? PARTNER_MESSAGES.liveKeyInSandbox : 'A live key books for real.'}
      >
        <Radio.Group
          options={[
            { value: 'sandbox', label: 'Sandbox' },
            { value: 'live', label: 'Live', disabled: partner.sandbox },
          ]}
        />
      </Form.Item>
      <Form.Item
        name="rateLimitPerMinute"
        label="Requests per minute"
        extra={`From ${PARTNER_KEY_LIMITS.perMinuteMin} to ${PARTNER_KEY_LIMITS.perMinuteMax}`}
      >
        <InputNumber
          min={PARTNER_KEY_LIMITS.perMinuteMin}
          max={PARTNER_KEY_LIMITS.perMinuteMax}
          precision={0}
          style={{ width: 160 }}
        />
      </Form.Item>
      {failure && (
        <Alert
          type="error"
          showIcon
          role="alert"
          style={{ marginBottom: 12 }}
          title="Could not create the key"
          description={failure}
        />
      )}
      <Button type="primary" htmlType="submit" loading={createKey.isPending}>
        Create key
      </Button>
    </Form>
  );
}

/** Rotate: how long the old key keeps working beside its successor. */
function RotateKeyDialog({
  partner,
  session,
  apiKey,
  onClose,
  onRotated,
}: {
  partner: Partner;
  session: StaffSession;
  apiKey: PartnerKey | null;
  onClose: () => void;
  onRotated: (secret: OneTimeSecret) => void;
}) {
  const { rotateKey } = usePartnerMutations(partner.id, session);
  const [hours, setHours] = useState<number | null>(PARTNER_OVERLAP_HOURS.default);
  const [problem, setProblem] = useState<string | null>(null);

  const rotate = (key: PartnerKey) => {
    const parsed = overlapSchema.safeParse({ overlapHours: hours ?? undefined });
    if (!parsed.success) {
      setProblem(`Between ${PARTNER_OVERLAP_HOURS.min} and ${PARTNER_OVERLAP_HOURS.max} whole hours`);
      return;
    }
    setProblem(null);
    const { overlapHours } = parsed.data;
    rotateKey.mutate(
      { keyId: key.id, overlapHours },
      {
        onSuccess: (created) => {
          onClose();
          setHours(PARTNER_OVERLAP_HOURS.default);
          onRotated(
            keyShown(
              created,
              overlapHours > 0
                ? `The previous key ${keyShape(key)} keeps working beside this one for ${overlapHours} hours, then expires.`
                : `The previous key ${keyShape(key)} has stopped working.`,
              // Its Rotate button is gone with the rotation.
              'partner-keys-title',
            ),
          );
          rotateKey.reset();
        },
        onError: (error) => setProblem(errorMessage(error)),
      },
    );
  };

  return (
    <Modal
      open={apiKey !== null}
      title={apiKey ? `Rotate key ${apiKey.name}` : 'Rotate key'}
      onCancel={() => {
        setProblem(null);
        onClose();
      }}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={onClose} disabled={rotateKey.isPending}>
          Cancel
        </Button>,
        <Button key="rotate" type="primary" loading={rotateKey.isPending} onClick={() => apiKey && rotate(apiKey)}>
          Rotate key
        </Button>,
      ]}
    >
      <Typography.Paragraph>
        A new key with the same name, mode and limit is issued. The current key keeps working beside it for the hours
        you choose, so the partner can switch without a gap; then it expires.
      </Typography.Paragraph>
      <Flex vertical gap={4}>
        <label htmlFor="overlap-hours">Overlap (hours)</label>
        <InputNumber
          id="overlap-hours"
          min={PARTNER_OVERLAP_HOURS.min}
          max={PARTNER_OVERLAP_HOURS.max}
          precision={0}
          value={hours}
          onChange={(v) => setHours(typeof v === 'number' ? v : null)}
          status={problem ? 'error' : undefined}
          aria-describedby={problem ? 'overlap-hours-error' : undefined}
          style={{ width: 160 }}
        />
        {problem && (
          <Typography.Text id="overlap-hours-error" type="danger" role="alert">
            {problem}
          </Typography.Text>
        )}
      </Flex>
    </Modal>
  );
}

/**
 * The partner's API keys: each shown only as its prefix, with its mode, limit and state; create, rotate (both keys
 * listed until the old one expires) and revoke.
 */
export function KeysSection({ partner, session }: { partner: Partner; session: StaffSession }) {
  const { notification, modal } = App.useApp();
  const { revokeKey } = usePartnerMutations(partner.id, session);
  const [shown, setShown] = useState<OneTimeSecret | null>(null);
  const [rotating, setRotating] = useState<PartnerKey | null>(null);
  const keys = [...partner.keys].sort((a, b) => b.createdAt.localeCompare(a.createdAt));

  const revoke = (key: PartnerKey) =>
    modal.confirm({
      title: `Revoke key ${key.name}?`,
      content: `Requests with ${keyShape(key)} are refused at once. This cannot be undone.`,
      okText: 'Revoke key',
      okButtonProps: { danger: true },
      cancelText: 'Keep key',
      autoFocusButton: 'cancel',
      onOk: () =>
        revokeKey.mutateAsync(key.id).then(
          () => notification.success({ title: 'Key revoked', description: `${key.name} no longer works.` }),
          (error: unknown) =>
            notification.error({ title: 'Could not revoke the key', description: errorMessage(error) }),
        ),
    });

  const columns = [
    { title: 'Name', dataIndex: 'name', key: 'name' },
    {
      title: 'Key',
      key: 'key',
      render: (_: unknown, k: PartnerKey) => <Typography.Text code>{keyShape(k)}</Typography.Text>,
    },
    { title: 'Mode', key: 'mode', render: (_: unknown, k: PartnerKey) => <ModeTag mode={k.mode} /> },
    { title: 'Limit', key: 'limit', render: (_: unknown, k: PartnerKey) => `${k.rateLimitPerMinute}/min` },
    { title: 'State', key: 'state', render: (_: unknown, k: PartnerKey) => <KeyStateTag apiKey={k} /> },
    { title: 'Created', key: 'created', render: (_: unknown, k: PartnerKey) => when.format(new Date(k.createdAt)) },
    {
      title: 'Actions',
      key: 'actions',
      render: (_: unknown, k: PartnerKey) => (
        <Flex gap={6} wrap>
          {k.state === 'active' && (
            <Button size="small" onClick={() => setRotating(k)} aria-label={`Rotate key ${k.name} (${k.prefix})`}>
              Rotate
            </Button>
          )}
          {(k.state === 'active' || k.state === 'expiring') && (
            <Button size="small" danger onClick={() => revoke(k)} aria-label={`Revoke key ${k.name} (${k.prefix})`}>
              Revoke
            </Button>
          )}
        </Flex>
      ),
    },
  ];

  return (
    <PartnerSection id="partner-keys" title="API keys">
      <Typography.Paragraph>
        A key is shown once, when it is made; only its fingerprint is kept. One key works for the whole partner API.
      </Typography.Paragraph>
      <Table<PartnerKey>
        rowKey="id"
        size="small"
        dataSource={keys}
        columns={columns}
        pagination={false}
        locale={{ emptyText: 'No keys yet.' }}
        style={{ marginBottom: 16 }}
      />
      <h3 style={{ fontSize: 15, margin: '0 0 8px' }}>Create a key</h3>
      <CreateKeyForm partner={partner} session={session} onCreated={setShown} />
      <RotateKeyDialog
        partner={partner}
        session={session}
        apiKey={rotating}
        onClose={() => setRotating(null)}
        onRotated={setShown}
      />
      <OneTimeSecretDialog secret={shown} onClose={() => setShown(null)} />
    </PartnerSection>
  );
}
