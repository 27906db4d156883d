import { useState } from 'react';
import { Alert, App, Button, Descriptions, Flex, Form, Input, InputNumber, Modal, Switch, Typography } from 'antd';
import {
  PARTNER_OVERLAP_HOURS,
  overlapSchema,
  partnerWebhookUpdateSchema,
  type Partner,
  type PartnerWebhookSecret,
  type StaffSession,
} from '@vip/contracts/schemas';
import { errorMessage } from '../ui/error-message';
import { hasSecret, usePartnerMutations } from './api';
import { parseInto, showServerErrors } from './form-errors';
import { OneTimeSecretDialog, type OneTimeSecret } from './one-time-secret-dialog';
import { when } from './partner-bits';
import { PartnerSection } from './partner-section';

interface WebhookFormValues {
  url?: string;
  enabled?: boolean;
}

const SECTION_TITLE_ID = 'partner-webhook-title';

function secretShown(webhook: PartnerWebhookSecret, details: string): OneTimeSecret {
  return {
    title: 'Web hook signing secret',
    noun: 'secret',
    value: webhook.secret,
    details: <Typography.Paragraph style={{ margin: 0 }}>{details}</Typography.Paragraph>,
    // The form or dialog that asked for it is gone by then.
    returnFocusTo: SECTION_TITLE_ID,
  };
}

/** The address form: a first address comes with a new signing secret, a later one keeps it. */
function WebhookForm({
  partner,
  session,
  onSaved,
  onCancel,
}: {
  partner: Partner;
  session: StaffSession;
  onSaved: (secret: OneTimeSecret | null) => void;
  onCancel?: () => void;
}) {
  const { notification } = App.useApp();
  const { setWebhook } = usePartnerMutations(partner.id, session);
  const [form] = Form.useForm<WebhookFormValues>();
  const [failure, setFailure] = useState<string | null>(null);

  const submit = (values: WebhookFormValues) => {
    setFailure(null);
    const body = parseInto(form, partnerWebhookUpdateSchema, { url: values.url ?? '', enabled: values.enabled });
    if (!body) return;
    setWebhook.mutate(body, {
      onSuccess: (saved) => {
        if (hasSecret(saved)) {
          onSaved(
            secretShown(
              saved,
              'Each delivery is signed with it (Standard Webhooks: webhook-id, webhook-timestamp, webhook-signature); the partner verifies signatures with it.',
            ),
          );
          setWebhook.reset();
        } else {
          notification.success({ title: 'Web hook saved', description: `Deliveries go to ${saved.url}.` });
          onSaved(null);
        }
      },
      onError: (error) => setFailure(showServerErrors(form, error, ['url', 'enabled'])),
    });
  };

  return (
    <Form<WebhookFormValues>
      form={form}
      name="webhook"
      layout="vertical"
      initialValues={{ url: partner.webhook?.url ?? '', enabled: partner.webhook?.enabled ?? true }}
      onFinish={submit}
      noValidate
      style={{ maxWidth: 640 }}
    >
      <Form.Item name="url" label="Web hook address" required extra="A public https:// address of the partner's">
        <Input type="url" maxLength={2048} placeholder="https://partner.example/webhooks/vip" autoComplete="off" />
      </Form.Item>
      <Form.Item
        name="enabled"
        label="Send deliveries"
        valuePropName="checked"
        extra="Paused, deliveries wait in the log."
      >
        <Switch />
      </Form.Item>
      {failure && (
        <Alert
          type="error"
          showIcon
          role="alert"
          style={{ marginBottom: 12 }}
          title="Could not save the web hook"
          description={failure}
        />
      )}
      <Flex gap={8}>
        <Button type="primary" htmlType="submit" loading={setWebhook.isPending}>
          {partner.webhook ? 'Save address' : 'Set web hook'}
        </Button>
        {onCancel && (
          <Button onClick={onCancel} disabled={setWebhook.isPending}>
            Cancel
          </Button>
        )}
      </Flex>
    </Form>
  );
}

