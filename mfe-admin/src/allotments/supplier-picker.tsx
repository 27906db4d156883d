import { Alert, Form, Select, Typography } from 'antd';
import { SUPPLIER_LEVELS, SUPPLIER_LEVEL_LABELS, type SupplierLevel } from '@vip/contracts/schemas';
import { airportInput, isAirportCode, useVipSuppliers } from '../suppliers/api';
import { retryingAfterError } from '@vip/ui';
import { LastErrorMessage, RetryButton } from '../ui/retry-button';

/**
 * The supplier of the seats, from svc-ops' VIP suppliers of the airport typed and the level chosen; its lead time
 * (instant booking hours, svc-ops' to change) is shown, never typed here.
 */
export function SupplierPicker({ airportCode, level }: { airportCode: string; level: SupplierLevel | undefined }) {
  const airport = airportInput(airportCode);
  const suppliers = useVipSuppliers(airport, level ?? null);
  const form = Form.useFormInstance();
  const chosen = Form.useWatch('supplierId', form) as string | undefined;
  const supplier = suppliers.data?.find((s) => s.id === chosen);
  const ready = isAirportCode(airport) && level !== undefined;
  return (
    <>
      <Form.Item name="supplierLevel" label="Supplier level" required>
        <Select
          style={{ width: 150 }}
          placeholder="Choose"
          options={SUPPLIER_LEVELS.map((l) => ({ value: l, label: SUPPLIER_LEVEL_LABELS[l] }))}
          onChange={() => form.setFieldValue('supplierId', undefined)}
        />
      </Form.Item>
      <Form.Item
        name="supplierId"
        label="Supplier"
        required
        extra={
          supplier ? (
            <span aria-live="polite">
              Lead time {supplier.instantBookingHours} hours: a flight closer than that is a request staff confirm.
            </span>
          ) : undefined
        }
      >
        <Select
          style={{ width: 300 }}
          disabled={!ready}
          loading={suppliers.isFetching}
          placeholder={ready ? 'Choose a supplier' : 'Type the airport and choose a level first'}
          notFoundContent="No supplier at this airport and level"
          options={(suppliers.data ?? []).map((s) => ({
            value: s.id,
            label: `${s.companyName} (${s.instantBookingHours} h)`,
          }))}
        />
      </Form.Item>
      {(suppliers.isError || retryingAfterError(suppliers)) && (
        <Alert
          type="error"
          role="alert"
          showIcon
          title="Could not load the suppliers"
          description={<LastErrorMessage error={suppliers.error} />}
          action={<RetryButton query={suppliers} />}
        />
      )}
      {ready && suppliers.isSuccess && suppliers.data.length === 0 && (
        <Typography.Text type="secondary">No supplier at this airport and level.</Typography.Text>
      )}
    </>
  );
}
