import { useState } from 'react';
import { Alert, App, Button, Form, Input, InputNumber, Select, Table, Typography } from 'antd';
import {
  PARTNER_MESSAGES,
  PARTNER_TERMS_KINDS,
  PARTNER_TERMS_LABELS,
  partnerTermsCreateSchema,
  validationNow,
  type Partner,
  type PartnerTerms,
  type PartnerTermsKind,
  type StaffSession,
} from '@vip/contracts/schemas';
import { errorMessage } from '../ui/error-message';
import { usePartnerMutations } from './api';
import { parseInto, showServerErrors } from './form-errors';
import { dayText, termsText, when } from './partner-bits';
import { PartnerSection } from './partner-section';

interface TermsFormValues {
  kind?: PartnerTermsKind;
  percent?: number | null;
  effectiveFrom?: string;
}

/** Terms start on a UTC day, as svc-booking prices a request by its UTC date. */
const utcToday = () => validationNow().toISOString().slice(0, 10);

/** Whether a row is the one in force, one still to come (removable) or one that a later one replaced. */
function termsState(terms: PartnerTerms, current: PartnerTerms | null, today: string): string {
  if (current?.id === terms.id) return 'In force';
  return terms.effectiveFrom > today ? 'Scheduled' : 'Replaced';
}

function AddTermsForm({ partner, session }: { partner: Partner; session: StaffSession }) {
  const { notification } = App.useApp();
  const { addTerms } = usePartnerMutations(partner.id, session);
  const [form] = Form.useForm<TermsFormValues>();
  const [failure, setFailure] = useState<string | null>(null);

  const submit = (values: TermsFormValues) => {
    setFailure(null);
    const body = parseInto(form, partnerTermsCreateSchema, {
      kind: values.kind,
      percent: values.percent ?? undefined,
      effectiveFrom: values.effectiveFrom ?? '',
    });
    if (!body) return;
    if (body.effectiveFrom < utcToday()) {
      form.setFields([{ name: 'effectiveFrom', errors: [PARTNER_MESSAGES.effectiveFromPast] }]);
      return;
    }
    addTerms.mutate(body, {
      onSuccess: () => {
        notification.success({
          title: 'Terms added',
          description: `${termsText(body)} from ${dayText(body.effectiveFrom)}.`,
        });
        form.resetFields();
      },
      onError: (error) => setFailure(showServerErrors(form, error, ['kind', 'percent', 'effectiveFrom'])),
    });
  };

  return (
    <Form<TermsFormValues>
      form={form}
      name="add-terms"
      layout="inline"
      initialValues={{ kind: 'commission', effectiveFrom: utcToday() }}
      onFinish={submit}
      noValidate
      style={{ rowGap: 8 }}
    >
      <Form.Item name="kind" label="Kind">
        <Select
          style={{ width: 330 }}
          options={PARTNER_TERMS_KINDS.map((k) => ({ value: k, label: PARTNER_TERMS_LABELS[k] }))}
        />
      </Form.Item>
      <Form.Item name="percent" label="Percent" required>
        <InputNumber min={0} max={100} step={0.5} precision={2} suffix="%" style={{ width: 120 }} />
      </Form.Item>
      <Form.Item name="effectiveFrom" label="Effective from" required extra="A UTC day, today or later">
        <Input type="date" style={{ width: 170 }} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={addTerms.isPending}>
        Add terms
      </Button>
      {failure && (
        <Alert
          type="error"
          showIcon
          role="alert"
          style={{ width: '100%', marginTop: 8 }}
          title="Could not add the terms"
          description={failure}
        />
      )}
    </Form>
  );
}

/**
 * The terms in force, every terms row with the day it starts, removal of one that has not started yet, and new terms
 * from a day. Bookings keep the terms they were priced on.
 */
export function TermsSection({ partner, session }: { partner: Partner; session: StaffSession }) {
  const { notification, modal } = App.useApp();
  const { removeTerms } = usePartnerMutations(partner.id, session);
  const today = utcToday();
  const rows = [...partner.terms].sort((a, b) => b.effectiveFrom.localeCompare(a.effectiveFrom));

  const remove = (terms: PartnerTerms) =>
    modal.confirm({
      title: `Remove the terms from ${dayText(terms.effectiveFrom)}?`,
      content: `${termsText(terms)} will not take effect.`,
      okText: 'Remove terms',
      okButtonProps: { danger: true },
      cancelText: 'Keep',
      autoFocusButton: 'cancel',
      onOk: () =>
        removeTerms.mutateAsync(terms.id).then(
          () => notification.success({ title: 'Terms removed', description: `${termsText(terms)} removed.` }),
          (error: unknown) =>
            notification.error({ title: 'Could not remove the terms', description: errorMessage(error) }),
        ),
    });

  const columns = [
    {
      title: 'Terms',
      key: 'terms',
      render: (_: unknown, t: PartnerTerms) => PARTNER_TERMS_LABELS[t.kind],
    },
    { title: 'Percent', key: 'percent', render: (_: unknown, t: PartnerTerms) => `${t.percent}%` },
    { title: 'Effective from', key: 'from', render: (_: unknown, t: PartnerTerms) => dayText(t.effectiveFrom) },
    {
      title: 'State',
      key: 'state',
      render: (_: unknown, t: PartnerTerms) => termsState(t, partner.currentTerms, today),
    },
    {
      title: 'Added',
      key: 'added',
      render: (_: unknown, t: PartnerTerms) => `${when.format(new Date(t.createdAt))} by ${t.createdBy}`,
    },
    {
      title: 'Actions',
      key: 'actions',
      render: (_: unknown, t: PartnerTerms) =>
        t.effectiveFrom > today ? (
          <Button
            size="small"
            onClick={() => remove(t)}
            aria-label={`Remove the terms from ${dayText(t.effectiveFrom)}`}
          >
            Remove
          </Button>
        ) : null,
    },
  ];

  return (
    <PartnerSection id="partner-terms" title="Commercial terms">
      <Typography.Paragraph data-testid="current-terms">
        {partner.currentTerms ? (
          <>
            In force: <strong>{termsText(partner.currentTerms)}</strong> since{' '}
            {dayText(partner.currentTerms.effectiveFrom)}.
          </>
        ) : (
          'No terms in force today: partner bookings carry no commission or net rate.'
        )}
      </Typography.Paragraph>
      <Table<PartnerTerms>
        rowKey="id"
        size="small"
        dataSource={rows}
        columns={columns}
        pagination={false}
        locale={{ emptyText: 'No terms yet.' }}
        style={{ marginBottom: 16 }}
      />
      <h3 style={{ fontSize: 15, margin: '0 0 8px' }}>Add terms</h3>
      <AddTermsForm partner={partner} session={session} />
    </PartnerSection>
  );
}
