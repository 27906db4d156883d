import { useState } from 'react';
import { Button, Empty, Flex, Spin, Typography } from 'antd';
import { type AdminBookingDetail, type StaffSession, type VipSupplier } from '@vip/contracts/schemas';
import { mainLevelOf, STAFF_LEVEL_LABELS } from '@vip/contracts/vocabulary';
import { SupplierEmailDialog } from '../communications/supplier-email-dialog';
import { useVipSuppliers } from './api';
import { AssignButton, AssignedLine } from './assignment-controls';
import { PreferredToggle } from './preferred-toggle';
import { VipSupplierCard } from './vip-supplier-card';
import { retryingAfterError } from '@vip/ui';
import { SuppliersLoadFailed } from './suppliers-load-failed';

/**
 * The VIP Supplier Selection Hub of a meet-and-greet booking: the suppliers of the booking's
 * airport and level one at a time, with Preferred, Send Email, Assign to Trip and Visit Website.
 */
export function VipSupplierSelectionHub({ booking, session }: { booking: AdminBookingDetail; session: StaffSession }) {
  const service = booking.service!;
  const airport = service.airport.code;
  const level = mainLevelOf(service.serviceLevel);
  const suppliers = useVipSuppliers(airport, level);
  // The supplier on screen, by id: a Preferred toggle re-sorts the list and must not jump to another one.
  const [currentId, setCurrentId] = useState<string | null>(null);
  const [emailTo, setEmailTo] = useState<VipSupplier | null>(null);

  let body;
  if (suppliers.isError || retryingAfterError(suppliers)) {
    body = <SuppliersLoadFailed query={suppliers} />;
  } else if (suppliers.isPending) {
    body = (
      <Flex align="center" gap={8} role="status">
        <Spin /> Loading suppliers...
      </Flex>
    );
  } else if (suppliers.data.length === 0) {
    body = <Empty description="No suppliers found for this airport and service level." />;
  } else {
    const list = suppliers.data;
    const found = list.findIndex((s) => s.id === currentId);
    const index =
      found >= 0
        ? found
        : Math.max(
            0,
            list.findIndex((s) => s.id === booking.operations.assignedSupplierId),
          );
    const supplier = list[index]!;
    body = (
      <Flex vertical gap={12}>
        <Flex align="center" justify="space-between" gap={8} wrap>
          <Button onClick={() => setCurrentId(list[index - 1]!.id)} disabled={index === 0}>
            Previous
          </Button>
          <Typography.Text strong aria-live="polite">
            Supplier {index + 1} of {list.length}
          </Typography.Text>
          <Button onClick={() => setCurrentId(list[index + 1]!.id)} disabled={index === list.length - 1}>
            Next
          </Button>
        </Flex>
        <VipSupplierCard
          supplier={supplier}
          headingLevel={4}
          actions={
            <>
              <PreferredToggle supplier={supplier} session={session} />
              <Button size="small" onClick={() => setEmailTo(supplier)}>
                Send Email
              </Button>
              <AssignButton
                booking={booking}
                session={session}
                supplierId={supplier.id}
                name={supplier.companyName}
                kind="vip"
              />
            </>
          }
        />
      </Flex>
    );
  }

  return (
    <section aria-labelledby="vip-hub-title">
      <Flex vertical gap={12}>
        <div>
          <h3 id="vip-hub-title" style={{ fontSize: 16, margin: 0 }}>
            VIP Supplier Selection Hub
          </h3>
          <Typography.Text type="secondary">
            {STAFF_LEVEL_LABELS[level]} suppliers at {service.airport.name} ({airport})
          </Typography.Text>
        </div>
        <AssignedLine booking={booking} session={session} />
        {body}
      </Flex>
      {emailTo && (
        <SupplierEmailDialog
          booking={booking}
          session={session}
          open
          onClose={() => setEmailTo(null)}
          supplier={{ name: emailTo.companyName, email: emailTo.email }}
        />
      )}
    </section>
  );
}
