// What the benchmarks report about the machine they ran on, read from the machine itself, and the CPU
// each process and each core spent during a run (from /proc), so a result says which side was the limit.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { cpus } from 'node:os';
import pg from 'pg';

const ticksPerSecond = Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100;

const procLine = (file, key) => new RegExp(`^${key}\\s*:\\s*(.+)$`, 'm').exec(readFileSync(file, 'utf8'))?.[1].trim();

export async function machineFacts(databaseUrl) {
  return {
    cores: cpus().length,
    cpuModel: procLine('/proc/cpuinfo', 'model name') ?? cpus()[0]?.model ?? 'unknown CPU',
    memoryGiB: Number(procLine('/proc/meminfo', 'MemTotal').split(' ')[0]) / 2 ** 20,
    node: process.version,
    postgres: databaseUrl ? await postgresVersion(databaseUrl) : undefined,
  };
}

export function describeMachine(facts) {
  const pgText = facts.postgres ? `; PostgreSQL ${facts.postgres} (local server, version read from it)` : '';
  return `${facts.cores} cores × ${facts.cpuModel}, ${facts.memoryGiB.toFixed(1)} GiB memory; Node ${facts.node}${pgText}`;
}

async function postgresVersion(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query('SHOW server_version')).rows[0].server_version;
  } finally {
    await client.end();
  }
}

// utime + stime of all the process's threads, in seconds. Fields are counted after the ')' that ends the
// command name, because a name may hold spaces.
export function processSeconds(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / ticksPerSecond;
}

/** Every live process's parent and own CPU seconds, from one read of /proc: a snapshot reads it once for all. */
export function processTable() {
  const table = [];
  for (const pid of readdirSync('/proc').filter((entry) => /^\d+$/.test(entry))) {
    try {
      const fields = statFields(pid);
      table.push({ parent: Number(fields[1]), seconds: (Number(fields[11]) + Number(fields[12])) / ticksPerSecond });
    } catch {}
  }
  return table;
}

// CPU seconds of a process and its children (nginx's master and its workers; a service and a browser it started),
// live or reaped by it.
export function familySeconds(pid, table = processTable()) {
  const own = statFields(pid);
  let total = (Number(own[11]) + Number(own[12]) + Number(own[13]) + Number(own[14])) / ticksPerSecond;
  for (const p of table) if (p.parent === pid) total += p.seconds;
  return total;
}

// CPU seconds of every process with this command name (e.g. all of PostgreSQL's), as far as /proc lets us read.
// A process that has exited is still counted: its CPU is in its parent's reaped-children time (PostgreSQL's
// postmaster reaps its backends), read off the first of the family (one whose parent has another name).
export function namedSeconds(comm) {
  let total = 0;
  const named = new Map();
  for (const pid of readdirSync('/proc').filter((entry) => /^\d+$/.test(entry))) {
    try {
      if (readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === comm) named.set(pid, statFields(pid));
    } catch {}
  }
  for (const fields of named.values()) {
    total += (Number(fields[11]) + Number(fields[12])) / ticksPerSecond;
    if (!named.has(fields[1])) total += (Number(fields[13]) + Number(fields[14])) / ticksPerSecond;
  }
  return total;
}

/** /proc/<pid>/stat after the command name: [0] state, [1] parent pid, [11] utime, [12] stime, [13-14] reaped. */
function statFields(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
}

// Busy and total seconds of each core; iowait counts as idle.
export function coreSeconds() {
  return readFileSync('/proc/stat', 'utf8')
    .split('\n')
    .filter((line) => /^cpu\d+ /.test(line))
    .map((line) => {
      const [user, nice, system, idle, iowait, irq, softirq, steal] = line.trim().split(/\s+/).slice(1).map(Number);
      const total = user + nice + system + idle + iowait + irq + softirq + steal;
      return { busy: (total - idle - iowait) / ticksPerSecond, total: total / ticksPerSecond };
    });
}

// pids: { name: pid }. Processes that have gone are skipped.
export function cpuSnapshot(pids) {
  const procs = {};
  for (const [name, pid] of Object.entries(pids)) {
    try {
      procs[name] = processSeconds(pid);
    } catch {}
  }
  return { at: performance.now(), procs, cores: coreSeconds() };
}

// Each process's CPU as a share of one core, and each core's busy share, between two snapshots.
export function cpuBetween(start, end) {
  const wall = (end.at - start.at) / 1000;
  const procs = {};
  for (const name of Object.keys(start.procs)) {
    if (name in end.procs) procs[name] = (end.procs[name] - start.procs[name]) / wall;
  }
  const cores = end.cores.map((core, i) => (core.busy - start.cores[i].busy) / (core.total - start.cores[i].total));
  return { wall, procs, cores };
}

export const percent = (share) => `${Math.round(share * 100)} %`;
