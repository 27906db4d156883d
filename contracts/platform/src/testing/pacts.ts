import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// contracts/pacts, from src/ and dist/ alike.
export const COMMITTED_PACTS_DIR = join(__dirname, '..', '..', '..', 'pacts');

const inCi = () => process.env.CI === 'true' || process.env.CI === '1';

// Locally rewritten from scratch, so a removed interaction disappears; in CI a scratch folder, which
// `assertPactCommitted` compares with the committed file.
export function pactOutput(consumer: string, provider: string): { dir: string; file: string } {
  const file = `${consumer}-${provider}.json`;
  if (inCi()) return { dir: mkdtempSync(join(tmpdir(), 'pacts-')), file };
  rmSync(join(COMMITTED_PACTS_DIR, file), { force: true });
  return { dir: COMMITTED_PACTS_DIR, file };
}

export function assertPactCommitted(output: { dir: string; file: string }): void {
  if (output.dir === COMMITTED_PACTS_DIR) return;
  const committedPath = join(COMMITTED_PACTS_DIR, output.file);
  const fresh = JSON.parse(readFileSync(join(output.dir, output.file), 'utf8'));
  if (!existsSync(committedPath)) {
    throw new Error(
      `contracts/pacts/${output.file} is not committed: run this consumer test locally and commit the file`,
    );
  }
  const committed = JSON.parse(readFileSync(committedPath, 'utf8'));
  if (JSON.stringify(fresh) !== JSON.stringify(committed)) {
    throw new Error(
      `contracts/pacts/${output.file} differs from what the consumer test now produces: run it locally and commit the file`,
    );
  }
}

export function pactsForProvider(provider: string): string[] {
  return readdirSync(COMMITTED_PACTS_DIR)
    .filter((f) => f.endsWith('.json'))
    .map((f) => join(COMMITTED_PACTS_DIR, f))
    .filter((f) => (JSON.parse(readFileSync(f, 'utf8')) as { provider: { name: string } }).provider.name === provider);
}
