import { useId, useState, type ReactNode } from 'react';
import { Alert, Button, Card, Col, Descriptions, Empty, Flex, Input, Row, Spin, Tag, Typography } from 'antd';
import {
  ALL_AIRPORTS,
  VEHICLE_TYPE_LABELS,
  formatPhoneNumber,
  type AdminBookingDetail,
  type ChauffeurSupplier,
  type StaffSession,
} from '@vip/contracts/schemas';
import { useCan } from '../auth/permissions';
import { SupplierEmailDialog } from '../communications/supplier-email-dialog';
import { GREEN_TAG } from '../ui/tag-colors';
import { airportInput, isAirportCode, useChauffeurSuppliers } from './api';
import { AssignButton, AssignedLine } from './assignment-controls';
import { ChauffeurSupplierForm } from './chauffeur-supplier-form';
import { WebsiteLink } from './vip-supplier-card';
import { retryingAfterError } from '@vip/ui';
import { SuppliersLoadFailed } from './suppliers-load-failed';

/** The notice shown when no supplier names the airport (only global suppliers are shown). */
export const onlyGlobalNotice = (airport: string) =>
  `No chauffeur suppliers serve ${airport} yet; showing global suppliers only.`;

const codesText = (codes: readonly string[]) =>
  codes.includes(ALL_AIRPORTS) ? 'All airports (ALL)' : codes.join(', ');

function ChauffeurSupplierCard({ supplier, actions }: { supplier: ChauffeurSupplier; actions: ReactNode }) {
  const headingId = `chauffeur-${supplier.id}-name`;
  return (
    <Card size="small" role="article" aria-labelledby={headingId} style={{ height: '100%' }}>
      <Flex vertical gap={8}>
        <Flex justify="space-between" align="start" gap={8} wrap>
          <h4 id={headingId} style={{ fontSize: 15, margin: 0 }}>
            {supplier.supplierName}
          </h4>
          <Flex gap={4} wrap>
            {supplier.isPreferred && <Tag style={GREEN_TAG}>Preferred</Tag>}
            <Tag>{supplier.typeOfSupplier}</Tag>
          </Flex>
        </Flex>
        <Descriptions
          size="small"
          column={1}
          items={[
            { key: 'airports', label: 'Airports', children: codesText(supplier.airportCodes) },
            {
              key: 'vehicles',
              label: 'Vehicles',
              children: supplier.vehiclesOffered.map((v) => VEHICLE_TYPE_LABELS[v]).join(', ') || '—',
            },
            { key: 'phone', label: 'Phone', children: formatPhoneNumber(supplier.phone) ?? '—' },
            { key: 'email', label: 'Email', children: supplier.email ?? '—' },
            { key: 'method', label: 'Preferred booking method', children: supplier.preferredBookingMethod ?? '—' },
            ...(supplier.flightsUnderCarTypeForVan
              ? [{ key: 'van', label: 'Van', children: supplier.flightsUnderCarTypeForVan }]
              : []),
          ]}
        />
        {supplier.notes && (
          <Typography.Paragraph style={{ margin: 0 }} type="secondary">
            {supplier.notes}
          </Typography.Paragraph>
        )}
        <Flex gap={8} wrap align="center">
          {actions}
          {supplier.website && <WebsiteLink href={supplier.website} name={supplier.supplierName} />}
        </Flex>
      </Flex>
    </Card>
  );
}

export interface ChauffeurSupplierHubProps {
  session: StaffSession;
  /** In a chauffeur booking's suppliers tab: its suppliers can be assigned, e-mailed and unassigned. */
  booking?: AdminBookingDetail;
  /** The airport code the picker starts on (the transfer's airport). */
  initialAirport?: string;
}

/**
 * The Chauffeur Supplier Hub panel: supplier cards for an airport code (every supplier
 * when the code is empty), the 'only global suppliers' notice, Add New Supplier and Edit. Inside a
 * chauffeur booking it is the vendor picker too: Assign to Trip, Unassign and Send Email. Adding and
 * editing suppliers is for staff with suppliers.edit; the others search, assign and e-mail.
 */
