import { useState } from 'react';
import { Alert, App, Button, Descriptions, Flex, Form } from 'antd';
import { formatPhoneNumber, partnerUpdateSchema, type Partner, type StaffSession } from '@vip/contracts/schemas';
import { usePartnerMutations } from './api';
import { isConflict, parseInto, showServerErrors } from './form-errors';
import { ActiveTag, SandboxTag, when } from './partner-bits';
import { PARTNER_FORM_FIELDS, PartnerFields, bodyOf, formValuesOf, type PartnerFormValues } from './partner-form';
import { PartnerSection } from './partner-section';

function ContactList({ contacts }: { contacts: Partner['contacts'] }) {
  return (
    <ul style={{ margin: 0, paddingLeft: 18 }}>
      {contacts.map((c) => (
        <li key={`${c.email}-${c.name}`}>
          {c.name}
          {c.role && ` (${c.role})`} · {c.email}
          {c.phone && ` · ${formatPhoneNumber(c.phone)}`}
        </li>
      ))}
    </ul>
  );
}

/** The edit form; a new one (and a new form store) for each edit, filled from the partner as it is now. */
function PartnerEditForm({
  partner,
  session,
  onDone,
  onConflict,
}: {
  partner: Partner;
  session: StaffSession;
  onDone: () => void;
  onConflict: () => void;
}) {
  const { notification } = App.useApp();
  const { update } = usePartnerMutations(partner.id, session);
  const [form] = Form.useForm<PartnerFormValues>();
  const [failure, setFailure] = useState<string | null>(null);

  const save = (values: PartnerFormValues) => {
    setFailure(null);
    const body = parseInto(form, partnerUpdateSchema, {
      ...bodyOf(values),
      active: values.active ?? partner.active,
      version: partner.version,
    });
    if (!body) return;
    update.mutate(body, {
      onSuccess: (saved) => {
        notification.success({ title: 'Partner saved', description: `${saved.companyName} is up to date.` });
        onDone();
      },
      onError: (error) => {
        if (isConflict(error)) onConflict();
        else setFailure(showServerErrors(form, error, PARTNER_FORM_FIELDS));
      },
    });
  };

  return (
    <Form<PartnerFormValues>
      form={form}
      name="partner"
      layout="vertical"
      initialValues={formValuesOf(partner)}
      onFinish={save}
      noValidate
    >
      {failure && (
        <Alert
          type="error"
          showIcon
          role="alert"
          style={{ marginBottom: 12 }}
          title="Could not save the partner"
          description={failure}
        />
      )}
      <PartnerFields editing />
      <Flex gap={8}>
        <Button type="primary" htmlType="submit" loading={update.isPending}>
          Save
        </Button>
        <Button onClick={onDone} disabled={update.isPending}>
          Cancel
        </Button>
      </Flex>
    </Form>
  );
}

/**
 * The partner's details, and their edit. The change is sent with the version it was made on: when another admin
 * saved in between, svc-ops refuses it (409) and the section offers to reload.
 */
export function DetailsSection({
  partner,
  session,
  onReload,
}: {
  partner: Partner;
  session: StaffSession;
  onReload: () => Promise<unknown>;
}) {
  const [editing, setEditing] = useState(false);
  const [conflict, setConflict] = useState(false);

  const reload = async () => {
    await onReload();
    setConflict(false);
    setEditing(false);
  };

  return (
    <PartnerSection
      id="partner-details"
      title="Details"
      extra={
        !editing && (
          <Button onClick={() => setEditing(true)} aria-label={`Edit the details of ${partner.companyName}`}>
            Edit
          </Button>
        )
      }
    >
      {conflict && (
        <Alert
          type="warning"
          showIcon
          role="alert"
          style={{ marginBottom: 12 }}
          title="Someone else changed this partner while you were editing."
          description="Reload it to see their changes, then make yours again."
          action={
            <Button size="small" onClick={() => void reload()}>
              Reload
            </Button>
          }
        />
      )}
      {editing ? (
        <PartnerEditForm
          partner={partner}
          session={session}
          onDone={() => setEditing(false)}
          onConflict={() => setConflict(true)}
        />
      ) : (
        <Descriptions
          size="small"
          column={{ xs: 1, md: 2 }}
          items={[
            { key: 'company', label: 'Company', children: partner.companyName },
            {
              key: 'account',
              label: 'Account',
              children: partner.sandbox ? <SandboxTag /> : 'Live',
            },
            { key: 'status', label: 'Status', children: <ActiveTag active={partner.active} /> },
            { key: 'billing', label: 'Billing e-mail', children: partner.billingEmail },
            { key: 'contacts', label: 'Contacts', children: <ContactList contacts={partner.contacts} />, span: 2 },
            {
              key: 'notes',
              label: 'Notes',
              children: <span style={{ whiteSpace: 'pre-line' }}>{partner.notes ?? '—'}</span>,
              span: 2,
            },
            { key: 'created', label: 'Created', children: when.format(new Date(partner.createdAt)) },
            { key: 'updated', label: 'Last changed', children: when.format(new Date(partner.updatedAt)) },
          ]}
        />
      )}
    </PartnerSection>
  );
}
