import { useId } from 'react';
import { App, Flex, Switch } from 'antd';
import type { StaffSession, VipSupplier } from '@vip/contracts/schemas';
import { useCan } from '../auth/permissions';
import { errorMessage } from '../ui/error-message';
import { useSupplierMutations } from './api';

/**
 * The Preferred switch of a supplier card; the list re-sorts (preferred first) once saved. Only for staff
 * who may change suppliers (suppliers.edit); the others still see the card's Preferred tag.
 */
export function PreferredToggle({ supplier, session }: { supplier: VipSupplier; session: StaffSession }) {
  const { notification } = App.useApp();
  const can = useCan();
  const { preferred } = useSupplierMutations(session);
  const id = useId();
  if (!can('suppliers.edit')) return null;
  const pending = preferred.isPending && preferred.variables?.id === supplier.id;
  return (
    <Flex align="center" gap={6}>
      <Switch
        id={id}
        size="small"
        checked={supplier.isPreferred}
        loading={pending}
        onChange={(isPreferred) =>
          preferred.mutate(
            { id: supplier.id, isPreferred },
            {
              onError: (e) => notification.error({ title: 'Could not change Preferred', description: errorMessage(e) }),
            },
          )
        }
      />
      <label htmlFor={id}>Preferred</label>
    </Flex>
  );
}
