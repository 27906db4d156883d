import type { SqlClient } from '@vip/platform/outbox';

export type Cast = 'uuid' | 'text' | 'int' | 'boolean' | 'timestamptz' | 'text[]' | 'jsonb';

/** A model's fields, each with its column and type: typed against the model, so a new field must be named. */
export type Columns<Model> = { readonly [K in keyof Model]-?: readonly [column: string, cast: Cast] };

export interface SqlTable<Model> {
  name: string;
  columns: Columns<Model>;
  /** `column AS "field"` for every field, so a SELECT or RETURNING answers the row as Prisma reads it. */
  selection: string;
}

export const sqlTable = <Model>(name: string, columns: Columns<Model>): SqlTable<Model> => ({
  name,
  columns,
  selection: selectionOf(columns),
});

/** The selection with each column qualified by `alias`: for a statement where another relation has the same names. */
export function selectionOf<Model>(columns: Columns<Model>, alias?: string): string {
  return (Object.entries(columns) as Array<[string, readonly [string, Cast]]>)
    .map(([field, [column]]) => `${alias ? `${alias}.` : ''}${column} AS "${field}"`)
    .join(', ');
}

// Lists and JSON travel as JSON text and dates as ISO text, so the ORM's raw queries and pg bind them alike.
export const placeholder = (n: number, cast: Cast) =>
  cast === 'text[]' ? `ARRAY(SELECT jsonb_array_elements_text($${n}::jsonb))` : `$${n}::${cast}`;

export function sqlValue(value: unknown, cast: Cast): unknown {
  if (value === null || value === undefined) return null;
  if (cast === 'text[]' || cast === 'jsonb') return JSON.stringify(value);
  if (value instanceof Date) return value.toISOString();
  return value;
}

/**
 * One INSERT of every row, each giving every field of `fields`, answering the rows as Prisma reads them. On any
 * SqlClient: a pg connection or the ORM's transaction. With `onlyAfter` (a data-modifying statement with its
 * parameters, numbered from $1) in the same statement: the rows are written only if that one wrote a row.
 */
export function insertRows<Model, Row extends Partial<Record<keyof Model, unknown>>>(
  tx: SqlClient,
  table: SqlTable<Model>,
  fields: ReadonlyArray<keyof Row & keyof Model>,
  rows: readonly Row[],
  onlyAfter?: { sql: string; values: readonly unknown[] },
): Promise<Model[]> {
  const { columns } = table;
  const values: unknown[] = [...(onlyAfter?.values ?? [])];
  const tuples = rows.map(
    (row) =>
      `(${fields
        .map((field) => {
          const cast = columns[field][1];
          values.push(sqlValue(row[field], cast));
          return placeholder(values.length, cast);
        })
        .join(', ')})`,
  );
  const into = `INSERT INTO ${table.name} (${fields.map((f) => columns[f][0]).join(', ')})`;
  const insert = onlyAfter
    ? `WITH prior AS (${onlyAfter.sql} RETURNING 1)
       ${into} SELECT * FROM (VALUES ${tuples.join(', ')}) AS v WHERE EXISTS (SELECT 1 FROM prior)`
    : `${into} VALUES ${tuples.join(', ')}`;
  return tx.$queryRawUnsafe<Model[]>(`${insert} RETURNING ${table.selection}`, ...values);
}
