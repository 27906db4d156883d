import { useState } from 'react';
import { App, Button, Card, InputNumber, Table, Typography } from 'antd';
import { porterFeeUpdateSchema, type PorterFee } from '@vip/contracts/schemas';
import { STAFF_LEVEL_LABELS } from '@vip/contracts/vocabulary';
import { useCatalogAdmin } from '../common/catalog-context';
import { errorText, isConflict } from '../common/errors';
import { ConflictNotice, QueryState } from '../common/feedback';
import { formatInstant, formatUsd } from '../common/format';
import { usePorterFees, useUpdatePorterFee } from './api';

/** The porter fee per level at one airport (0: no porter); porter goes with standard arrivals and departures. */
export function PorterFees({ code }: { code: string }) {
  const { canEdit } = useCatalogAdmin();
  const fees = usePorterFees(code);
  const [conflict, setConflict] = useState(false);
  return (
    <Card title={<h3 className="catalog-admin__card-title">Porter fees</h3>}>
      <Typography.Paragraph type="secondary">
        Offered with standard arrivals and departures only; a fee of $0 means no porter at this level.
      </Typography.Paragraph>
      {conflict && (
        <ConflictNotice
          onReload={() => {
            setConflict(false);
            void fees.refetch();
          }}
        />
      )}
      <QueryState query={fees} what="the porter fees">
        {() => (
          <Table<PorterFee>
            rowKey="serviceLevel"
            caption={<span className="catalog-admin__caption">Porter fees at {code}, per service level</span>}
            dataSource={fees.data!}
            pagination={false}
            columns={[
              {
                title: 'Service level',
                key: 'level',
                render: (_: unknown, f: PorterFee) => STAFF_LEVEL_LABELS[f.serviceLevel],
              },
              {
                title: 'Fee',
                key: 'fee',
                render: (_: unknown, f: PorterFee) =>
                  canEdit ? <FeeEditor code={code} fee={f} onConflict={() => setConflict(true)} /> : formatUsd(f.fee),
              },
              {
                title: 'Last changed',
                key: 'updatedAt',
                render: (_: unknown, f: PorterFee) => (f.updatedAt ? formatInstant(f.updatedAt) : 'Never set'),
              },
            ]}
          />
        )}
      </QueryState>
    </Card>
  );
}

function FeeEditor({ code, fee, onConflict }: { code: string; fee: PorterFee; onConflict: () => void }) {
  const { notification } = App.useApp();
  const update = useUpdatePorterFee(code);
  const [value, setValue] = useState<number | null>(fee.fee);
  const [problem, setProblem] = useState<string | null>(null);
  const label = `Porter fee for ${STAFF_LEVEL_LABELS[fee.serviceLevel]} in US dollars`;
  const save = () => {
    const parsed = porterFeeUpdateSchema.safeParse({ version: fee.version, fee: value });
    if (!parsed.success) return setProblem(parsed.error.issues[0]!.message);
    setProblem(null);
    update.mutate(
      { level: fee.serviceLevel, ...parsed.data },
      {
        onSuccess: (saved) =>
          notification.success({
            title: `Porter fee for ${STAFF_LEVEL_LABELS[fee.serviceLevel]} is now ${formatUsd(saved.fee)}`,
          }),
        onError: (error) => (isConflict(error) ? onConflict() : setProblem(errorText(error))),
      },
    );
  };
  return (
    <div>
      <InputNumber<number>
        aria-label={label}
        min={0}
        step={1}
        precision={2}
        prefix="$"
        value={value}
        onChange={setValue}
        status={problem ? 'error' : undefined}
      />{' '}
      <Button
        onClick={save}
        loading={update.isPending}
        disabled={value === fee.fee}
        aria-label={`Save the porter fee for ${STAFF_LEVEL_LABELS[fee.serviceLevel]}`}
      >
        Save
      </Button>
      {problem && (
        <Typography.Text type="danger" role="alert" style={{ display: 'block' }}>
          {problem}
        </Typography.Text>
      )}
    </div>
  );
}
