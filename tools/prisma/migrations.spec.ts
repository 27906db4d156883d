import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const root = join(__dirname, '..', '..');
const SERVICES = ['svc-catalog', 'svc-booking', 'svc-ops'];

/** Every committed migration of every service, with its text. */
function migrations(): Array<{ name: string; sql: string }> {
  return SERVICES.flatMap((service) => {
    const dir = join(root, service, 'prisma', 'migrations');
    return readdirSync(dir, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => ({ name: `${service}/${d.name}`, sql: readFileSync(join(dir, d.name, 'migration.sql'), 'utf8') }));
  });
}

describe('committed migrations', () => {
  // The services apply migrations with one simple query each (contracts/db/migrate.ts), but Prisma's CLI
  // (`prisma migrate deploy`, the shadow database of `migrate dev`) splits a script at every semicolon, so
  // one inside a comment or a string breaks it there: "syntax error at or near ...".
  it.each(migrations().map((m) => [m.name, m.sql]))(
    '%s has no semicolon inside a comment or a string literal',
    (_name, sql) => {
      const comments = sql.split('\n').filter((line) => line.trimStart().startsWith('--') && line.includes(';'));
      expect(comments).toEqual([]);
      const strings = [...sql.replace(/--[^\n]*/g, '').matchAll(/'(?:[^']|'')*'/g)]
        .map((m) => m[0])
        .filter((literal) => literal.includes(';'));
      expect(strings).toEqual([]);
    },
  );
});
