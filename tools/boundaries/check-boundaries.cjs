#!/usr/bin/env node
// Module boundaries, checked on every build: a micro-frontend imports no other micro-frontend's or
// service's source; a service imports no other service; everyone may import @vip/contracts (by
// package name and one of its subpaths, never by path; it has no barrel), and the frontends (shell, mfe-*) the shared browser code @vip/ui. The server platform
// (@vip/platform) is for the services; browser code reaches it only from its specs (the pact and test kit); contracts
// imports nothing of ours. Only source is checked
// (src/, test/): build configuration may use the shared build helpers in tools/. tools/ and deploy/ run the product and
// may import anything.
const { readdirSync, readFileSync, statSync } = require('node:fs');
const { dirname, join, relative, resolve, sep } = require('node:path');

const ROOT = resolve(__dirname, '..', '..');
const GUARDED = [
  'shell',
  'mfe-booking',
  'mfe-airports',
  'mfe-admin',
  'svc-catalog',
  'svc-booking',
  'svc-ops',
  'contracts',
  'contracts/platform',
  'ui',
];
const BROWSER = (project) => project === 'shell' || project.startsWith('mfe-') || project === 'ui';
const PROJECTS = [...GUARDED, 'deploy', 'tools'];
const SKIP_DIRS = new Set(['node_modules', 'dist', 'generated', '.data', 'coverage']);
const SOURCE = /\.(c|m)?(t|j)sx?$/;
const IMPORT =
  /(?:\bimport\s*(?:[\w*{}\s,]+\s*from\s*)?|\bexport\s*(?:[\w*{}\s,]+\s*)from\s*|\brequire\s*\(\s*|\bimport\s*\(\s*)['"]([^'"]+)['"]/g;

function* sourceFiles(dir) {
  for (const name of readdirSync(dir)) {
    if (SKIP_DIRS.has(name)) continue;
    const full = join(dir, name);
    if (statSync(full).isDirectory()) yield* sourceFiles(full);
    else if (SOURCE.test(name)) yield full;
  }
}

/** The project a file belongs to: the longest project folder it is in (contracts/platform inside contracts). */
function projectOf(file, root) {
  const path = relative(root, file).split(sep).join('/');
  return PROJECTS.filter((p) => path === p || path.startsWith(`${p}/`)).sort((a, b) => b.length - a.length)[0];
}

const SERVICE = (project) => project.startsWith('svc-');

/** The entries a package.json exports (`@vip/contracts/schemas`, …): a package's only ways in (no barrel). */
function entriesOf(root, folder, name) {
  const { exports } = JSON.parse(readFileSync(join(root, folder, 'package.json'), 'utf8'));
  return Object.keys(exports).map((key) => `${name}${key.slice(1)}`);
}

/** Every import that crosses a boundary, as { file, specifier, reason }. */
function findViolations(root = ROOT, projects = GUARDED) {
  const violations = [];
  const entries = entriesOf(root, 'contracts', '@vip/contracts');
  const platformEntries = entriesOf(root, 'contracts/platform', '@vip/platform');
  for (const project of projects) {
    const files = [];
    for (const sub of ['src', 'test']) {
      try {
        files.push(...sourceFiles(join(root, project, sub)));
      } catch {
        // A project without that folder.
      }
    }
    for (const file of files) {
      const text = readFileSync(file, 'utf8');
      for (const match of text.matchAll(IMPORT)) {
        const specifier = match[1];
        let reason;
        if (specifier.startsWith('.')) {
          const target = projectOf(resolve(dirname(file), specifier), root);
          if (target && target !== project)
            reason = `reaches into ${target} by path (use @vip/contracts, or federation for UI)`;
        } else if (specifier === '@vip/ui' || specifier.startsWith('@vip/ui/')) {
          if (project === 'ui' || !BROWSER(project))
            reason = `imports @vip/ui (the frontends' shared browser code; ${project} may not)`;
          // Its test entry (Node only: reads the project's message files) is for specs.
          else if (specifier === '@vip/ui/i18n-testing' && !/\.spec\.tsx?$/.test(file))
            reason = `imports ${specifier} outside a spec (it is for tests)`;
          else if (specifier !== '@vip/ui' && specifier !== '@vip/ui/i18n-testing')
            reason = `imports ${specifier} (use @vip/ui, its one entry)`;
        } else if (specifier === '@vip/platform' || specifier.startsWith('@vip/platform/')) {
          if (project === 'contracts')
            reason = `imports ${specifier} (contracts is the browser-safe language: nothing of ours)`;
          else if (BROWSER(project) && !/\.spec\.tsx?$/.test(file))
            reason = `imports server-only ${specifier} into browser code`;
          else if (!SERVICE(project) && !BROWSER(project) && project !== 'contracts/platform')
            reason = `imports ${specifier} (the services' platform)`;
          else if (!platformEntries.includes(specifier))
            reason = `imports ${specifier} (the platform is read by its entries: ${platformEntries.join(', ')})`;
        } else if (specifier === '@vip/contracts' || specifier.startsWith('@vip/contracts/')) {
          if (!entries.includes(specifier))
            reason = `imports ${specifier} (contracts is read by its entries: ${entries.join(', ')})`;
        } else if (specifier.startsWith('@vip/')) {
          reason = `imports ${specifier.split('/').slice(0, 2).join('/')} (only @vip/contracts, @vip/platform for services and, for frontends, @vip/ui are shared)`;
        }
        if (reason) violations.push({ file: relative(root, file), specifier, reason });
      }
    }
  }
  return violations;
}

module.exports = { findViolations, GUARDED };

if (require.main === module) {
  const only = process.argv[2];
  const cwdProject = PROJECTS.find((p) => process.cwd() === join(ROOT, p));
  const projects = only ? [only] : cwdProject && GUARDED.includes(cwdProject) ? [cwdProject] : GUARDED;
  const violations = findViolations(ROOT, projects);
  if (violations.length > 0) {
    console.error('Module boundary violations:');
    for (const v of violations) console.error(`  ${v.file}: '${v.specifier}' ${v.reason}`);
    process.exit(1);
  }
  console.log(`Module boundaries hold (${projects.join(', ')}).`);
}
