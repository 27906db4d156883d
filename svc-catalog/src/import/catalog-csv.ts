import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import {
  CATALOG_CSV_COLUMNS,
  CATALOG_CSV_HEADER,
  CATALOG_RECORD_KINDS,
  type CatalogImportRowError,
  type CatalogRecordKind,
} from '@vip/contracts/schemas';

/** A row of the file: what it is, its cells by column, and its number as a spreadsheet shows it. */
export interface CsvRecord {
  row: number;
  kind: CatalogRecordKind;
  cells: Record<string, string>;
}

// A spreadsheet runs a cell that starts with one of these as a formula: the export writes such text cells with a
// leading apostrophe (as spreadsheets themselves do), and the import takes it off again.
const FORMULA_START = /^[=+\-@\t\r]/;
const PRICE_FILE_COLUMNS = ['serviceId', 'effectiveFrom', 'basePrice'];

export function guardCell(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

export function unguardCell(value: string): string {
  return value.startsWith("'") && FORMULA_START.test(value.slice(1)) ? value.slice(1) : value;
}

/**
 * Reads a catalog file: a header naming its columns, then rows. With a `record` column each row says what it is; a
 * file without one whose header has a price version's columns is price versions. Unknown columns are refused (a
 * misspelt column would otherwise be silently ignored).
 */
export function readCatalogCsv(text: string): {
  records: CsvRecord[];
  errors: CatalogImportRowError[];
  /** Not valid CSV, empty, or a header naming none of the catalog's columns: no catalog to show a diff of. */
  notACatalog?: boolean;
} {
  let table: string[][];
  try {
    table = parse(text, { bom: true, skip_empty_lines: true, relax_column_count: true, trim: false }) as string[][];
  } catch (error) {
    const line = (error as { lines?: number }).lines;
    return {
      records: [],
      errors: [{ row: line ?? 1, column: null, message: `The file is not valid CSV: ${(error as Error).message}` }],
      notACatalog: true,
    };
  }
  const [header, ...rows] = table;
  if (!header || header.every((h) => h.trim() === ''))
    return {
      records: [],
      errors: [{ row: 1, column: null, message: 'The file is empty: it needs a header row' }],
      notACatalog: true,
    };
  const columns = header.map((h) => h.trim());
  const known = new Set(CATALOG_CSV_HEADER);
  const errors: CatalogImportRowError[] = [];
  columns.forEach((c, i) => {
    if (!known.has(c)) errors.push({ row: 1, column: c || `column ${i + 1}`, message: 'Unknown column' });
    else if (columns.indexOf(c) !== i) errors.push({ row: 1, column: c, message: 'This column is named twice' });
  });
  const hasRecord = columns.includes('record');
  if (!hasRecord) {
    const missing = PRICE_FILE_COLUMNS.filter((c) => !columns.includes(c));
    if (missing.length > 0)
      errors.push({
        row: 1,
        column: null,
        message: `Name what each row is in a record column, or give price versions' columns (missing: ${missing.join(', ')})`,
      });
  }
  if (errors.length > 0) return { records: [], errors, notACatalog: !columns.some((c) => known.has(c)) };

  const records: CsvRecord[] = [];
  rows.forEach((cells, i) => {
    const row = i + 2;
    if (cells.length !== columns.length) {
      errors.push({
        row,
        column: null,
        message: `This row has ${cells.length} cells where the header names ${columns.length}`,
      });
      return;
    }
    const byColumn = Object.fromEntries(columns.map((c, j) => [c, unguardCell(cells[j] ?? '')]));
    const kind = hasRecord ? byColumn.record!.trim() : 'price';
    if (!(CATALOG_RECORD_KINDS as readonly string[]).includes(kind)) {
      errors.push({ row, column: 'record', message: `Write one of: ${CATALOG_RECORD_KINDS.join(', ')}` });
      return;
    }
    const wanted = CATALOG_CSV_COLUMNS[kind as CatalogRecordKind];
    const own = Object.fromEntries(wanted.filter((c) => c in byColumn).map((c) => [c, byColumn[c]!]));
    records.push({ row, kind: kind as CatalogRecordKind, cells: own });
  });
  return { records, errors };
}

/** The whole catalog as one file, `record` first; text cells a spreadsheet would run are guarded. */
export function writeCatalogCsv(rows: { kind: CatalogRecordKind; cells: Record<string, string> }[]): string {
  const numeric = new Set([
    'latitude',
    'longitude',
    'serviceId',
    'includedTravelers',
    'freeChildrenAllowance',
    'greeterLimit',
    'cancellationDeadlineHours',
    'basePrice',
    'adultFee',
    'childFee',
    'afterHoursFee',
    'lastMinute24hSurcharge',
    'lastMinute48hSurcharge',
    'porterFee',
    'discountStandard',
    'discountLounge',
    'discountTarmac',
    'discountSuite',
    'usageLimit',
    'perEmailLimit',
  ]);
  const body = rows.map(({ kind, cells }) =>
    CATALOG_CSV_HEADER.map((column) => {
      if (column === 'record') return kind;
      const value = cells[column] ?? '';
      return numeric.has(column) ? value : guardCell(value);
    }),
  );
  return stringify([[...CATALOG_CSV_HEADER], ...body], { record_delimiter: '\r\n' });
}
