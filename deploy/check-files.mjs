// The deploy project's `build`: every YAML file under deploy/ must parse (all documents of it), and so must
// remotes.json. Exits 1 with the file and the parser's message on the first kind of failure; prints one
// summary line otherwise. Plain Node ESM, no build step.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseAllDocuments } from 'yaml';

const root = dirname(fileURLToPath(import.meta.url));
const skip = new Set(['node_modules', 'dist', 'coverage', '.nx']);

function walk(dir) {
  const files = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (skip.has(entry.name)) continue;
    const full = join(dir, entry.name);
    if (entry.isDirectory()) files.push(...walk(full));
    else if (/\.ya?ml$/i.test(entry.name)) files.push(full);
  }
  return files.sort();
}

const errors = [];
let documents = 0;
const yamlFiles = walk(root);
for (const file of yamlFiles) {
  const rel = relative(root, file);
  let docs;
  try {
    docs = parseAllDocuments(readFileSync(file, 'utf8'));
  } catch (err) {
    errors.push(`${rel}: ${err.message}`);
    continue;
  }
  // parseAllDocuments returns an EmptyStream (no .errors) for a file of comments only.
  for (const doc of Array.isArray(docs) ? docs : []) {
    for (const err of doc.errors) errors.push(`${rel}: ${err.message}`);
    if (doc.errors.length === 0 && doc.contents !== null) documents += 1;
  }
}

const manifest = join(root, 'remotes.json');
try {
  const json = JSON.parse(readFileSync(manifest, 'utf8'));
  if (!json || !Array.isArray(json.remotes)) errors.push('remotes.json: expected an object with a "remotes" array');
} catch (err) {
  errors.push(`remotes.json: ${err.message}`);
}

if (errors.length > 0) {
  console.error(`deploy: ${errors.length} file error(s):`);
  for (const e of errors) console.error(`  ${e}`);
  process.exit(1);
}
console.log(`deploy: ${yamlFiles.length} YAML files (${documents} documents) and remotes.json parse cleanly`);
