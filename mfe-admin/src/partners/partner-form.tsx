import { Button, Form, Input, Switch, Typography } from 'antd';
import { BOOKING_TEXT_LIMITS as LIMITS, type Partner } from '@vip/contracts/schemas';

/** The form's values as antd keeps them; the contract's schemas check them before anything is sent. */
export interface PartnerFormValues {
  companyName?: string;
  contacts?: { name?: string; email?: string; phone?: string; role?: string }[];
  billingEmail?: string;
  sandbox?: boolean;
  active?: boolean;
  notes?: string;
}

/** The fields the server may name in a refusal (they are the form's own). */
export const PARTNER_FORM_FIELDS = ['companyName', 'contacts', 'billingEmail', 'sandbox', 'active', 'notes'] as const;

export const NEW_PARTNER_VALUES: PartnerFormValues = { contacts: [{}], sandbox: true };

export function formValuesOf(partner: Partner): PartnerFormValues {
  return {
    companyName: partner.companyName,
    contacts: partner.contacts.map((c) => ({
      name: c.name,
      email: c.email,
      phone: c.phone ?? '',
      role: c.role ?? '',
    })),
    billingEmail: partner.billingEmail,
    sandbox: partner.sandbox,
    active: partner.active,
    notes: partner.notes ?? '',
  };
}

/** What the schemas read: empty for a field left blank, so each says its own message. */
export function bodyOf(values: PartnerFormValues) {
  return {
    companyName: values.companyName ?? '',
    contacts: (values.contacts ?? []).map((c) => ({
      name: c?.name ?? '',
      email: c?.email ?? '',
      phone: c?.phone ?? '',
      role: c?.role ?? '',
    })),
    billingEmail: values.billingEmail ?? '',
    sandbox: values.sandbox ?? true,
    notes: values.notes ?? '',
  };
}

const legend = { fontSize: 14, fontWeight: 600, padding: 0, marginBottom: 4 } as const;

/**
 * A partner's company, contacts (one at least), billing e-mail, sandbox flag and notes; with `editing`, whether
 * it is active. Lives inside the caller's Form.
 */
export function PartnerFields({ editing = false }: { editing?: boolean }) {
  return (
    <>
      <Form.Item name="companyName" label="Company" required>
        <Input maxLength={LIMITS.companyName} autoComplete="organization" />
      </Form.Item>
      <Form.List name="contacts">
        {(fields, { add, remove }, { errors }) => (
          <fieldset style={{ border: 0, margin: '0 0 16px', padding: 0 }}>
            <legend style={legend}>Contacts</legend>
            {fields.map((field, index) => (
              <fieldset
                key={field.key}
                style={{ border: '1px solid #d9d9d9', borderRadius: 8, padding: '8px 12px', margin: '0 0 8px' }}
              >
                <legend style={{ ...legend, fontWeight: 400, padding: '0 4px', width: 'auto' }}>
                  Contact {index + 1}
                </legend>
                <Form.Item name={[field.name, 'name']} label="Contact name" required>
                  <Input maxLength={LIMITS.personName} autoComplete="off" />
                </Form.Item>
                <Form.Item name={[field.name, 'email']} label="Contact e-mail" required>
                  <Input type="email" autoComplete="off" />
                </Form.Item>
                <Form.Item name={[field.name, 'phone']} label="Contact phone">
                  <Input type="tel" maxLength={LIMITS.phone} autoComplete="off" />
                </Form.Item>
                <Form.Item name={[field.name, 'role']} label="Contact role" extra="Operations, Finance, Developer…">
                  <Input maxLength={80} autoComplete="off" />
                </Form.Item>
                <Button size="small" onClick={() => remove(field.name)}>
                  Remove contact {index + 1}
                </Button>
              </fieldset>
            ))}
            <Button onClick={() => add({})} disabled={fields.length >= 10}>
              Add a contact
            </Button>
            <Form.ErrorList errors={errors} />
          </fieldset>
        )}
      </Form.List>
      <Form.Item name="billingEmail" label="Billing e-mail" required>
        <Input type="email" autoComplete="off" />
      </Form.Item>
      <Form.Item
        name="sandbox"
        label="Sandbox account"
        valuePropName="checked"
        extra="A sandbox partner's bookings are tests: marked on the board, never sent to suppliers or invoiced. It holds sandbox keys only."
      >
        <Switch />
      </Form.Item>
      {editing && (
        <Form.Item
          name="active"
          label="Active"
          valuePropName="checked"
          extra="An inactive partner's keys are refused everywhere; its bookings are untouched."
        >
          <Switch />
        </Form.Item>
      )}
      <Form.Item name="notes" label="Notes">
        <Input.TextArea maxLength={2000} autoSize={{ minRows: 2, maxRows: 6 }} />
      </Form.Item>
      <Typography.Text type="secondary" style={{ display: 'block', marginBottom: 12 }}>
        Fields marked * are required.
      </Typography.Text>
    </>
  );
}
