import { Alert, Descriptions, Table } from 'antd';
import {
  CATALOG_RECORD_KINDS,
  type CatalogImportChange,
  type CatalogImportCounts,
  type CatalogImportResult,
  type CatalogImportRowError,
  type CatalogRecordKind,
} from '@vip/contracts/schemas';

export const RECORD_LABELS: Record<CatalogRecordKind, string> = {
  airport: 'Airports',
  vendor: 'Vendors',
  service: 'Services',
  price: 'Price versions',
  'porter-fee': 'Porter fees',
  'promo-code': 'Promo codes',
};

const ACTION_LABELS = { added: 'Added', changed: 'Changed', retired: 'Retired' } as const;

const countColumns = [
  { title: 'Added', dataIndex: 'added', key: 'added' },
  { title: 'Changed', dataIndex: 'changed', key: 'changed' },
  { title: 'Retired', dataIndex: 'retired', key: 'retired' },
  { title: 'Unchanged', dataIndex: 'unchanged', key: 'unchanged' },
];

/** What a dry run found or an apply did: the counts, by kind of row, every change and every row error. */
export function ImportResult({ result }: { result: CatalogImportResult }) {
  const byRecord = CATALOG_RECORD_KINDS.filter((k) => result.byRecord[k]).map((kind) => ({
    kind,
    ...(result.byRecord[kind] as CatalogImportCounts),
  }));
  return (
    <div className="catalog-admin__subsection">
      <Descriptions
        bordered
        size="small"
        column={{ xs: 2, md: 5 }}
        items={[
          { key: 'rows', label: 'Rows read', children: result.rows },
          { key: 'added', label: 'Added', children: result.counts.added },
          { key: 'changed', label: 'Changed', children: result.counts.changed },
          { key: 'retired', label: 'Retired', children: result.counts.retired },
          { key: 'unchanged', label: 'Unchanged', children: result.counts.unchanged },
        ]}
      />
      {result.truncated && (
        <Alert
          type="info"
          showIcon
          style={{ marginTop: 16 }}
          title="Only the first changes and errors are listed; the counts cover every row."
        />
      )}
      {result.errors.length > 0 && (
        <Table<CatalogImportRowError>
          rowKey={(e) => `${e.row}-${e.column ?? ''}-${e.message}`}
          caption={<span className="catalog-admin__caption">Rows with errors: {result.errors.length}</span>}
          dataSource={result.errors}
          pagination={{ pageSize: 20, hideOnSinglePage: true }}
          style={{ marginTop: 16 }}
          columns={[
            { title: 'Row', dataIndex: 'row', key: 'row' },
            {
              title: 'Column',
              key: 'column',
              render: (_: unknown, e: CatalogImportRowError) => e.column ?? 'The whole row',
            },
            { title: 'Error', dataIndex: 'message', key: 'message' },
          ]}
        />
      )}
      {byRecord.length > 0 && (
        <Table
          rowKey="kind"
          caption={<span className="catalog-admin__caption">By kind of row</span>}
          dataSource={byRecord}
          pagination={false}
          style={{ marginTop: 16 }}
          columns={[
            {
              title: 'Kind',
              key: 'kind',
              render: (_: unknown, r: { kind: CatalogRecordKind }) => RECORD_LABELS[r.kind],
            },
            ...countColumns,
          ]}
        />
      )}
      {result.changes.length > 0 && (
        <Table<CatalogImportChange>
          rowKey={(c) => `${c.row}-${c.key}`}
          caption={<span className="catalog-admin__caption">Changes, row by row</span>}
          dataSource={result.changes}
          pagination={{ pageSize: 20, hideOnSinglePage: true }}
          style={{ marginTop: 16 }}
          columns={[
            { title: 'Row', dataIndex: 'row', key: 'row' },
            {
              title: 'Kind',
              key: 'record',
              render: (_: unknown, c: CatalogImportChange) => RECORD_LABELS[c.record],
            },
            { title: 'Action', key: 'action', render: (_: unknown, c: CatalogImportChange) => ACTION_LABELS[c.action] },
            { title: 'Record', dataIndex: 'key', key: 'key' },
            {
              title: 'Columns that change',
              key: 'fields',
              render: (_: unknown, c: CatalogImportChange) => c.fields.join(', '),
            },
          ]}
        />
      )}
    </div>
  );
}