function RotateSecretDialog({
  partner,
  session,
  open,
  onClose,
  onRotated,
}: {
  partner: Partner;
  session: StaffSession;
  open: boolean;
  onClose: () => void;
  onRotated: (secret: OneTimeSecret) => void;
}) {
  const { rotateWebhookSecret } = usePartnerMutations(partner.id, session);
  const [hours, setHours] = useState<number | null>(PARTNER_OVERLAP_HOURS.default);
  const [problem, setProblem] = useState<string | null>(null);

  const rotate = () => {
    const parsed = overlapSchema.safeParse({ overlapHours: hours ?? undefined });
    if (!parsed.success) {
      setProblem(`Between ${PARTNER_OVERLAP_HOURS.min} and ${PARTNER_OVERLAP_HOURS.max} whole hours`);
      return;
    }
    setProblem(null);
    rotateWebhookSecret.mutate(parsed.data.overlapHours, {
      onSuccess: (rotated) => {
        onClose();
        setHours(PARTNER_OVERLAP_HOURS.default);
        onRotated(
          secretShown(
            rotated,
            rotated.previousSecretExpiresAt
              ? `The previous secret keeps signing beside this one until ${when.format(new Date(rotated.previousSecretExpiresAt))}.`
              : 'The previous secret no longer signs.',
          ),
        );
        rotateWebhookSecret.reset();
      },
      onError: (error) => setProblem(errorMessage(error)),
    });
  };

  return (
    <Modal
      open={open}
      title="Rotate the signing secret"
      onCancel={onClose}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={onClose} disabled={rotateWebhookSecret.isPending}>
          Cancel
        </Button>,
        <Button key="rotate" type="primary" loading={rotateWebhookSecret.isPending} onClick={rotate}>
          Rotate secret
        </Button>,
      ]}
    >
      <Typography.Paragraph>
        A new secret signs every delivery from now on. The previous one signs beside it for the hours you choose, so the
        partner can switch without rejecting a delivery.
      </Typography.Paragraph>
      <Flex vertical gap={4}>
        <label htmlFor="secret-overlap-hours">Overlap (hours)</label>
        <InputNumber
          id="secret-overlap-hours"
          min={PARTNER_OVERLAP_HOURS.min}
          max={PARTNER_OVERLAP_HOURS.max}
          precision={0}
          value={hours}
          onChange={(v) => setHours(typeof v === 'number' ? v : null)}
          status={problem ? 'error' : undefined}
          aria-describedby={problem ? 'secret-overlap-hours-error' : undefined}
          style={{ width: 160 }}
        />
        {problem && (
          <Typography.Text id="secret-overlap-hours-error" type="danger" role="alert">
            {problem}
          </Typography.Text>
        )}
      </Flex>
    </Modal>
  );
}

/** The partner's web-hook endpoint: its address, the signing secret (shown once, rotated with an overlap), removal. */
export function WebhookSection({ partner, session }: { partner: Partner; session: StaffSession }) {
  const { notification, modal } = App.useApp();
  const { removeWebhook } = usePartnerMutations(partner.id, session);
  const [shown, setShown] = useState<OneTimeSecret | null>(null);
  const [changing, setChanging] = useState(false);
  const [rotating, setRotating] = useState(false);
  const webhook = partner.webhook;

  const remove = () =>
    modal.confirm({
      title: 'Remove the web hook?',
      content: 'No more deliveries are sent to this partner, and its signing secret is forgotten.',
      okText: 'Remove web hook',
      okButtonProps: { danger: true },
      cancelText: 'Keep',
      autoFocusButton: 'cancel',
      onOk: () =>
        removeWebhook.mutateAsync().then(
          () => {
            notification.success({
              title: 'Web hook removed',
              description: `${partner.companyName} gets no deliveries.`,
            });
            document.getElementById(SECTION_TITLE_ID)?.focus();
          },
          (error: unknown) =>
            notification.error({ title: 'Could not remove the web hook', description: errorMessage(error) }),
        ),
    });

  return (
    <PartnerSection id="partner-webhook" title="Web hook">
      {!webhook ? (
        <>
          <Typography.Paragraph>
            No web hook yet: the partner learns of changes only by asking the API. With an address, each booking change
            is posted to it, signed.
          </Typography.Paragraph>
          <WebhookForm partner={partner} session={session} onSaved={setShown} />
        </>
      ) : changing ? (
        <WebhookForm
          partner={partner}
          session={session}
          onSaved={(secret) => {
            setChanging(false);
            setShown(secret);
          }}
          onCancel={() => setChanging(false)}
        />
      ) : (
        <>
          <Descriptions
            size="small"
            column={1}
            items={[
              {
                key: 'url',
                label: 'Address',
                children: <Typography.Text style={{ wordBreak: 'break-all' }}>{webhook.url}</Typography.Text>,
              },
              { key: 'enabled', label: 'Deliveries', children: webhook.enabled ? 'Sent' : 'Paused' },
              {
                key: 'secret',
                label: 'Signing secret',
                children: `Made ${when.format(new Date(webhook.secretCreatedAt))}; shown only then`,
              },
              ...(webhook.previousSecretExpiresAt
                ? [
                    {
                      key: 'previous',
                      label: 'Previous secret',
                      children: `Signs beside it until ${when.format(new Date(webhook.previousSecretExpiresAt))}`,
                    },
                  ]
                : []),
            ]}
          />
          <Flex gap={8} wrap style={{ marginTop: 12 }}>
            <Button onClick={() => setChanging(true)}>Change address</Button>
            <Button onClick={() => setRotating(true)}>Rotate secret</Button>
            <Button danger onClick={remove}>
              Remove web hook
            </Button>
          </Flex>
        </>
      )}
      <RotateSecretDialog
        partner={partner}
        session={session}
        open={rotating}
        onClose={() => setRotating(false)}
        onRotated={setShown}
      />
      <OneTimeSecretDialog secret={shown} onClose={() => setShown(null)} />
    </PartnerSection>
  );
}
