import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Alert, App, Button, Flex, Form, Input, Modal, Segmented, Table, Typography } from 'antd';
import { partnerCreateSchema, type PartnerListItem, type StaffSession } from '@vip/contracts/schemas';
import { useCan } from '../auth/permissions';
import { RequireStaff } from '../auth/require-staff';
import { BackToDashboard, NoAccessPage } from '../ui/no-access';
import { useCreatePartner, usePartnerList, type PartnerListFilter } from './api';
import { parseInto, showServerErrors } from './form-errors';
import { ActiveTag, SandboxTag, termsText, when } from './partner-bits';
import { NEW_PARTNER_VALUES, PARTNER_FORM_FIELDS, PartnerFields, bodyOf, type PartnerFormValues } from './partner-form';
import { retryingAfterError } from '@vip/ui';
import { LastErrorMessage, RetryButton } from '../ui/retry-button';

const ACTIVITY: { value: PartnerListFilter['active']; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'true', label: 'Active' },
  { value: 'false', label: 'Inactive' },
];

/** 'New partner': the form in a dialog; the new partner's page opens once it is created. */
function NewPartnerDialog({ session, open, onClose }: { session: StaffSession; open: boolean; onClose: () => void }) {
  const { notification } = App.useApp();
  const navigate = useNavigate();
  const create = useCreatePartner(session);
  const [form] = Form.useForm<PartnerFormValues>();
  const [failure, setFailure] = useState<string | null>(null);

  const submit = (values: PartnerFormValues) => {
    setFailure(null);
    const body = parseInto(form, partnerCreateSchema, bodyOf(values));
    if (!body) return;
    create.mutate(body, {
      onSuccess: (partner) => {
        notification.success({ title: 'Partner created', description: `${partner.companyName} was added.` });
        form.resetFields();
        onClose();
        navigate(`/admin/partners/${encodeURIComponent(partner.id)}`);
      },
      onError: (error) => setFailure(showServerErrors(form, error, PARTNER_FORM_FIELDS)),
    });
  };

  return (
    <Modal
      open={open}
      title="New partner"
      onCancel={onClose}
      width={640}
      footer={[
        <Button key="cancel" onClick={onClose} disabled={create.isPending}>
          Cancel
        </Button>,
        <Button key="create" type="primary" loading={create.isPending} onClick={() => form.submit()}>
          Create partner
        </Button>,
      ]}
    >
      <Form<PartnerFormValues>
        form={form}
        name="new-partner"
        layout="vertical"
        initialValues={NEW_PARTNER_VALUES}
        onFinish={submit}
        noValidate
      >
        {failure && (
          <Alert type="error" showIcon role="alert" title="Could not create the partner" description={failure} />
        )}
        <PartnerFields />
      </Form>
    </Modal>
  );
}

function PartnerList({ session }: { session: StaffSession }) {
  const [filter, setFilter] = useState<PartnerListFilter>({ q: '', active: 'all' });
  const [creating, setCreating] = useState(false);
  const list = usePartnerList(filter);
  const filtered = filter.q !== '' || filter.active !== 'all';

  const columns = [
    {
      title: 'Company',
      key: 'company',
      render: (_: unknown, p: PartnerListItem) => (
        <Flex gap={6} align="center" wrap>
          <Link to={`/admin/partners/${encodeURIComponent(p.id)}`} style={{ textDecoration: 'underline' }}>
            {p.companyName}
          </Link>
          {p.sandbox && <SandboxTag />}
        </Flex>
      ),
    },
    { title: 'Billing e-mail', dataIndex: 'billingEmail', key: 'billing' },
    { title: 'Status', key: 'status', render: (_: unknown, p: PartnerListItem) => <ActiveTag active={p.active} /> },
    {
      title: 'Current terms',
      key: 'terms',
      render: (_: unknown, p: PartnerListItem) => (p.currentTerms ? termsText(p.currentTerms) : 'None'),
    },
    { title: 'Active keys', dataIndex: 'activeKeys', key: 'keys' },
    {
      title: 'Web hook',
      key: 'webhook',
      render: (_: unknown, p: PartnerListItem) => (p.webhookUrl ? 'Set' : 'Not set'),
    },
    {
      title: 'Created',
      key: 'created',
      render: (_: unknown, p: PartnerListItem) => when.format(new Date(p.createdAt)),
    },
  ];

  return (
    <section style={{ maxWidth: 1200, margin: '0 auto', padding: 24 }} aria-labelledby="partners-title">
      <Flex justify="space-between" align="center" wrap gap={12}>
        <Typography.Title id="partners-title" level={1} style={{ fontSize: 26, margin: 0 }}>
          Partners
        </Typography.Title>
        <Button type="primary" onClick={() => setCreating(true)}>
          New partner
        </Button>
      </Flex>
      <Typography.Paragraph style={{ marginTop: 8 }}>
        Agencies, travel-management companies and concierge desks that book through the partner API.
      </Typography.Paragraph>
      <Flex gap={12} wrap align="center" style={{ margin: '16px 0' }}>
        <Input.Search
          placeholder="Company or billing e-mail"
          aria-label="Search partners"
          allowClear
          maxLength={100}
          onSearch={(value) => setFilter((f) => ({ ...f, q: value.trim() }))}
          style={{ width: 300 }}
        />
        <Segmented<PartnerListFilter['active']>
          aria-label="Partner status"
          value={filter.active}
          onChange={(active) => setFilter((f) => ({ ...f, active }))}
          options={ACTIVITY}
        />
      </Flex>
      {(list.isError || retryingAfterError(list)) && (
        <Alert
          type="error"
          showIcon
          role="alert"
          title="Could not load the partners"
          description={<LastErrorMessage error={list.error} />}
          action={<RetryButton query={list} />}
          style={{ marginBottom: 12 }}
        />
      )}
      <Table<PartnerListItem>
        rowKey="id"
        loading={list.isFetching}
        dataSource={list.data?.items ?? []}
        columns={columns}
        pagination={false}
        locale={{
          emptyText:
            list.isError || retryingAfterError(list)
              ? 'The partners could not be loaded.'
              : filtered
                ? 'No partners match.'
                : 'No partners yet. Create one with New partner.',
        }}
      />
      <BackToDashboard />
      <NewPartnerDialog session={session} open={creating} onClose={() => setCreating(false)} />
    </section>
  );
}

/** Without partners.manage the page says so instead of loading a list svc-ops would refuse (403). */
function PartnersAccess({ session }: { session: StaffSession }) {
  const can = useCan();
  if (can('partners.manage')) return <PartnerList session={session} />;
  return (
    <NoAccessPage
      title="Partners"
      notice="You do not have access to partners"
      description="An admin manages partner accounts, their terms, API keys and web hooks."
      maxWidth={1200}
    />
  );
}

/** /admin/partners: admins list partner accounts and create them (svc-ops refuses everyone else too). */
export function PartnersPage() {
  return <RequireStaff>{(session) => <PartnersAccess session={session} />}</RequireStaff>;
}
