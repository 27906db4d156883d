// Releases of a remote, as production publishes them: each build in a folder of its own under
// .data/split/releases/<remote>/<id>/ (served by the remote's nginx as /remotes/<remote>/<id>/…), and the
// remotes manifest switched to the new entry in one rename. Pages already open keep loading the chunks of the
// release they started with, since its folder stays; the last KEPT_RELEASES are kept.
import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';

export const KEPT_RELEASES = 5;

const manifestFile = (work) => join(work, 'remotes', 'remotes.json');
const historyFile = (work, remote) => join(work, 'releases', remote, 'history.json');
/** mfe-booking → mfe_booking, the name the manifest and Module Federation know it by. */
const federationName = (remote) => remote.replace(/-/g, '_');

/**
 * The file replaced in one rename. Its modification time moves on by at least a second: nginx's ETag is the
 * time in seconds and the size, and release ids are all one length, so two deploys in one second would give
 * the same ETag and a cache asking If-None-Match (the shell's server) would be told 304 and keep the old one.
 */
function writeAtomically(file, text) {
  const temp = `${file}.${process.pid}.tmp`;
  writeFileSync(temp, text);
  const before = existsSync(file) ? Math.floor(statSync(file).mtimeMs / 1000) : 0;
  const now = Math.floor(Date.now() / 1000);
  const modified = Math.max(now, before + 1);
  utimesSync(temp, modified, modified);
  renameSync(temp, file);
}

/** The release a build makes: named by its entry and server container, so the same build is the same release. */
export function releaseIdOf(buildDir) {
  const hash = createHash('sha256');
  for (const file of ['remoteEntry.js', join('server', 'remoteEntry.js')]) {
    if (existsSync(join(buildDir, file))) hash.update(readFileSync(join(buildDir, file)));
  }
  return hash.digest('hex').slice(0, 12);
}

/** { releases: [oldest … newest], current } of a remote, or an empty history. */
export function historyOf(work, remote) {
  const file = historyFile(work, remote);
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : { releases: [], current: null };
}

function switchManifest(work, remote, id) {
  const manifest = JSON.parse(readFileSync(manifestFile(work), 'utf8'));
  const entry = manifest.remotes.find((r) => r.name === federationName(remote));
  if (!entry) throw new Error(`the manifest has no remote named ${federationName(remote)}`);
  entry.entry = `/remotes/${remote}/${id}/remoteEntry.js`;
  writeAtomically(manifestFile(work), `${JSON.stringify(manifest, null, 2)}\n`);
}

/** Publishes a remote's build as a release (copied: a later build does not change it) and switches to it. */
export function publish(work, remote, buildDir) {
  if (!existsSync(join(buildDir, 'remoteEntry.js')))
    throw new Error(`${buildDir} holds no remoteEntry.js: not a build of ${remote}`);
  const id = releaseIdOf(buildDir);
  const folder = join(work, 'releases', remote, id);
  if (!existsSync(folder)) {
    mkdirSync(join(work, 'releases', remote), { recursive: true });
    cpSync(buildDir, `${folder}.partial`, { recursive: true });
    renameSync(`${folder}.partial`, folder);
  }
  const history = historyOf(work, remote);
  // Oldest … newest in the order they went live: the release serving until now (after a rollback, not the last
  // one published) comes just before this one, so a rollback from it goes back to what was live.
  const current = history.current && history.current !== id ? [history.current] : [];
  const releases = [...history.releases.filter((r) => r !== id && r !== history.current), ...current, id];
  for (const old of releases.splice(0, Math.max(0, releases.length - KEPT_RELEASES)))
    rmSync(join(work, 'releases', remote, old), { recursive: true, force: true });
  switchManifest(work, remote, id);
  writeAtomically(historyFile(work, remote), JSON.stringify({ releases, current: id }));
  return id;
}

/** Switches a remote back to the release before the current one (its files are still there; nothing is built). */
export function rollback(work, remote) {
  const history = historyOf(work, remote);
  const at = history.releases.indexOf(history.current);
  if (at < 1) throw new Error(`${remote} has no earlier release to go back to`);
  const id = history.releases[at - 1];
  switchManifest(work, remote, id);
  // The list stays: another rollback goes one further back, a deploy puts its release last again.
  writeAtomically(historyFile(work, remote), JSON.stringify({ releases: history.releases, current: id }));
  return id;
}
