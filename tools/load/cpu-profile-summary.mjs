// Where a process spent its CPU, from a V8 .cpuprofile (node --cpu-prof): self time per package or source folder
// and per function, and each function's inclusive time (its own and its callees'), as shares of the time it was not
// idle. `node tools/load/cpu-profile-summary.mjs file.cpuprofile`.
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

/** The package (node_modules/<name>, scoped too), the repository's own project/folder, Node's internals or V8's. */
export function categoryOf(url, functionName) {
  if (!url) return `(${functionName || 'native'})`.replace(/^\(\((.*)\)\)$/, '($1)');
  if (url.startsWith('node:')) return 'node internals';
  // The platform by file (its folders hold several middleware), as linked into node_modules too.
  const platform = /\/(?:contracts|@vip)\/platform\/(?:dist|src)\/(.+?)\.[cm]?[jt]sx?$/.exec(url);
  if (platform) return `platform/${platform[1]}`;
  const modules = url.lastIndexOf('node_modules/');
  if (modules >= 0) {
    const parts = url.slice(modules + 'node_modules/'.length).split('/');
    const name = parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
    // A workspace package linked into node_modules is the repository's own code.
    return name.startsWith('@vip/') ? `${name} (${parts[2] ?? ''}/${parts[3] ?? ''})` : name;
  }
  // A service or the contracts by feature folder.
  const own = /\/(svc-[a-z]+|contracts)\/(?:dist|src)\/([^/]+)/.exec(url);
  if (own) return `${own[1]}/${own[2].replace(/\.js$/, '')}`;
  return url.replace(/^file:\/\//, '');
}

export function summarize(file, top = 12) {
  const profile = JSON.parse(readFileSync(file, 'utf8'));
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map();
  profile.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
  const parent = new Map();
  for (const n of profile.nodes) for (const child of n.children ?? []) parent.set(child, n.id);
  const nameOf = ({ functionName, url, lineNumber }) =>
    `${functionName || '(anonymous)'} ${categoryOf(url, functionName)}${url ? `:${lineNumber + 1}` : ''}`;
  const categories = new Map();
  const functions = new Map();
  const inclusive = new Map();
  let busy = 0;
  for (const [id, micros] of self) {
    const { functionName, url } = byId.get(id).callFrame;
    if (functionName === '(idle)') continue;
    busy += micros;
    const category = categoryOf(url, functionName);
    categories.set(category, (categories.get(category) ?? 0) + micros);
    const name = nameOf(byId.get(id).callFrame);
    functions.set(name, (functions.get(name) ?? 0) + micros);
    // Once per function on the stack, so a recursive one is not counted twice.
    const onStack = new Set();
    for (let at = id; at !== undefined; at = parent.get(at)) onStack.add(nameOf(byId.get(at).callFrame));
    for (const name of onStack) inclusive.set(name, (inclusive.get(name) ?? 0) + micros);
  }
  const ranked = (map, count = top) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, count)
      .map(([name, micros]) => ({ name, ms: Math.round(micros / 1000), share: micros / busy }));
  return {
    busyMs: Math.round(busy / 1000),
    categories: ranked(categories),
    functions: ranked(functions),
    inclusive: ranked(inclusive, top * 3),
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  for (const file of process.argv.slice(2)) console.log(JSON.stringify({ file, ...summarize(file) }, null, 2));
}
