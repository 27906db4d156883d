// PostgreSQL's CPU split by statement, for the benchmarks' --profile: a process profile shows the server as one
// process, and the statements behind it come from pg_stat_statements. The server must load it
// (`ALTER SYSTEM SET shared_preload_libraries = 'pg_stat_statements'` and a restart). The benchmarks never change the
// server's settings: without the module the profile says so and goes on, touching nothing; with it, the extension's
// view is made in the maintenance database if it is not there yet.
import pg from 'pg';

const LOAD_HINT = "ALTER SYSTEM SET shared_preload_libraries = 'pg_stat_statements', restart PostgreSQL, and run again";

/** Connects to the server's own database; `available` is false, with the reason, when the view cannot be read. */
export async function statementsProfiler(serverUrl) {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    const { rows } = await admin.query('SHOW shared_preload_libraries');
    if (!/\bpg_stat_statements\b/.test(rows[0].shared_preload_libraries)) throw new Error('not loaded by the server');
    await admin.query('CREATE EXTENSION IF NOT EXISTS pg_stat_statements');
    await admin.query('SELECT 1 FROM pg_stat_statements LIMIT 1');
  } catch (error) {
    await admin.end();
    return { available: false, reason: `${error.message}: ${LOAD_HINT}` };
  }
  return {
    available: true,
    /** Forgets every statement counted so far, on every database of the server. */
    reset: () => admin.query('SELECT pg_stat_statements_reset()'),
    /** Each database's statement time since the reset, ÷ `per` (the checkouts), and its `top` costliest statements. */
    async read(databases, per, top = 8) {
      const out = {};
      for (const [name, url] of Object.entries(databases)) {
        const datname = decodeURIComponent(new URL(url).pathname.slice(1));
        const { rows } = await admin.query(
          `SELECT s.calls::float8 AS calls, s.total_exec_time AS ms, s.rows::float8 AS rows, s.query
             FROM pg_stat_statements s JOIN pg_database d ON d.oid = s.dbid
            WHERE d.datname = $1 ORDER BY s.total_exec_time DESC`,
          [datname],
        );
        out[name] = statementFigures(rows, per, top);
      }
      return out;
    },
    end: () => admin.end(),
  };
}

const round = (v, digits = 1) => Math.round(v * 10 ** digits) / 10 ** digits;

/** One database's rows of pg_stat_statements (ms: total execution time) as figures per checkout. */
export function statementFigures(rows, per, top = 8) {
  const totalMs = rows.reduce((sum, r) => sum + r.ms, 0);
  return {
    msPerCheckout: per > 0 ? round(totalMs / per, 2) : null,
    calls: rows.reduce((sum, r) => sum + r.calls, 0),
    statements: rows.slice(0, top).map((r) => ({
      share: totalMs > 0 ? round(r.ms / totalMs, 3) : 0,
      usPerCall: r.calls > 0 ? Math.round((r.ms * 1000) / r.calls) : null,
      callsPerCheckout: per > 0 ? round(r.calls / per, 2) : null,
      rowsPerCall: r.calls > 0 ? round(r.rows / r.calls) : null,
      query: r.query.replace(/\s+/g, ' ').trim().slice(0, 140),
    })),
  };
}

/** Markdown for a results file: one table per database. */
export function statementTables(profiled) {
  return Object.entries(profiled)
    .map(
      ([name, f]) => `### ${name}'s database: ${f.msPerCheckout} ms of statement time a checkout

| share | µs a call | calls a checkout | rows a call | statement |
| ---: | ---: | ---: | ---: | --- |
${f.statements
  .map(
    (s) =>
      `| ${(s.share * 100).toFixed(1)} % | ${s.usPerCall ?? '–'} | ${s.callsPerCheckout ?? '–'} | ${s.rowsPerCall ?? '–'} | \`${s.query.replace(/\|/g, '\\|').replace(/`/g, "'")}\` |`,
  )
  .join('\n')}`,
    )
    .join('\n\n');
}
