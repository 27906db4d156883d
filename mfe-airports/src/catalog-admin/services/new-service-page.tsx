import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Alert, App, Button, Card, Col, Form, Input, Row, Typography } from 'antd';
import { adminServiceCreateSchema } from '@vip/contracts/schemas';
import { utcToZonedLocal } from '@vip/contracts/time';
import { useCatalogAdmin, useCatalogPath } from '../common/catalog-context';
import { showFieldErrors } from '../common/errors';
import { ErrorNotice } from '../common/feedback';
import { parseForm } from '../common/form-helpers';
import { ScreenHeading } from '../common/screen-heading';
import { PriceAmountFields } from '../prices/price-fields';
import { useCreateService } from './api';
import {
  SERVICE_CHOICES,
  SERVICE_FORM_FIELDS,
  ServiceFields,
  serviceBody,
  type ServiceFormValues,
} from './service-fields';

/** The earliest 'today' of any airport (the last zone to reach midnight); svc-catalog checks the airport's own. */
const EARLIEST_TODAY = () => utcToZonedLocal(new Date(), 'Etc/GMT+12').date;

interface NewServiceValues extends ServiceFormValues {
  airport: string;
  price: Record<string, number | string | null | undefined>;
}

const DEFAULTS: Partial<NewServiceValues> = {
  airport: '',
  name: '',
  description: '',
  includedTravelers: 2,
  freeChildrenAllowance: 0,
  greeterLimit: 6,
  afterHoursStart: '22:00',
  afterHoursEnd: '06:00',
  cancellationDeadlineHours: 48,
  tags: [],
  inclusions: [],
  isPopular: false,
  isPremium: false,
  active: false,
  price: { adultFee: 0, childFee: 0, afterHoursFee: 0, lastMinute24hSurcharge: 0, lastMinute48hSurcharge: 0 },
};

/** A new service with its first price, from a date (today at the airport at the earliest). */
export function NewServicePage() {
  const { canEdit } = useCatalogAdmin();
  const path = useCatalogPath();
  const navigate = useNavigate();
  const { notification } = App.useApp();
  const [form] = Form.useForm<NewServiceValues>();
  const create = useCreateService();
  const [notice, setNotice] = useState<string | null>(null);

  if (!canEdit) {
    return <Alert type="info" showIcon title="Your role can look at services but not add them." />;
  }

  const submit = (values: NewServiceValues) => {
    setNotice(null);
    // A fee left empty is carried as not given; the date is always checked.
    const price = {
      ...Object.fromEntries(Object.entries(values.price ?? {}).filter(([, v]) => v !== null && v !== '')),
      effectiveFrom: values.price?.effectiveFrom ?? '',
    };
    const parsed = parseForm(
      form,
      adminServiceCreateSchema,
      { ...serviceBody(values), airport: values.airport ?? '', price },
      {
        fieldOf: (p) =>
          p.length === 0 ? undefined : p[0] === 'price' && p.length > 1 ? ['price', String(p[1])] : [String(p[0])],
        choices: SERVICE_CHOICES,
      },
    );
    if (!parsed.data) {
      if (parsed.formErrors.length > 0) setNotice(parsed.formErrors[0]!);
      return;
    }
    create.mutate(parsed.data, {
      onSuccess: (service) => {
        notification.success({ title: `${service.name} added` });
        navigate(path('services', service.id));
      },
      onError: (error) => showFieldErrors(form, error, [...SERVICE_FORM_FIELDS, 'airport']),
    });
  };

  return (
    <section aria-labelledby="catalog-new-service-title">
      <Typography.Paragraph>
        <Link to={path('services')}>All services</Link>
      </Typography.Paragraph>
      <ScreenHeading id="catalog-new-service-title">Add a service</ScreenHeading>
      {notice && <Alert type="warning" showIcon role="alert" title={notice} style={{ marginBottom: 16 }} />}
      {create.isError && <ErrorNotice title="Could not add the service" error={create.error} />}
      <Form<NewServiceValues> form={form} layout="vertical" initialValues={DEFAULTS} onFinish={submit} noValidate>
        <Card title={<h3 className="catalog-admin__card-title">Service</h3>} style={{ marginBottom: 16 }}>
          <Row gutter={16}>
            <Col xs={24} md={8}>
              <Form.Item name="airport" label="Airport code" required>
                <Input maxLength={3} style={{ textTransform: 'uppercase' }} autoComplete="off" />
              </Form.Item>
            </Col>
          </Row>
          <ServiceFields />
        </Card>
        <Card title={<h3 className="catalog-admin__card-title">First price</h3>} style={{ marginBottom: 16 }}>
          <Form.Item
            name={['price', 'effectiveFrom']}
            label="Takes effect on"
            required
            extra="Today at the airport or later."
          >
            <Input type="date" min={EARLIEST_TODAY()} style={{ maxWidth: 220 }} />
          </Form.Item>
          <PriceAmountFields prefix="price" />
        </Card>
        <Button type="primary" htmlType="submit" loading={create.isPending}>
          Add service
        </Button>
      </Form>
    </section>
  );
}
