import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { Alert, App, Button, Card, Descriptions, Flex, Form, Typography } from 'antd';
import { SERVICE_INCLUSION_LABELS, adminServiceUpdateSchema, type AdminService } from '@vip/contracts/schemas';
import { SERVICE_TYPE_LABELS, STAFF_LEVEL_LABELS } from '@vip/contracts/vocabulary';
import { useCatalogAdmin, useCatalogPath } from '../common/catalog-context';
import { isConflict, showFieldErrors } from '../common/errors';
import { ConflictNotice, ErrorNotice, QueryState } from '../common/feedback';
import { parseForm } from '../common/form-helpers';
import { changedFields, formatInstant } from '../common/format';
import { ScreenHeading } from '../common/screen-heading';
import { StatusTag, ToneTag } from '../common/status-tag';
import { ServicePricesSection } from '../prices/service-prices';
import { useService, useUpdateService } from './api';
import {
  SERVICE_FORM_FIELDS,
  ServiceFields,
  inclusionsOf,
  serviceBody,
  serviceFormValues,
  type ServiceFormValues,
} from './service-fields';
import { ServiceImage } from './service-image';

/** One service: every field the contracts carry, its image, and its prices. */
export function ServicePage() {
  const id = Number(useParams().id);
  const path = useCatalogPath();
  const service = useService(id);
  return (
    <section aria-labelledby="catalog-service-title">
      <Typography.Paragraph>
        <Link to={path('services')}>All services</Link>
      </Typography.Paragraph>
      <QueryState query={service} what={`service ${id}`}>
        {() => <ServiceDetail service={service.data!} reload={() => void service.refetch()} />}
      </QueryState>
    </section>
  );
}

function ServiceDetail({ service, reload }: { service: AdminService; reload: () => void }) {
  const { canEdit } = useCatalogAdmin();
  const path = useCatalogPath();
  return (
    <>
      <Flex align="center" gap={12} wrap>
        <ScreenHeading id="catalog-service-title">{service.name}</ScreenHeading>
        <StatusTag active={service.active} on="Active" off="Inactive" />
        {service.isPopular && <ToneTag tone="gold">Popular</ToneTag>}
      </Flex>
      <Typography.Paragraph type="secondary">
        Service {service.id} at{' '}
        {/* Told from the sentence by more than its colour (antd's link rule outranks a class). */}
        <Link style={{ textDecoration: 'underline' }} to={path('airports', service.airport.code)}>
          {service.airport.name}
        </Link>{' '}
        ({service.airport.code}
        {service.airport.active ? '' : ', retired'}). Last changed {formatInstant(service.updatedAt)}.
      </Typography.Paragraph>
      {canEdit ? (
        // Keyed by version: a save or a reload shows the service as it now is.
        <ServiceEditor key={service.version} service={service} reload={reload} />
      ) : (
        <ServiceReadOnly service={service} />
      )}
      <ServiceImage service={service} reload={reload} />
      <ServicePricesSection serviceId={service.id} serviceName={service.name} />
    </>
  );
}

const yesNo = (v: boolean) => (v ? 'Yes' : 'No');

function ServiceReadOnly({ service: s }: { service: AdminService }) {
  const inclusions = inclusionsOf(s.inclusions);
  return (
    <Card title={<h3 className="catalog-admin__card-title">Details</h3>} style={{ marginBottom: 16 }}>
      <Descriptions
        column={{ xs: 1, md: 2 }}
        items={[
          { key: 'level', label: 'Level', children: STAFF_LEVEL_LABELS[s.serviceLevel] },
          { key: 'type', label: 'Type', children: SERVICE_TYPE_LABELS[s.serviceType] },
          { key: 'vendor', label: 'Vendor', children: s.vendor?.name ?? 'No vendor' },
          { key: 'travellers', label: 'Travellers included', children: s.includedTravelers },
          { key: 'children', label: 'Children free of charge', children: s.freeChildrenAllowance },
          { key: 'greeters', label: 'Travellers per greeter', children: s.greeterLimit },
          { key: 'hours', label: 'After hours', children: `${s.afterHoursStart} to ${s.afterHoursEnd}` },
          {
            key: 'cancel',
            label: 'Free cancellation until',
            children: `${s.cancellationDeadlineHours} hours before`,
          },
          { key: 'popular', label: 'Popular badge', children: yesNo(s.isPopular) },
          { key: 'premium', label: 'Premium', children: yesNo(s.isPremium) },
          { key: 'tags', label: 'Tags', children: s.tags.join(', ') || 'None' },
          {
            key: 'inclusions',
            label: 'Amenities and inclusions',
            children: inclusions.map((k) => SERVICE_INCLUSION_LABELS[k]).join(', ') || 'None',
          },
          { key: 'description', label: 'Description', span: 'filled', children: s.description },
        ]}
      />
    </Card>
  );
}

function ServiceEditor({ service, reload }: { service: AdminService; reload: () => void }) {
  const { notification } = App.useApp();
  const [form] = Form.useForm<ServiceFormValues>();
  const update = useUpdateService(service.id);
  const [conflict, setConflict] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);

  const save = (values: ServiceFormValues) => {
    setNotice(null);
    const loaded = serviceBody(serviceFormValues(service));
    const change = changedFields<Record<string, unknown>>(loaded, serviceBody(values));
    const parsed = parseForm(form, adminServiceUpdateSchema, { version: service.version, ...change });
    if (!parsed.data) {
      if (parsed.formErrors.length > 0) setNotice(parsed.formErrors[0]!);
      return;
    }
    update.mutate(parsed.data, {
      onSuccess: () => notification.success({ title: `${values.name} saved` }),
      onError: (error) => {
        if (isConflict(error)) setConflict(true);
        else showFieldErrors(form, error, SERVICE_FORM_FIELDS);
      },
    });
  };

  return (
    <Card title={<h3 className="catalog-admin__card-title">Details</h3>} style={{ marginBottom: 16 }}>
      {conflict && (
        <ConflictNotice
          onReload={() => {
            setConflict(false);
            reload();
          }}
        />
      )}
      {notice && <Alert type="warning" showIcon role="alert" title={notice} style={{ marginBottom: 16 }} />}
      {update.isError && !isConflict(update.error) && (
        <ErrorNotice title="Could not save the service" error={update.error} />
      )}
      <Form<ServiceFormValues>
        form={form}
        layout="vertical"
        initialValues={serviceFormValues(service)}
        onFinish={save}
        noValidate
      >
        <ServiceFields />
        <Button type="primary" htmlType="submit" loading={update.isPending}>
          Save service
        </Button>
      </Form>
    </Card>
  );
}
