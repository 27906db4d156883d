import { useId, useRef, useState } from 'react';
import { Alert, App, Button, Card, Flex, Typography } from 'antd';
import { CATALOG_IMPORT_MAX_BYTES, CATALOG_MESSAGES, type CatalogImportResult } from '@vip/contracts/schemas';
import { useCatalogAdmin } from '../common/catalog-context';
import { ErrorNotice } from '../common/feedback';
import { ScreenHeading } from '../common/screen-heading';
import { refusedImport, useExportCatalog, useImportCatalog } from './api';
import { ImportResult } from './import-result';

/** Hands a file to the browser's downloads. */
function download(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** The catalog out as CSV, and back in: a dry run shows the diff, Apply writes all of it or nothing. */
export function CsvPage() {
  const { canEdit } = useCatalogAdmin();
  return (
    <section aria-labelledby="catalog-csv-title">
      <ScreenHeading id="catalog-csv-title">CSV export and import</ScreenHeading>
      <ExportCard />
      {canEdit && <ImportCard />}
    </section>
  );
}

function ExportCard() {
  const { notification } = App.useApp();
  const exporting = useExportCatalog();
  return (
    <Card title={<h3 className="catalog-admin__card-title">Export</h3>} style={{ marginBottom: 16 }}>
      <Typography.Paragraph>
        Every airport, vendor, service, price version, porter fee and promo code, one row each, with a
        &lsquo;record&rsquo; column saying which. The same file, edited, imports back.
      </Typography.Paragraph>
      {exporting.isError && <ErrorNotice title="Could not export the catalog" error={exporting.error} />}
      <Button
        onClick={() =>
          exporting.mutate(undefined, {
            onSuccess: ({ blob, fileName }) => {
              download(blob, fileName);
              notification.success({ title: `${fileName} downloaded` });
            },
          })
        }
        loading={exporting.isPending}
      >
        Download the catalog (CSV)
      </Button>
    </Card>
  );
}

function ImportCard() {
  const { notification } = App.useApp();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const importing = useImportCatalog();
  const [file, setFile] = useState<File | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [dryRun, setDryRun] = useState<CatalogImportResult | null>(null);
  const [applied, setApplied] = useState<CatalogImportResult | null>(null);
  const [failure, setFailure] = useState<{ error: unknown; result?: CatalogImportResult } | null>(null);

  const choose = (chosen: File | undefined) => {
    setDryRun(null);
    setApplied(null);
    setFailure(null);
    setMessage(null);
    setFile(null);
    if (!chosen) return;
    if (chosen.size > CATALOG_IMPORT_MAX_BYTES) return setMessage(CATALOG_MESSAGES.csvTooLarge);
    setFile(chosen);
  };

  const run = (asDryRun: boolean) => {
    if (!file) return;
    setFailure(null);
    importing.mutate(
      { csv: file, dryRun: asDryRun },
      {
        onSuccess: (result) => {
          if (asDryRun) return setDryRun(result);
          setApplied(result);
          setDryRun(null);
          setFile(null);
          if (input.current) input.current.value = '';
          notification.success({ title: 'The catalog is imported' });
        },
        onError: (error) => setFailure({ error, result: refusedImport(error) }),
      },
    );
  };

  const canApply = dryRun !== null && dryRun.errors.length === 0 && file !== null;

  return (
    <Card title={<h3 className="catalog-admin__card-title">Import</h3>}>
      <ol className="catalog-admin__steps">
        <li>Choose a CSV file (a header row naming its columns; at most 10 MB).</li>
        <li>
          Check it: the dry run lists what would be added, changed and retired, and every row error. Nothing changes.
        </li>
        <li>Apply it: every row is written, or none is.</li>
      </ol>
      <label htmlFor={inputId} className="catalog-admin__label">
        CSV file
      </label>
      <input
        id={inputId}
        ref={input}
        type="file"
        accept=".csv,text/csv"
        aria-invalid={message ? true : undefined}
        aria-describedby={message ? `${inputId}-error` : undefined}
        onChange={(e) => choose(e.target.files?.[0])}
      />
      {message && (
        <Typography.Text type="danger" role="alert" id={`${inputId}-error`} style={{ display: 'block' }}>
          {message}
        </Typography.Text>
      )}
      <Flex gap={8} wrap style={{ marginTop: 12 }}>
        <Button
          onClick={() => run(true)}
          disabled={!file}
          loading={importing.isPending && importing.variables?.dryRun === true}
        >
          Check the file (dry run)
        </Button>
        <Button
          type="primary"
          onClick={() => run(false)}
          disabled={!canApply}
          loading={importing.isPending && importing.variables?.dryRun === false}
        >
          Apply
        </Button>
      </Flex>
      <div aria-live="polite">
        {dryRun && (
          <>
            <Alert
              type={dryRun.errors.length > 0 ? 'error' : 'success'}
              showIcon
              style={{ marginTop: 16 }}
              title={
                dryRun.errors.length > 0
                  ? `Dry run: ${dryRun.errors.length} ${dryRun.errors.length === 1 ? 'error' : 'errors'}. Fix the file and check it again; nothing was imported.`
                  : 'Dry run: no errors. Nothing has changed yet: Apply imports it.'
              }
            />
            <ImportResult result={dryRun} />
          </>
        )}
        {applied && (
          <>
            <Alert type="success" showIcon style={{ marginTop: 16 }} title="Imported: every row was written." />
            <ImportResult result={applied} />
          </>
        )}
        {failure && (
          <>
            <div style={{ marginTop: 16 }}>
              <ErrorNotice title="Nothing was imported" error={failure.error} />
            </div>
            {failure.result && <ImportResult result={failure.result} />}
          </>
        )}
      </div>
    </Card>
  );
}
