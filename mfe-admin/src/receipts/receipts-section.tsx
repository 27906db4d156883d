import { useId } from 'react';
import { Alert, App, Button, Popconfirm, Table, Typography, Upload, type UploadProps } from 'antd';
import { DeleteOutlined, DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import {
  RECEIPT_ACCEPT,
  RECEIPT_MAX_SIZE_TEXT,
  RECEIPT_TYPES_TEXT,
  formatFileSize,
  type AdminBookingDetail,
  type ReceiptFileType,
  type StaffSession,
  type SupplierReceipt,
} from '@vip/contracts/schemas';
import { useCan } from '../auth/permissions';
import { errorMessage } from '../ui/error-message';
import { receiptFileProblem, receiptPath, useReceiptMutations, useReceipts } from './api';
import { retryingAfterError } from '@vip/ui';
import { LastErrorMessage, RetryButton } from '../ui/retry-button';

const when = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

export const RECEIPT_TYPE_LABELS: Record<ReceiptFileType, string> = {
  'application/pdf': 'PDF',
  'image/png': 'PNG',
  'image/jpeg': 'JPEG',
  'image/webp': 'WebP',
};

/**
 * Supplier Invoices & Receipts (the Suppliers tab of the booking modal): the files staff keep with the booking,
 * each downloadable (a plain link, saved as a file: svc-ops never shows it inline) and, for a role that works
 * bookings, deletable; Upload sends a PDF or image file as it is, after the browser checked its type and size.
 */
export function ReceiptsSection({ booking, session }: { booking: AdminBookingDetail; session: StaffSession }) {
  const { notification } = App.useApp();
  const can = useCan();
  const mayWork = can('bookings.work');
  const titleId = useId();
  const hintId = useId();
  const list = useReceipts(booking.id);
  const { upload, remove } = useReceiptMutations(booking.id, session);

  const beforeUpload: UploadProps['beforeUpload'] = (file) => {
    const problem = receiptFileProblem(file);
    if (!problem) return true;
    notification.error({ title: 'Could not upload the file', description: problem });
    return Upload.LIST_IGNORE;
  };
  const customRequest: UploadProps['customRequest'] = ({ file, onSuccess, onError }) => {
    const chosen = file as File;
    upload.mutate(chosen, {
      onSuccess: (receipt) => {
        onSuccess?.(receipt);
        notification.success({ title: 'File uploaded', description: receipt.fileName });
      },
      onError: (error) => {
        onError?.(error);
        notification.error({ title: 'Could not upload the file', description: errorMessage(error) });
      },
    });
  };
  const onDelete = (receipt: SupplierReceipt) =>
    remove.mutateAsync(receipt.id).then(
      () => void notification.success({ title: 'File deleted', description: receipt.fileName }),
      (error: unknown) =>
        void notification.error({ title: 'Could not delete the file', description: errorMessage(error) }),
    );

  const columns = [
    {
      title: 'File',
      key: 'name',
      render: (_: unknown, r: SupplierReceipt) => <span style={{ wordBreak: 'break-word' }}>{r.fileName}</span>,
    },
    { title: 'Type', key: 'type', render: (_: unknown, r: SupplierReceipt) => RECEIPT_TYPE_LABELS[r.fileType] },
    { title: 'Size', key: 'size', render: (_: unknown, r: SupplierReceipt) => formatFileSize(r.sizeBytes) },
    { title: 'Uploaded by', key: 'by', render: (_: unknown, r: SupplierReceipt) => r.uploadedBy },
    {
      title: 'Uploaded',
      key: 'at',
      render: (_: unknown, r: SupplierReceipt) => (
        <time dateTime={r.uploadedAt}>{when.format(new Date(r.uploadedAt))}</time>
      ),
    },
    {
      title: 'Actions',
      key: 'actions',
      render: (_: unknown, r: SupplierReceipt) => (
        <span style={{ display: 'inline-flex', gap: 8, flexWrap: 'wrap' }}>
          <Typography.Link href={receiptPath(booking.id, r.id)} download aria-label={`Download ${r.fileName}`}>
            <DownloadOutlined aria-hidden /> Download
          </Typography.Link>
          {mayWork && (
            <Popconfirm
              title="Delete this file?"
              description={r.fileName}
              okText="Delete"
              okButtonProps={{ danger: true }}
              cancelText="Keep"
              onConfirm={() => onDelete(r)}
            >
              <Button
                size="small"
                danger
                type="text"
                icon={<DeleteOutlined aria-hidden />}
                aria-label={`Delete ${r.fileName}`}
              >
                Delete
              </Button>
            </Popconfirm>
          )}
        </span>
      ),
    },
  ];

  return (
    <section aria-labelledby={titleId} style={{ marginTop: 20 }}>
      <h3 id={titleId} style={{ fontSize: 15, margin: '0 0 4px' }}>
        Supplier Invoices &amp; Receipts
      </h3>
      <Typography.Paragraph type="secondary" id={hintId} style={{ marginBottom: 8 }}>
        {RECEIPT_TYPES_TEXT} files, up to {RECEIPT_MAX_SIZE_TEXT} each. Files are downloaded, never opened in the
        browser.
      </Typography.Paragraph>
      {mayWork && (
        <div style={{ marginBottom: 8 }}>
          <Upload
            accept={RECEIPT_ACCEPT}
            showUploadList={false}
            multiple={false}
            beforeUpload={beforeUpload}
            customRequest={customRequest}
            aria-label="Choose a supplier invoice or receipt to upload"
          >
            <Button icon={<UploadOutlined aria-hidden />} loading={upload.isPending} aria-describedby={hintId}>
              Upload File
            </Button>
          </Upload>
        </div>
      )}
      {list.isError || retryingAfterError(list) ? (
        <Alert
          type="error"
          title="Could not load the files"
          description={<LastErrorMessage error={list.error} />}
          action={<RetryButton query={list} />}
        />
      ) : list.isSuccess && list.data.length === 0 ? (
        // Plain text in the page's own colour (the table's grey empty state is below the contrast minimum).
        <Typography.Paragraph style={{ margin: 0 }}>No supplier invoices or receipts yet.</Typography.Paragraph>
      ) : (
        <Table<SupplierReceipt>
          rowKey="id"
          size="small"
          loading={list.isPending}
          dataSource={list.data ?? []}
          columns={columns}
          pagination={false}
          locale={{ emptyText: 'Loading the files…' }}
          scroll={{ x: true }}
        />
      )}
    </section>
  );
}
