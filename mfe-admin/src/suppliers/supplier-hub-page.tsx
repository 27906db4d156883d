import { useId, useState } from 'react';
import { Link } from 'react-router';
import { Col, Empty, Flex, Input, Row, Select, Spin, Tabs, Typography } from 'antd';
import {
  SUPPLIER_LEVELS,
  SUPPLIER_LEVEL_LABELS,
  type StaffSession,
  type SupplierLevel,
  type VipSupplier,
} from '@vip/contracts/schemas';
import { RequireStaff } from '../auth/require-staff';
import { airportInput, isAirportCode, useVipSuppliers } from './api';
import { ChauffeurSupplierHub } from './chauffeur-supplier-hub';
import { DeleteSupplierButton } from './delete-supplier-button';
import { NoticeEditor } from './notice-editor';
import { PreferredToggle } from './preferred-toggle';
import { VipSupplierCard } from './vip-supplier-card';
import { retryingAfterError } from '@vip/ui';
import { SuppliersLoadFailed } from './suppliers-load-failed';

function SupplierSection({
  title,
  suppliers,
  session,
}: {
  title: string;
  suppliers: VipSupplier[];
  session: StaffSession;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <h2 id={id} style={{ fontSize: 18, margin: '8px 0' }}>
        {title} ({suppliers.length})
      </h2>
      <Row gutter={[12, 12]}>
        {suppliers.map((s) => (
          <Col key={s.id} xs={24} md={12} xl={8}>
            <VipSupplierCard
              supplier={s}
              actions={
                <>
                  <PreferredToggle supplier={s} session={session} />
                  <NoticeEditor supplier={s} session={session} />
                  {s.email && <Typography.Link href={`mailto:${s.email}`}>Email supplier</Typography.Link>}
                  <DeleteSupplierButton supplier={s} session={session} />
                </>
              }
            />
          </Col>
        ))}
      </Row>
    </section>
  );
}

/** Search by airport and level; the query runs only when both are chosen. */
function VipSupplierSearch({ session }: { session: StaffSession }) {
  const [airport, setAirport] = useState('');
  const [level, setLevel] = useState<SupplierLevel | null>(null);
  const suppliers = useVipSuppliers(airport, level);
  const ready = isAirportCode(airport) && level !== null;

  let results;
  if (!ready) {
    results = (
      <Empty
        description={
          <>
            <strong>Search for Suppliers</strong>
            <br />
            Enter an airport code and choose a service level.
          </>
        }
      />
    );
  } else if (suppliers.isError || retryingAfterError(suppliers)) {
    results = <SuppliersLoadFailed query={suppliers} />;
  } else if (suppliers.isPending) {
    results = (
      <Flex justify="center" align="center" gap={8} style={{ padding: 32 }} role="status">
        <Spin /> Loading suppliers...
      </Flex>
    );
  } else if (suppliers.data.length === 0) {
    results = (
      <Empty
        description={
          <>
            <strong>No suppliers found</strong>
            <br />
            Try searching for a different airport or service level combination.
          </>
        }
      />
    );
  } else {
    const preferred = suppliers.data.filter((s) => s.isPreferred);
    const others = suppliers.data.filter((s) => !s.isPreferred);
    results = (
      <Flex vertical gap={16}>
        {preferred.length > 0 && (
          <SupplierSection title="Preferred Suppliers (Recommended)" suppliers={preferred} session={session} />
        )}
        {others.length > 0 && (
          <SupplierSection title="Other/Available Suppliers" suppliers={others} session={session} />
        )}
      </Flex>
    );
  }

  return (
    <Flex vertical gap={16}>
      <Flex gap={16} wrap align="end" role="search" aria-label="Supplier search">
        <Flex vertical gap={2}>
          <label htmlFor="supplier-airport">Airport code</label>
          <Input
            id="supplier-airport"
            value={airport}
            placeholder="e.g. FCO"
            maxLength={3}
            autoComplete="off"
            style={{ width: 120, textTransform: 'uppercase' }}
            onChange={(e) => setAirport(airportInput(e.target.value))}
          />
        </Flex>
        <Flex vertical gap={2}>
          <label id="supplier-level-label" htmlFor="supplier-level">
            Service level
          </label>
          <Select<SupplierLevel>
            id="supplier-level"
            aria-labelledby="supplier-level-label"
            value={level ?? undefined}
            placeholder="Choose a level"
            style={{ width: 200 }}
            options={SUPPLIER_LEVELS.map((l) => ({ value: l, label: SUPPLIER_LEVEL_LABELS[l] }))}
            onChange={setLevel}
          />
        </Flex>
      </Flex>
      <div aria-live="polite">{results}</div>
    </Flex>
  );
}

function SupplierHub({ session }: { session: StaffSession }) {
  return (
    <section style={{ maxWidth: 1200, margin: '0 auto', padding: 24 }} aria-labelledby="supplier-hub-title">
      <Typography.Paragraph>
        <Link to="/admin" style={{ textDecoration: 'underline' }}>
          ← Back to Dashboard
        </Link>
      </Typography.Paragraph>
      <Typography.Title id="supplier-hub-title" level={1} style={{ fontSize: 26 }}>
        Supplier Hub
      </Typography.Title>
      <Tabs
        items={[
          { key: 'vip', label: 'VIP Suppliers', children: <VipSupplierSearch session={session} /> },
          { key: 'chauffeur', label: 'Chauffeur Suppliers', children: <ChauffeurSupplierHub session={session} /> },
        ]}
      />
    </section>
  );
}

/** /admin/suppliers: the Supplier Hub (staff only; svc-ops checks every call too). */
export function SupplierHubPage() {
  return <RequireStaff>{(session) => <SupplierHub session={session} />}</RequireStaff>;
}
