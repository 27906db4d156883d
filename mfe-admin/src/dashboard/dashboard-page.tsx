import { useNavigate } from 'react-router-dom';
import { Alert, Button, Flex, Table, Tag, Typography } from 'antd';
import { ADMIN_STATUS_LABELS, STAFF_LEVEL_LABELS, type AdminBooking, type StaffSession } from '@vip/contracts';
import { useSignOut } from '../auth/api';
import { RequireStaff } from '../auth/require-staff';
import { useAdminBookings } from './api';

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 });

const columns = [
  { title: 'Reference', dataIndex: 'referenceCode', key: 'ref' },
  { title: 'Contact', dataIndex: 'contactName', key: 'contact' },
  {
    title: 'Service',
    key: 'service',
    render: (_: unknown, b: AdminBooking) => `${STAFF_LEVEL_LABELS[b.service.serviceLevel]} (${b.service.serviceType})`,
  },
  { title: 'Airport', key: 'airport', render: (_: unknown, b: AdminBooking) => b.service.airport.code },
  { title: 'Flight', key: 'flight', render: (_: unknown, b: AdminBooking) => `${b.flightNumber} · ${b.flightDate} ${b.flightTime}` },
  { title: 'Travelers', key: 'pax', render: (_: unknown, b: AdminBooking) => b.adultCount + b.childCount },
  { title: 'Total', key: 'total', render: (_: unknown, b: AdminBooking) => usd.format(b.totalPrice) },
  { title: 'Status', key: 'status', render: (_: unknown, b: AdminBooking) => <Tag>{ADMIN_STATUS_LABELS[b.adminStatus]}</Tag> },
];

function Dashboard({ session }: { session: StaffSession }) {
  const bookings = useAdminBookings();
  const signOut = useSignOut();
  const navigate = useNavigate();

  return (
    <section style={{ maxWidth: 1400, margin: '0 auto', padding: '24px' }} aria-labelledby="dashboard-title">
      <Flex justify="space-between" align="center" wrap gap={12}>
        <Typography.Title id="dashboard-title" level={1} style={{ fontSize: 26, margin: 0 }}>
          Booking Management Dashboard
        </Typography.Title>
        <Flex gap={12} align="center">
          <Typography.Text type="secondary">{session.user.name}</Typography.Text>
          <Button onClick={() => signOut.mutate(session, { onSettled: () => navigate('/admin/login', { replace: true }) })} loading={signOut.isPending}>
            Logout
          </Button>
        </Flex>
      </Flex>
      {bookings.isError && (
        <Alert
          type="error"
          showIcon
          style={{ marginTop: 16 }}
          message="We couldn't load the bookings."
          action={<Button onClick={() => void bookings.refetch()}>Try again</Button>}
        />
      )}
      <Table<AdminBooking>
        style={{ marginTop: 16 }}
        rowKey="id"
        loading={bookings.isPending}
        dataSource={bookings.data ?? []}
        columns={columns}
        pagination={{ pageSize: 25 }}
        scroll={{ x: true }}
        locale={{ emptyText: 'No bookings yet' }}
      />
    </section>
  );
}

/** /admin/dashboard: every booking for staff (the status board comes with the back-office issue). */
export function DashboardPage() {
  return <RequireStaff>{(session) => <Dashboard session={session} />}</RequireStaff>;
}