export function ChauffeurSupplierHub({ session, booking, initialAirport = '' }: ChauffeurSupplierHubProps) {
  const [airport, setAirport] = useState(initialAirport);
  const [form, setForm] = useState<{ open: boolean; supplier: ChauffeurSupplier | null }>({
    open: false,
    supplier: null,
  });
  const [emailTo, setEmailTo] = useState<ChauffeurSupplier | null>(null);
  const code = isAirportCode(airport) ? airport : null;
  const suppliers = useChauffeurSuppliers(airport === '' ? null : (code ?? airport));
  const inputId = useId();
  const can = useCan();
  const canEdit = can('suppliers.edit');

  let list;
  if (airport !== '' && !code) {
    list = <Typography.Paragraph type="secondary">Type a three-letter airport code.</Typography.Paragraph>;
  } else if (suppliers.isError || retryingAfterError(suppliers)) {
    list = <SuppliersLoadFailed query={suppliers} />;
  } else if (suppliers.isPending) {
    list = (
      <Flex align="center" gap={8} role="status">
        <Spin /> Loading suppliers...
      </Flex>
    );
  } else if (suppliers.data.suppliers.length === 0) {
    list = <Empty description={code ? `No chauffeur suppliers serve ${code}.` : 'No chauffeur suppliers yet.'} />;
  } else {
    list = (
      <Flex vertical gap={12}>
        {suppliers.data.onlyGlobal && code && <Alert type="warning" showIcon title={onlyGlobalNotice(code)} />}
        <Row gutter={[12, 12]}>
          {suppliers.data.suppliers.map((s) => (
            <Col key={s.id} xs={24} md={12}>
              <ChauffeurSupplierCard
                supplier={s}
                actions={
                  <>
                    {booking && (
                      <AssignButton
                        booking={booking}
                        session={session}
                        supplierId={s.id}
                        name={s.supplierName}
                        kind="chauffeur"
                      />
                    )}
                    {booking && (
                      <Button size="small" onClick={() => setEmailTo(s)} aria-label={`Send Email to ${s.supplierName}`}>
                        Send Email
                      </Button>
                    )}
                    {canEdit && (
                      <Button
                        size="small"
                        onClick={() => setForm({ open: true, supplier: s })}
                        aria-label={`Edit ${s.supplierName}`}
                      >
                        Edit
                      </Button>
                    )}
                  </>
                }
              />
            </Col>
          ))}
        </Row>
      </Flex>
    );
  }

  return (
    <section aria-labelledby={`${inputId}-title`}>
      <Flex vertical gap={12}>
        <Flex justify="space-between" align="end" wrap gap={12}>
          <h3 id={`${inputId}-title`} style={{ fontSize: 16, margin: 0 }}>
            Chauffeur Supplier Hub
          </h3>
          {canEdit && (
            <Button type="primary" onClick={() => setForm({ open: true, supplier: null })}>
              Add New Supplier
            </Button>
          )}
        </Flex>
        {booking && <AssignedLine booking={booking} session={session} />}
        <Flex vertical gap={2} style={{ maxWidth: 200 }}>
          <label htmlFor={inputId}>Airport code</label>
          <Input
            id={inputId}
            value={airport}
            maxLength={3}
            placeholder={booking ? undefined : 'All airports'}
            autoComplete="off"
            onChange={(e) => setAirport(airportInput(e.target.value))}
          />
        </Flex>
        <div aria-live="polite">{list}</div>
      </Flex>
      {canEdit && (
        <ChauffeurSupplierForm
          open={form.open}
          supplier={form.supplier}
          airport={code ?? undefined}
          session={session}
          onClose={() => setForm({ open: false, supplier: null })}
        />
      )}
      {booking && emailTo && (
        <SupplierEmailDialog
          booking={booking}
          session={session}
          open
          onClose={() => setEmailTo(null)}
          supplier={{ name: emailTo.supplierName, email: emailTo.email }}
        />
      )}
    </section>
  );
}
