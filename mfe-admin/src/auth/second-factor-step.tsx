import { useId, useState } from 'react';
import { Alert, Button, Card, Divider, Flex, Form, Input, Typography } from 'antd';
import {
  passkeyNameSchema,
  recoveryCodeSchema,
  totpCodeSchema,
  type StaffEnrolled,
  type StaffPendingSignIn,
} from '@vip/contracts/schemas';
import { AuthenticatorSetupForm, CodeForm } from '../security/authenticator-setup';
import { secondFactorError } from '../security/passkey-error';
import { RecoveryCodesNotice } from '../security/recovery-codes-notice';
import { useCancelSecondFactor, useEnrolSecondFactor, useSignedIn, useVerifySecondFactor } from './second-factor-api';

const firstIssue = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : result.error!.issues[0]!.message;

/** The login page's second step: a factor the person has, or setting up the first one. */
export function SecondFactorStep({ pending }: { pending: StaffPendingSignIn }) {
  const cancel = useCancelSecondFactor(pending);
  const back = (
    <Button type="link" onClick={() => cancel.mutate()} loading={cancel.isPending}>
      Cancel and sign in again
    </Button>
  );
  return pending.purpose === 'verify' ? (
    <VerifyStep pending={pending} back={back} />
  ) : (
    <EnrolStep pending={pending} back={back} />
  );
}

function VerifyStep({ pending, back }: { pending: StaffPendingSignIn; back: React.ReactNode }) {
  const verify = useVerifySecondFactor(pending);
  const hasPasskey = pending.methods.includes('passkey');
  const hasApp = pending.methods.includes('totp');
  const [useRecovery, setUseRecovery] = useState(!hasPasskey && !hasApp);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const failed = verify.passkey.error ?? verify.code.error ?? verify.recoveryCode.error;
  return (
    <Card>
      <Typography.Title id="admin-login-title" level={1} style={{ fontSize: 24 }}>
        Confirm it’s you
      </Typography.Title>
      <Typography.Paragraph type="secondary">
        {pending.user.name}, your password is right. Finish signing in with your second factor.
      </Typography.Paragraph>
      {failed && (
        <Alert type="error" showIcon role="alert" title={secondFactorError(failed)} style={{ marginBottom: 16 }} />
      )}
      {hasPasskey && !useRecovery && (
        <>
          <Button
            type="primary"
            block
            size="large"
            autoFocus
            loading={verify.passkey.isPending}
            onClick={() => verify.passkey.mutate()}
          >
            Use your passkey
          </Button>
          {hasApp && <Divider plain>or</Divider>}
        </>
      )}
      {hasApp && !useRecovery && (
        <CodeForm
          label="6-digit code from your authenticator app"
          submitLabel="Verify"
          autoFocus={!hasPasskey}
          pending={verify.code.isPending}
          fieldError={fieldError}
          onSubmit={(code) => {
            const parsed = totpCodeSchema.safeParse({ code });
            setFieldError(firstIssue(parsed));
            if (parsed.success) verify.code.mutate(parsed.data.code);
          }}
        />
      )}
      {useRecovery && (
        <CodeForm
          label="Recovery code"
          submitLabel="Sign in with the recovery code"
          recovery
          autoFocus
          pending={verify.recoveryCode.isPending}
          fieldError={fieldError}
          onSubmit={(code) => {
            const parsed = recoveryCodeSchema.safeParse({ code });
            setFieldError(firstIssue(parsed));
            if (parsed.success) verify.recoveryCode.mutate(parsed.data.code);
          }}
        />
      )}
      <Flex vertical align="center" style={{ marginTop: 16 }}>
        {pending.methods.includes('recovery-code') && (hasPasskey || hasApp) && (
          <Button
            type="link"
            onClick={() => {
              setFieldError(null);
              setUseRecovery((r) => !r);
            }}
          >
            {useRecovery ? 'Use your passkey or app instead' : 'Lost your passkey and phone? Use a recovery code'}
          </Button>
        )}
        {back}
      </Flex>
    </Card>
  );
}

function EnrolStep({ pending, back }: { pending: StaffPendingSignIn; back: React.ReactNode }) {
  const enrol = useEnrolSecondFactor(pending);
  const signedIn = useSignedIn();
  const [enrolled, setEnrolled] = useState<StaffEnrolled | null>(null);
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const nameId = useId();
  if (enrolled)
    return (
      <Card>
        <Typography.Title id="admin-login-title" level={1} style={{ fontSize: 24 }}>
          Second factor set up
        </Typography.Title>
        <RecoveryCodesNotice codes={enrolled.recoveryCodes} onDone={() => signedIn(enrolled)} />
      </Card>
    );
  const failed = enrol.passkey.error ?? enrol.startApp.error ?? enrol.confirmApp.error;
  const onEnrolled = { onSuccess: setEnrolled };
  return (
    <Card>
      <Typography.Title id="admin-login-title" level={1} style={{ fontSize: 24 }}>
        Set up a second factor
      </Typography.Title>
      <Typography.Paragraph>
        {pending.user.name}, the back office now asks for a second factor after your password. Set up a passkey (this
        device or a security key) or an authenticator app on your phone. You will also get recovery codes.
      </Typography.Paragraph>
      {failed && (
        <Alert type="error" showIcon role="alert" title={secondFactorError(failed)} style={{ marginBottom: 16 }} />
      )}
      <section aria-labelledby="enrol-passkey">
        <Typography.Title id="enrol-passkey" level={2} style={{ fontSize: 18 }}>
          A passkey (recommended)
        </Typography.Title>
        <Form
          layout="vertical"
          requiredMark={false}
          onFinish={() => {
            const parsed = passkeyNameSchema.safeParse(name);
            setNameError(parsed.success ? null : parsed.error.issues[0]!.message);
            if (parsed.success) enrol.passkey.mutate(parsed.data, onEnrolled);
          }}
        >
          <Form.Item
            label="Name of this passkey"
            htmlFor={nameId}
            validateStatus={nameError ? 'error' : undefined}
            help={nameError ?? 'So you can tell your passkeys apart, like "Work laptop"'}
          >
            <Input
              id={nameId}
              value={name}
              onChange={(e) => setName(e.target.value)}
              maxLength={60}
              aria-invalid={!!nameError}
            />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={enrol.passkey.isPending}>
            Create a passkey
          </Button>
        </Form>
      </section>
      <Divider />
      <section aria-labelledby="enrol-app">
        <Typography.Title id="enrol-app" level={2} style={{ fontSize: 18 }}>
          An authenticator app
        </Typography.Title>
        {enrol.startApp.data ? (
          <AuthenticatorSetupForm
            setup={enrol.startApp.data}
            pending={enrol.confirmApp.isPending}
            error={null}
            onConfirm={(code) => enrol.confirmApp.mutate(code, onEnrolled)}
          />
        ) : (
          <Button onClick={() => enrol.startApp.mutate()} loading={enrol.startApp.isPending}>
            Set up an authenticator app
          </Button>
        )}
      </section>
      <Flex justify="center" style={{ marginTop: 16 }}>
        {back}
      </Flex>
    </Card>
  );
}
