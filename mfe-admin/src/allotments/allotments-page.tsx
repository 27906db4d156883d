import { useState } from 'react';
import { Alert, App, Button, Card, Form, Input, InputNumber, Modal, Popconfirm, Table, Typography } from 'antd';
import { serverFieldErrors } from '@vip/contracts/http';
import {
  allotmentCreateSchema,
  type Allotment,
  type AllotmentCreate,
  type StaffSession,
  type SupplierLevel,
} from '@vip/contracts/schemas';
import { useCan } from '../auth/permissions';
import { RequireStaff } from '../auth/require-staff';
import { errorMessage } from '../ui/error-message';
import { BackToDashboard, NoAccessPage } from '../ui/no-access';
import { useAllotmentMutations, useAllotments, useAllotmentsApi, type AllotmentsApi } from './api';
import { SupplierPicker } from './supplier-picker';
import { retryingAfterError } from '@vip/ui';
import { LastErrorMessage, RetryButton } from '../ui/retry-button';

type PublishValues = Partial<Record<keyof AllotmentCreate, string | number>> & { supplierLevel?: SupplierLevel };

type Field = { name: keyof AllotmentCreate; label: string; type?: string; number?: boolean };
const BAND_FIELDS: Field[] = [
  { name: 'serviceId', label: 'Service id', number: true },
  { name: 'date', label: 'Date', type: 'date' },
  { name: 'fromTime', label: 'From', type: 'time' },
  { name: 'toTime', label: 'To', type: 'time' },
  { name: 'seats', label: 'Seats', number: true },
];

/** The server's field errors under the fields they name (the contract's are checked before sending). */
function fieldErrorsOf(error: unknown): Array<{ name: keyof AllotmentCreate; errors: string[] }> {
  return Object.entries(serverFieldErrors(error) ?? {}).map(([name, errors]) => ({
    name: name as keyof AllotmentCreate,
    errors,
  }));
}

function PublishForm({ api }: { api: AllotmentsApi }) {
  const { notification } = App.useApp();
  const [form] = Form.useForm<PublishValues>();
  const { create } = useAllotmentMutations(api);
  const airportCode = (Form.useWatch('airportCode', form) as string | undefined) ?? '';
  const level = Form.useWatch('supplierLevel', form) as SupplierLevel | undefined;
  const publish = ({ supplierLevel: _level, ...values }: PublishValues) => {
    const parsed = allotmentCreateSchema.safeParse({
      ...values,
      serviceId: values.serviceId === undefined ? undefined : Number(values.serviceId),
      seats: values.seats === undefined ? undefined : Number(values.seats),
    });
    if (!parsed.success) {
      form.setFields(
        parsed.error.issues.map((i) => ({ name: i.path[0] as keyof AllotmentCreate, errors: [i.message] })),
      );
      return;
    }
    create.mutate(parsed.data, {
      onSuccess: (a) => {
        form.resetFields();
        notification.success({ title: `${a.seats} seats published at ${a.airportCode} on ${a.date}` });
      },
      onError: (error) => {
        const fields = fieldErrorsOf(error);
        if (fields.length > 0) form.setFields(fields);
        else notification.error({ title: 'Could not publish the allotment', description: errorMessage(error) });
      },
    });
  };
  return (
    <Card title={<h2 style={{ fontSize: 18, margin: 0 }}>Publish seats</h2>} style={{ marginBottom: 16 }}>
      <Typography.Paragraph type="secondary">
        Bookings of this service at this airport on the date, from the start of the band until (not including) its end,
        are confirmed at once while seats are left, unless the flight is closer than the supplier&apos;s lead time (its
        instant booking hours).
      </Typography.Paragraph>
      <Form<PublishValues> form={form} layout="inline" onFinish={publish} noValidate>
        <Form.Item name="airportCode" label="Airport code" required>
          <Input autoComplete="off" />
        </Form.Item>
        <SupplierPicker airportCode={airportCode} level={level} />
        {BAND_FIELDS.map((f) => (
          <Form.Item key={f.name} name={f.name} label={f.label} required>
            {f.number ? <InputNumber min={0} /> : <Input type={f.type ?? 'text'} autoComplete="off" />}
          </Form.Item>
        ))}
        <Button type="primary" htmlType="submit" loading={create.isPending}>
          Publish
        </Button>
      </Form>
    </Card>
  );
}

