import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

interface Row {
  calls: number;
  ms: number;
  rows: number;
  query: string;
}

/** As the benchmark calls them: the module is ES, run by Node itself. */
function run(rows: Row[], per: number, top: number): { figures: unknown; tables: string } {
  const script = `import { statementFigures, statementTables } from ${JSON.stringify(join(__dirname, 'pg-statements.mjs'))};
    const [rows, per, top] = JSON.parse(process.argv[1]);
    const figures = statementFigures(rows, per, top);
    process.stdout.write(JSON.stringify({ figures, tables: statementTables({ 'svc-ops': figures }) }));`;
  return JSON.parse(
    execFileSync(process.execPath, ['--input-type=module', '-e', script, JSON.stringify([rows, per, top])]).toString(),
  );
}

/** What the profile says of PostgreSQL: each database's time a checkout, and its costliest statements first. */
describe("PostgreSQL's statements in a benchmark's profile", () => {
  const rows: Row[] = [
    { calls: 2000, ms: 6400, rows: 4000, query: 'UPDATE communications AS c\n   SET status = o.status | x' },
    { calls: 1000, ms: 1200, rows: 1000, query: 'INSERT INTO inbox_events (consumer) VALUES ($1)' },
    { calls: 4000, ms: 400, rows: 0, query: 'COMMIT' },
  ];

  it('gives the statement time a checkout, and each statement its share, time a call and calls a checkout', () => {
    const { figures } = run(rows, 1000, 2);
    expect(figures).toEqual({
      msPerCheckout: 8,
      calls: 7000,
      statements: [
        {
          share: 0.8,
          usPerCall: 3200,
          callsPerCheckout: 2,
          rowsPerCall: 2,
          query: 'UPDATE communications AS c SET status = o.status | x',
        },
        {
          share: 0.15,
          usPerCall: 1200,
          callsPerCheckout: 1,
          rowsPerCall: 1,
          query: 'INSERT INTO inbox_events (consumer) VALUES ($1)',
        },
      ],
    });
  });

  it('writes one table per database, a statement on one line with its bars escaped', () => {
    const { tables } = run(rows, 1000, 1);
    expect(tables).toBe(`### svc-ops's database: 8 ms of statement time a checkout

| share | µs a call | calls a checkout | rows a call | statement |
| ---: | ---: | ---: | ---: | --- |
| 80.0 % | 3200 | 2 | 2 | \`UPDATE communications AS c SET status = o.status \\| x\` |`);
  });

  it('has no figure a checkout when nothing was answered', () => {
    const { figures } = run(rows.slice(0, 1), 0, 1) as { figures: { msPerCheckout: unknown } };
    expect(figures.msPerCheckout).toBeNull();
  });
});
