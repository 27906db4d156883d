import { useState, type ReactNode } from 'react';
import { Alert, App, Button, Flex, Form, Input } from 'antd';
import { serverFieldErrors } from '@vip/contracts/http';
import { STAFF_PASSWORD_MIN_LENGTH, staffPasswordChangeSchema, type StaffSession } from '@vip/contracts/schemas';
import { errorMessage } from '../ui/error-message';
import { useChangePassword } from './api';

interface PasswordFields {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}
type FieldName = keyof PasswordFields;
type FieldErrors = Partial<Record<FieldName, string>>;

const FIELD_ORDER: FieldName[] = ['currentPassword', 'newPassword', 'confirmPassword'];

/** The form's name, which antd puts before each field's id. */
const FORM_NAME = 'password-change';
/** The first field, for a dialog to focus once it has opened (a dialog focuses itself first). */
export const CURRENT_PASSWORD_ID = `${FORM_NAME}_currentPassword`;

export const PASSWORD_CHANGED = 'Password changed';
export const OTHER_DEVICES_SIGNED_OUT = 'You were signed out on your other devices.';

/** The contract's rules (the messages svc-ops answers with too), and the confirmation typed twice. */
function check(values: Partial<PasswordFields>): FieldErrors {
  const errors: FieldErrors = {};
  const parsed = staffPasswordChangeSchema.safeParse({
    currentPassword: values.currentPassword ?? '',
    newPassword: values.newPassword ?? '',
  });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as FieldName;
      errors[field] ??= issue.message;
    }
  }
  if (!errors.newPassword && (values.confirmPassword ?? '') !== (values.newPassword ?? ''))
    errors.confirmPassword = 'The passwords do not match';
  return errors;
}

export interface PasswordChangeFormProps {
  session: StaffSession;
  /** The first field's label: 'Temporary password' when the session was opened with one. */
  currentLabel?: string;
  submitLabel?: string;
  /** Shown beside the submit button (the dialog's Cancel). */
  extraAction?: ReactNode;
  /** After the new session is in the cache and the toast is shown. */
  onChanged?: () => void;
}

/**
 * Current password, new password and its confirmation. Errors (ours and the server's field errors, such
 * as a wrong current password) are shown under their field and read out as they appear; the field is
 * described by its error and marked invalid, and the first wrong field gets the focus.
 */
export function PasswordChangeForm({
  session,
  currentLabel = 'Current password',
  submitLabel = 'Change password',
  extraAction,
  onChanged,
}: PasswordChangeFormProps) {
  const { notification } = App.useApp();
  const [form] = Form.useForm<PasswordFields>();
  const change = useChangePassword(session);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);

  const show = (next: FieldErrors) => {
    setErrors(next);
    const first = FIELD_ORDER.find((f) => next[f]);
    if (first) form.focusField(first);
  };

  const submit = (values: PasswordFields) => {
    // Enter in a field submits even while the button shows it is busy.
    if (change.isPending) return;
    setFormError(null);
    const found = check(values);
    if (Object.keys(found).length > 0) return show(found);
    // mutateAsync: the forced page unmounts as soon as the new session is cached, and the toast must still come.
    change
      .mutateAsync({ currentPassword: values.currentPassword, newPassword: values.newPassword })
      .then(() => {
        notification.success({ title: PASSWORD_CHANGED, description: OTHER_DEVICES_SIGNED_OUT });
        onChanged?.();
      })
      .catch((error: unknown) => {
        const server = serverFieldErrors(error);
        const fieldErrors: FieldErrors = {};
        for (const field of FIELD_ORDER) {
          const message = server?.[field]?.[0];
          if (message) fieldErrors[field] = message;
        }
        if (Object.keys(fieldErrors).length > 0) return show(fieldErrors);
        setFormError(errorMessage(error));
      });
  };

  const item = (
    name: FieldName,
    label: string,
    autoComplete: 'current-password' | 'new-password',
    extra?: string,
    autoFocus = false,
  ) => (
    <Form.Item
      name={name}
      label={label}
      extra={extra}
      validateStatus={errors[name] ? 'error' : undefined}
      // role=alert: antd's help text is not a live region, and a server error appears after the click.
      help={errors[name] ? <span role="alert">{errors[name]}</span> : undefined}
    >
      <Input.Password
        autoComplete={autoComplete}
        aria-invalid={errors[name] ? true : undefined}
        autoFocus={autoFocus}
      />
    </Form.Item>
  );

  return (
    <Form<PasswordFields>
      form={form}
      name={FORM_NAME}
      layout="vertical"
      requiredMark={false}
      onFinish={submit}
      onValuesChange={(changed: Partial<PasswordFields>) => {
        const touched = Object.keys(changed) as FieldName[];
        if (touched.some((f) => errors[f]))
          setErrors((e) => Object.fromEntries(Object.entries(e).filter(([f]) => !touched.includes(f as FieldName))));
      }}
      noValidate
    >
      {item('currentPassword', currentLabel, 'current-password', undefined, true)}
      {item('newPassword', 'New password', 'new-password', `At least ${STAFF_PASSWORD_MIN_LENGTH} characters.`)}
      {item('confirmPassword', 'Confirm new password', 'new-password')}
      {formError && <Alert type="error" showIcon role="alert" title={formError} style={{ marginBottom: 16 }} />}
      <Flex gap={8} justify="end">
        {extraAction}
        <Button type="primary" htmlType="submit" loading={change.isPending}>
          {submitLabel}
        </Button>
      </Flex>
    </Form>
  );
}
