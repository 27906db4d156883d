import { useId, useState } from 'react';
import { Alert, Button, Flex, Form, Input, Typography } from 'antd';
import { totpCodeSchema, type AuthenticatorSetup } from '@vip/contracts/schemas';

/**
 * The QR code of a new authenticator app's key, the key as text for typing in (a QR code is of no use to someone
 * who cannot see it), and the code that confirms it.
 */
export function AuthenticatorSetupForm({
  setup,
  pending,
  error,
  onConfirm,
  extraAction,
}: {
  setup: AuthenticatorSetup;
  pending: boolean;
  error: string | null;
  onConfirm: (code: string) => void;
  extraAction?: React.ReactNode;
}) {
  const keyId = useId();
  const [fieldError, setFieldError] = useState<string | null>(null);
  const grouped = setup.secret.match(/.{1,4}/g)!.join(' ');
  return (
    <div>
      <Typography.Paragraph>
        Scan this QR code with your authenticator app (Google Authenticator, Microsoft Authenticator, 1Password and
        others), or type the key into it. Then enter the 6-digit code the app shows.
      </Typography.Paragraph>
      <Flex gap={24} wrap align="center" style={{ marginBottom: 16 }}>
        <img
          src={setup.qrCode}
          width={180}
          height={180}
          alt="QR code for your authenticator app (the same key is written beside it)"
        />
        <div>
          <Typography.Text id={keyId} strong>
            Key
          </Typography.Text>
          <Typography.Paragraph
            copyable={{ text: setup.secret, tooltips: ['Copy the key', 'Copied'] }}
            aria-labelledby={keyId}
            data-testid="authenticator-key"
            style={{ fontFamily: 'monospace', fontSize: 16, maxWidth: 260, marginBottom: 0 }}
          >
            {grouped}
          </Typography.Paragraph>
        </div>
      </Flex>
      {error && <Alert type="error" showIcon role="alert" title={error} style={{ marginBottom: 16 }} />}
      <CodeForm
        label="Code from the app"
        submitLabel="Confirm"
        pending={pending}
        fieldError={fieldError}
        onSubmit={(code) => {
          const parsed = totpCodeSchema.safeParse({ code });
          if (!parsed.success) return setFieldError(parsed.error.issues[0]!.message);
          setFieldError(null);
          onConfirm(parsed.data.code);
        }}
        extraAction={extraAction}
      />
    </div>
  );
}

/** One code field and its button; the field says its error and is read out with it. */
export function CodeForm({
  label,
  submitLabel,
  pending,
  fieldError,
  onSubmit,
  extraAction,
  recovery = false,
  autoFocus = false,
}: {
  label: string;
  submitLabel: string;
  pending: boolean;
  fieldError: string | null;
  onSubmit: (code: string) => void;
  extraAction?: React.ReactNode;
  recovery?: boolean;
  autoFocus?: boolean;
}) {
  const errorId = useId();
  return (
    <Form<{ code: string }>
      layout="vertical"
      requiredMark={false}
      onFinish={({ code }) => onSubmit(code ?? '')}
      name={recovery ? 'recovery-code' : 'one-time-code'}
    >
      <Form.Item
        label={label}
        name="code"
        validateStatus={fieldError ? 'error' : undefined}
        help={fieldError ? <span id={errorId}>{fieldError}</span> : undefined}
      >
        <Input
          autoComplete={recovery ? 'off' : 'one-time-code'}
          inputMode={recovery ? 'text' : 'numeric'}
          maxLength={recovery ? 19 : 7}
          aria-invalid={fieldError ? true : undefined}
          aria-describedby={fieldError ? errorId : undefined}
          autoFocus={autoFocus}
          style={{ fontFamily: 'monospace', fontSize: 16, maxWidth: recovery ? 260 : 160 }}
        />
      </Form.Item>
      <Flex gap={8}>
        <Button type="primary" htmlType="submit" loading={pending}>
          {submitLabel}
        </Button>
        {extraAction}
      </Flex>
    </Form>
  );
}
