import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { Alert, App, Button, Card, Descriptions, Flex, Form, Modal, Typography } from 'antd';
import { adminAirportUpdateSchema, type AdminAirport } from '@vip/contracts/schemas';
import { useCatalogAdmin, useCatalogPath } from '../common/catalog-context';
import { isConflict } from '../common/errors';
import { ConflictNotice, ErrorNotice, QueryState } from '../common/feedback';
import { parseForm } from '../common/form-helpers';
import { changedFields, formatInstant, orNull } from '../common/format';
import { ScreenHeading } from '../common/screen-heading';
import { StatusTag } from '../common/status-tag';
import { AirportFields, type AirportFormValues } from './airport-fields';
import { useAirport, useUpdateAirport } from './api';
import { PorterFees } from './porter-fees';

/** What retiring does, said before staff confirm it. */
export const RETIRE_EXPLAINED =
  'Its public pages answer that it is no longer served, and it leaves the directory, search and the sitemap within a minute. Its services can no longer be booked. Bookings already made are untouched.';
export const ACTIVATE_EXPLAINED =
  'Its public pages, the directory, search and the sitemap show it again within a minute, with its active services.';

const formValuesOf = (a: AdminAirport): AirportFormValues => ({
  icao: a.icao ?? '',
  name: a.name,
  city: a.city,
  country: a.country,
  countryCode: a.countryCode,
  region: a.region,
  timeZone: a.timeZone,
});

/** One airport: its names, place, region and time zone, whether it is open, and its porter fees. */
export function AirportPage() {
  const code = (useParams().code ?? '').toUpperCase();
  const path = useCatalogPath();
  const airport = useAirport(code);
  return (
    <section aria-labelledby="catalog-airport-title">
      <Typography.Paragraph>
        <Link to={path('airports')}>All airports</Link>
      </Typography.Paragraph>
      <QueryState query={airport} what={`airport ${code}`}>
        {() => <AirportDetail airport={airport.data!} reload={() => void airport.refetch()} />}
      </QueryState>
    </section>
  );
}

function AirportDetail({ airport, reload }: { airport: AdminAirport; reload: () => void }) {
  const { canEdit } = useCatalogAdmin();
  return (
    <>
      <Flex align="center" gap={12} wrap>
        <ScreenHeading id="catalog-airport-title">
          {airport.name} ({airport.code})
        </ScreenHeading>
        <StatusTag active={airport.active} on="Active" off="Retired" />
      </Flex>
      <Typography.Paragraph type="secondary">
        {airport.serviceCount} services, {airport.activeServiceCount} active. Last changed{' '}
        {formatInstant(airport.updatedAt)}.{airport.retiredAt && ` Retired ${formatInstant(airport.retiredAt)}.`}
      </Typography.Paragraph>
      {canEdit ? (
        // Keyed by version: a save or a reload shows the airport as it now is.
        <AirportEditor key={airport.version} airport={airport} reload={reload} />
      ) : (
        <AirportReadOnly airport={airport} />
      )}
      <PorterFees code={airport.code} />
    </>
  );
}

function AirportReadOnly({ airport }: { airport: AdminAirport }) {
  return (
    <Card title={<h3 className="catalog-admin__card-title">Details</h3>} style={{ marginBottom: 16 }}>
      <Descriptions
        column={{ xs: 1, md: 2 }}
        items={[
          { key: 'name', label: 'Airport name', children: airport.name },
          { key: 'city', label: 'City', children: airport.city },
          { key: 'country', label: 'Country', children: `${airport.country} (${airport.countryCode})` },
          { key: 'icao', label: 'ICAO code', children: airport.icao ?? 'None' },
          { key: 'region', label: 'Region', children: airport.region },
          { key: 'timeZone', label: 'Time zone', children: airport.timeZone },
        ]}
      />
    </Card>
  );
}

function AirportEditor({ airport, reload }: { airport: AdminAirport; reload: () => void }) {
  const { notification } = App.useApp();
  const [form] = Form.useForm<AirportFormValues>();
  const update = useUpdateAirport(airport.code);
  const [conflict, setConflict] = useState(false);
  const [problem, setProblem] = useState<{ title: string; error: unknown } | null>(null);
  const [confirming, setConfirming] = useState(false);

  const failed = (title: string) => (error: unknown) => {
    if (isConflict(error)) setConflict(true);
    else setProblem({ title, error });
  };

  const save = (values: AirportFormValues) => {
    setProblem(null);
    const edited = { ...values, icao: orNull(values.icao?.trim()) };
    const change = changedFields<Record<string, unknown>>(airport, edited);
    const parsed = parseForm(form, adminAirportUpdateSchema, { version: airport.version, ...change });
    if (!parsed.data) {
      if (parsed.formErrors.length > 0) setProblem({ title: parsed.formErrors[0]!, error: null });
      return;
    }
    update.mutate(parsed.data, {
      onSuccess: () => notification.success({ title: `${airport.code} saved` }),
      onError: failed('Could not save the airport'),
    });
  };

  const setActive = (active: boolean) =>
    update.mutate(
      { version: airport.version, active },
      {
        onSuccess: () => {
          setConfirming(false);
          notification.success({ title: active ? `${airport.code} is open again` : `${airport.code} is retired` });
        },
        onError: (error) => {
          setConfirming(false);
          failed(active ? 'Could not activate the airport' : 'Could not retire the airport')(error);
        },
      },
    );

  return (
    <>
      {conflict && (
        <ConflictNotice
          onReload={() => {
            setConflict(false);
            reload();
          }}
        />
      )}
      {problem &&
        (problem.error === null ? (
          <Alert type="warning" showIcon role="alert" title={problem.title} style={{ marginBottom: 16 }} />
        ) : (
          <ErrorNotice title={problem.title} error={problem.error} />
        ))}
      <Card title={<h3 className="catalog-admin__card-title">Details</h3>} style={{ marginBottom: 16 }}>
        <Form<AirportFormValues>
          form={form}
          layout="vertical"
          initialValues={formValuesOf(airport)}
          onFinish={save}
          noValidate
        >
          <AirportFields />
          <Button type="primary" htmlType="submit" loading={update.isPending && !confirming}>
            Save airport
          </Button>
        </Form>
      </Card>
      <Card title={<h3 className="catalog-admin__card-title">Open or retired</h3>} style={{ marginBottom: 16 }}>
        <Typography.Paragraph>
          {airport.active ? 'Travellers can find and book this airport.' : 'This airport is retired.'}
        </Typography.Paragraph>
        <Button danger={airport.active} onClick={() => setConfirming(true)}>
          {airport.active ? 'Retire airport' : 'Activate airport'}
        </Button>
      </Card>
      <Modal
        open={confirming}
        title={
          airport.active ? `Retire ${airport.name} (${airport.code})?` : `Activate ${airport.name} (${airport.code})?`
        }
        okText={airport.active ? 'Retire' : 'Activate'}
        okButtonProps={{ danger: airport.active }}
        confirmLoading={update.isPending}
        onOk={() => setActive(!airport.active)}
        onCancel={() => setConfirming(false)}
      >
        <p>{airport.active ? RETIRE_EXPLAINED : ACTIVATE_EXPLAINED}</p>
      </Modal>
    </>
  );
}
