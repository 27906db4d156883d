import { useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { Alert, Button, Card, Flex, Form, Input, InputNumber, Space, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { ApiRequestError } from '@vip/contracts/http';
import {
  ALLOTMENT_MESSAGES,
  MAX_ALLOTMENT_SEATS,
  SUPPLIER_ALLOTMENT_MESSAGES as M,
  supplierAllotmentPublishSchema,
  type SupplierAllotment,
  type SupplierJob,
} from '@vip/contracts/schemas';
import { Spinner } from '@vip/ui';
import { formatLongDate, formatTime12 } from '../wizard/format';
import { linkRefused, useSupplierAllotmentMutations, useSupplierAllotments } from './api';

const SECTION = { marginBottom: 16 };

type Notice = { type: 'success' | 'error'; text: string } | null;

/** What the supplier is told when a seat request is refused: the server's words, then each field's. */
export function seatsErrorText(error: unknown): string {
  if (!(error instanceof ApiRequestError) || error.status >= 500 || !error.body) return M.unavailable;
  const details = error.body.error.details as { fieldErrors?: Record<string, string[]> } | undefined;
  const fields = Object.values(details?.fieldErrors ?? {}).flat();
  return [...new Set([error.userMessage, ...fields])].join(' ');
}

const bandOf = (a: { fromTime: string; toTime: string }) => `${formatTime12(a.fromTime)} to ${formatTime12(a.toTime)}`;

/**
 * The supplier's own seats for instant confirmation at the job's airport: what it published, with the seats booked,
 * held in travellers' checkouts and left, a form to publish more for the job's service, and per row a change of
 * seats and a withdrawal.
 */
export function SupplierSeatsSection({ token, job }: { token: string; job: SupplierJob }) {
  const seats = useSupplierAllotments(token);
  const [notice, setNotice] = useState<Notice>(null);
  const serviceName = (id: number) => (id === job.serviceId ? job.serviceName : `Service ${id}`);
  return (
    <Card title={<h2 style={{ fontSize: 18, margin: 0 }}>{M.heading}</h2>} style={SECTION}>
      <section aria-label={M.heading}>
        <Typography.Paragraph>
          {M.intro} Airport: {job.airportName} ({job.airportCode}); times are local at the airport.
        </Typography.Paragraph>
        <div aria-live="polite">
          {notice && <Alert style={SECTION} type={notice.type} showIcon title={notice.text} />}
        </div>
        {seats.isPending ? (
          <Spinner label={M.loading} />
        ) : seats.isError ? (
          <Alert
            style={SECTION}
            type="error"
            showIcon
            title={linkRefused(seats.error) ? seatsErrorText(seats.error) : M.loadFailed}
            action={
              linkRefused(seats.error) ? undefined : <Button onClick={() => void seats.refetch()}>Try again</Button>
            }
          />
        ) : (
          <SeatsTable token={token} rows={seats.data.allotments} serviceName={serviceName} onNotice={setNotice} />
        )}
        {job.serviceId === null ? (
          <Alert type="info" showIcon title={M.noService} />
        ) : (
          <PublishForm token={token} job={job} serviceId={job.serviceId} onNotice={setNotice} />
        )}
      </section>
    </Card>
  );
}

interface RowsProps {
  token: string;
  rows: SupplierAllotment[];
  serviceName: (id: number) => string;
  onNotice: (notice: Notice) => void;
}

/** A row with what the supplier is doing to it: the seats being typed, or the withdrawal being confirmed. */
type Row = SupplierAllotment & { draft?: number | null; confirming?: boolean; busy?: boolean };

function SeatsTable({ token, rows, serviceName, onNotice }: RowsProps) {
  const { change, withdraw } = useSupplierAllotmentMutations(token);
  const [editing, setEditing] = useState<{ id: string; seats: number | null } | null>(null);
  const [withdrawing, setWithdrawing] = useState<string | null>(null);
  const captionId = useId();
  // One table component for the section's life: a new one each render would remount the rows (and lose focus).
  const components = useMemo(
    () => ({ table: (props: object) => <table {...props} aria-labelledby={captionId} /> }),
    [captionId],
  );
  const actionButtons = useRef(new Map<string, HTMLElement | null>());
  const rowName = (a: SupplierAllotment) => `${serviceName(a.serviceId)}, ${formatLongDate(a.date)}, ${bandOf(a)}`;
  // Back to the row's first action once an edit or a confirmation ends, so the keyboard stays where it was.
  const backToRow = (id: string) => setTimeout(() => actionButtons.current.get(id)?.focus(), 0);

  const save = (a: Row) => {
    if (a.draft === null || a.draft === undefined || !Number.isInteger(a.draft))
      return onNotice({ type: 'error', text: ALLOTMENT_MESSAGES.seats });
    onNotice(null);
    change.mutate(
      { id: a.id, change: { version: a.version, seats: a.draft } },
      {
        onSuccess: () => {
          setEditing(null);
          onNotice({ type: 'success', text: M.changed });
          backToRow(a.id);
        },
        onError: (error) => onNotice({ type: 'error', text: seatsErrorText(error) }),
      },
    );
  };
  const confirmWithdraw = (a: Row) => {
    onNotice(null);
    withdraw.mutate(a.id, {
      onSuccess: () => onNotice({ type: 'success', text: M.withdrawn }),
      onError: (error) => {
        onNotice({ type: 'error', text: seatsErrorText(error) });
        backToRow(a.id);
      },
      onSettled: () => setWithdrawing(null),
    });
  };

  const actions = (a: Row) => {
    if (a.draft !== undefined)
      return (
        <Space wrap>
          <Button type="primary" loading={a.busy} onClick={() => save(a)} aria-label={`Save seats for ${rowName(a)}`}>
            Save
          </Button>
          <Button
            onClick={() => {
              setEditing(null);
              backToRow(a.id);
            }}
          >
            Cancel
          </Button>
        </Space>
      );
    if (a.confirming)
      return (
        <div role="group" aria-label={`${M.withdrawQuestion} ${rowName(a)}`}>
          <Typography.Text strong>{M.withdrawQuestion}</Typography.Text>
          <Typography.Paragraph type="secondary" style={{ margin: '4px 0 8px' }}>
            {M.withdrawNote}
          </Typography.Paragraph>
          <Space wrap>
            <Button danger type="primary" autoFocus loading={a.busy} onClick={() => confirmWithdraw(a)}>
              Withdraw seats
            </Button>
            <Button
              onClick={() => {
                setWithdrawing(null);
                backToRow(a.id);
              }}
            >
              Keep them
            </Button>
          </Space>
        </div>
      );
    return (
      <Space wrap>
        <Button
          ref={(el) => void actionButtons.current.set(a.id, el)}
          onClick={() => {
            onNotice(null);
            setWithdrawing(null);
            setEditing({ id: a.id, seats: a.seats });
          }}
          aria-label={`Change seats for ${rowName(a)}`}
        >
          Change seats
        </Button>
        <Button
          danger
          onClick={() => {
            onNotice(null);
            setEditing(null);
            setWithdrawing(a.id);
          }}
          aria-label={`Withdraw seats for ${rowName(a)}`}
        >
          Withdraw
        </Button>
      </Space>
    );
  };

  const columns: ColumnsType<Row> = [
    { title: 'Service', key: 'service', render: (_, a) => serviceName(a.serviceId) },
    { title: 'Date', key: 'date', render: (_, a) => formatLongDate(a.date) },
    { title: 'Time band', key: 'band', render: (_, a) => bandOf(a) },
    {
      title: 'Seats',
      key: 'seats',
      render: (_, a) =>
        a.draft !== undefined ? (
          <InputNumber
            autoFocus
            aria-label={`Seats for ${rowName(a)}`}
            min={0}
            max={MAX_ALLOTMENT_SEATS}
            precision={0}
            value={a.draft}
            onChange={(seats) => setEditing({ id: a.id, seats })}
            onPressEnter={() => save(a)}
          />
        ) : (
          a.seats
        ),
    },
    { title: 'Booked', key: 'taken', render: (_, a) => a.seatsTaken },
    { title: 'Held', key: 'held', render: (_, a) => a.seatsHeld },
    { title: 'Left', key: 'left', render: (_, a) => a.seatsLeft },
    { title: 'Actions', key: 'actions', render: (_, a) => actions(a) },
  ];

  if (rows.length === 0) return <Typography.Paragraph>{M.empty}</Typography.Paragraph>;
  // The row's state is in its record: the table re-renders a row only when its record changes.
  const data: Row[] = [...rows]
    .sort(byDateAndBand)
    .map((a) =>
      editing?.id === a.id
        ? { ...a, draft: editing.seats, busy: change.isPending }
        : withdrawing === a.id
          ? { ...a, confirming: true, busy: withdraw.isPending }
          : a,
    );
  return (
    <>
      <Typography.Title level={3} id={captionId} style={{ fontSize: 16 }}>
        {M.listHeading}
      </Typography.Title>
      <Table<Row>
        rowKey="id"
        size="small"
        style={SECTION}
        pagination={false}
        scroll={{ x: true }}
        columns={columns}
        dataSource={data}
        components={components}
      />
      <Typography.Paragraph type="secondary" style={SECTION}>
        {M.heldNote}
      </Typography.Paragraph>
    </>
  );
}

const byDateAndBand = (a: SupplierAllotment, b: SupplierAllotment) =>
  a.date.localeCompare(b.date) || a.fromTime.localeCompare(b.fromTime) || a.toTime.localeCompare(b.toTime);

type PublishFields = { date: string; fromTime: string; toTime: string; seats: number | null };
type FieldErrors = Partial<Record<keyof PublishFields, string>>;

function PublishForm(props: { token: string; job: SupplierJob; serviceId: number; onNotice: (n: Notice) => void }) {
  const { token, job, serviceId, onNotice } = props;
  const { publish } = useSupplierAllotmentMutations(token);
  const [fields, setFields] = useState<PublishFields>({ date: job.serviceDate, fromTime: '', toTime: '', seats: null });
  const [errors, setErrors] = useState<FieldErrors>({});
  const set = (key: 'date' | 'fromTime' | 'toTime') => (e: { target: { value: string } }) =>
    setFields((f) => ({ ...f, [key]: e.target.value }));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = supplierAllotmentPublishSchema.safeParse({ serviceId, ...fields, seats: fields.seats ?? undefined });
    // The band's own check runs only once every field parses: say it with the others.
    const band: FieldErrors =
      fields.fromTime && fields.toTime && fields.fromTime >= fields.toTime
        ? { toTime: ALLOTMENT_MESSAGES.timeBand }
        : {};
    if (!parsed.success) {
      const found: FieldErrors = { ...band };
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] as keyof PublishFields;
        found[key] ??= issue.message;
      }
      return setErrors(found);
    }
    setErrors({});
    onNotice(null);
    publish.mutate(parsed.data, {
      onSuccess: () => {
        onNotice({ type: 'success', text: M.published });
        setFields((f) => ({ ...f, fromTime: '', toTime: '', seats: null }));
      },
      onError: (error) => onNotice({ type: 'error', text: seatsErrorText(error) }),
    });
  };

  const item = (key: keyof PublishFields, label: string, id: string) => ({
    label,
    htmlFor: id,
    required: true,
    validateStatus: errors[key] ? ('error' as const) : undefined,
    help: errors[key] ? <span id={`${id}-error`}>{errors[key]}</span> : undefined,
  });
  const invalid = (key: keyof PublishFields, id: string) =>
    errors[key] ? { 'aria-invalid': true, 'aria-describedby': `${id}-error` } : {};
  const timeField = (key: 'fromTime' | 'toTime', label: string, id: string) => (
    <Form.Item {...item(key, label, id)} style={{ flex: 1, minWidth: 140 }}>
      <Input
        id={id}
        type="time"
        size="large"
        value={fields[key]}
        onChange={set(key)}
        aria-required
        {...invalid(key, id)}
      />
    </Form.Item>
  );

  return (
    <form onSubmit={submit} aria-label={M.publishHeading} noValidate>
      <Typography.Title level={3} style={{ fontSize: 16 }}>
        {M.publishHeading}
      </Typography.Title>
      <Typography.Paragraph>
        For {job.serviceName} at {job.airportName} ({job.airportCode}).
      </Typography.Paragraph>
      <Form component={false} layout="vertical">
        <Form.Item {...item('date', 'Date', 'seats-date')}>
          <Input
            id="seats-date"
            type="date"
            size="large"
            value={fields.date}
            onChange={set('date')}
            aria-required
            {...invalid('date', 'seats-date')}
          />
        </Form.Item>
        <Flex gap={12} wrap>
          {timeField('fromTime', 'From (local time)', 'seats-from')}
          {timeField('toTime', 'To (local time)', 'seats-to')}
        </Flex>
        <Form.Item {...item('seats', 'Seats', 'seats-count')}>
          <InputNumber
            id="seats-count"
            size="large"
            min={0}
            max={MAX_ALLOTMENT_SEATS}
            precision={0}
            style={{ width: '100%' }}
            value={fields.seats}
            onChange={(seats) => setFields((f) => ({ ...f, seats }))}
            aria-required
            {...invalid('seats', 'seats-count')}
          />
        </Form.Item>
        <Button type="primary" htmlType="submit" size="large" block loading={publish.isPending}>
          Publish seats
        </Button>
      </Form>
    </form>
  );
}
