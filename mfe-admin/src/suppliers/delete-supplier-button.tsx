import { App, Button, Popconfirm } from 'antd';
import type { StaffSession, VipSupplier } from '@vip/contracts/schemas';
import { useCan } from '../auth/permissions';
import { errorMessage } from '../ui/error-message';
import { useSupplierMutations } from './api';

/**
 * Deletes a VIP supplier after a confirmation that says what follows; the card leaves the list once done. Only for
 * staff who may change suppliers (suppliers.edit). Bookings already assigned keep the supplier's name.
 */
export function DeleteSupplierButton({ supplier, session }: { supplier: VipSupplier; session: StaffSession }) {
  const { notification } = App.useApp();
  const can = useCan();
  const { remove } = useSupplierMutations(session);
  if (!can('suppliers.edit')) return null;
  const pending = remove.isPending && remove.variables?.id === supplier.id;
  return (
    <Popconfirm
      title={`Delete ${supplier.companyName}?`}
      description="It will no longer be offered for any booking, its job links stop working and its seats stop confirming bookings at once. Bookings already assigned keep its name."
      okText="Delete supplier"
      okButtonProps={{ danger: true }}
      cancelText="Cancel"
      onConfirm={() =>
        remove.mutateAsync({ id: supplier.id }).then(
          () => notification.success({ title: 'Supplier deleted', description: supplier.companyName }),
          (e) => notification.error({ title: 'Could not delete the supplier', description: errorMessage(e) }),
        )
      }
    >
      <Button size="small" danger loading={pending} aria-label={`Delete supplier ${supplier.companyName}`}>
        Delete
      </Button>
    </Popconfirm>
  );
}