function SeatsDialog({ api, allotment, onClose }: { api: AllotmentsApi; allotment: Allotment; onClose: () => void }) {
  const { notification } = App.useApp();
  const { change } = useAllotmentMutations(api);
  const [seats, setSeats] = useState<number | null>(allotment.seats);
  const [problem, setProblem] = useState<string | null>(null);
  const save = () => {
    if (seats === null) return setProblem('Give the number of seats');
    change.mutate(
      { id: allotment.id, version: allotment.version, seats },
      {
        onSuccess: () => {
          notification.success({ title: 'Seats changed' });
          onClose();
        },
        onError: (error) => setProblem(errorMessage(error)),
      },
    );
  };
  return (
    <Modal
      open
      title={`Seats at ${allotment.airportCode} on ${allotment.date}, ${allotment.fromTime}–${allotment.toTime}`}
      okText="Save"
      onOk={save}
      confirmLoading={change.isPending}
      onCancel={onClose}
    >
      <Typography.Paragraph>
        {allotment.seatsTaken} booked
        {allotment.seatsHeld ? `, ${allotment.seatsHeld} held in travellers' checkouts` : ''}; seats cannot go below
        that.
      </Typography.Paragraph>
      <label htmlFor="allotment-seats">Seats</label>{' '}
      <InputNumber id="allotment-seats" min={0} value={seats} onChange={(v) => setSeats(v)} />
      {problem && <Alert type="error" role="alert" showIcon title={problem} style={{ marginTop: 12 }} />}
    </Modal>
  );
}

function AllotmentsAdmin({ session }: { session: StaffSession }) {
  const can = useCan();
  const { notification } = App.useApp();
  const api = useAllotmentsApi(session);
  const [airportCode, setAirportCode] = useState('');
  const list = useAllotments(api, airportCode);
  const { remove } = useAllotmentMutations(api);
  const [editing, setEditing] = useState<Allotment | null>(null);
  const canEdit = can('allotments.edit');

  const columns = [
    { title: 'Airport', dataIndex: 'airportCode', key: 'airport' },
    { title: 'Service', dataIndex: 'serviceId', key: 'service' },
    { title: 'Date', dataIndex: 'date', key: 'date' },
    { title: 'Band', key: 'band', render: (_: unknown, a: Allotment) => `${a.fromTime}–${a.toTime}` },
    { title: 'Seats', dataIndex: 'seats', key: 'seats' },
    { title: 'Booked', dataIndex: 'seatsTaken', key: 'booked' },
    { title: 'Left', dataIndex: 'seatsLeft', key: 'left' },
    { title: 'Lead time', key: 'lead', render: (_: unknown, a: Allotment) => `${a.instantBookingHours} h` },
    ...(canEdit
      ? [
          {
            title: 'Actions',
            key: 'actions',
            render: (_: unknown, a: Allotment) => (
              <>
                <Button
                  size="small"
                  onClick={() => setEditing(a)}
                  aria-label={`Change the seats at ${a.airportCode} on ${a.date}`}
                >
                  Change seats
                </Button>{' '}
                <Popconfirm
                  title="Withdraw these seats?"
                  description="Bookings made from now on are requests staff confirm."
                  okText="Withdraw"
                  onConfirm={() =>
                    remove.mutate(a.id, {
                      onError: (e) =>
                        notification.error({ title: 'Could not withdraw the seats', description: errorMessage(e) }),
                    })
                  }
                >
                  <Button size="small" danger aria-label={`Withdraw the seats at ${a.airportCode} on ${a.date}`}>
                    Withdraw
                  </Button>
                </Popconfirm>
              </>
            ),
          },
        ]
      : []),
  ];

  return (
    <section style={{ maxWidth: 1200, margin: '0 auto', padding: 24 }} aria-labelledby="allotments-title">
      <Typography.Title id="allotments-title" level={1} style={{ fontSize: 26 }}>
        Allotments
      </Typography.Title>
      {canEdit && <PublishForm api={api} />}
      <Form layout="inline" style={{ marginBottom: 12 }} onFinish={() => undefined}>
        <Form.Item label="Show airport" htmlFor="allotments-airport">
          <Input.Search
            id="allotments-airport"
            allowClear
            placeholder="All airports"
            onSearch={(v) => setAirportCode(v.trim().toUpperCase())}
          />
        </Form.Item>
      </Form>
      {(list.isError || retryingAfterError(list)) && (
        <Alert
          type="error"
          role="alert"
          title="Could not load the allotments"
          description={<LastErrorMessage error={list.error} />}
          action={<RetryButton query={list} />}
        />
      )}
      <Table<Allotment>
        rowKey="id"
        loading={list.isLoading}
        dataSource={list.data?.allotments ?? []}
        columns={columns}
        pagination={false}
        locale={{ emptyText: 'No allotments: every booking is a request staff confirm.' }}
      />
      {editing && <SeatsDialog api={api} allotment={editing} onClose={() => setEditing(null)} />}
      <BackToDashboard />
    </section>
  );
}

export function AllotmentsPage() {
  return (
    <RequireStaff>
      {(session) =>
        session.permissions.includes('allotments.view') ? (
          <AllotmentsAdmin session={session} />
        ) : (
          <NoAccessPage
            title="Allotments"
            notice="You do not have access to allotments"
            description="Admins and agents see suppliers' seats; admins publish and change them."
          />
        )
      }
    </RequireStaff>
  );
}
