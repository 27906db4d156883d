import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';

export const ROOT = resolve(__dirname, '..', '..');

// Ports below Linux's ephemeral range, shared with the services' own tests.
export { freePort } from '@vip/platform/test-ports';

export interface Spawned {
  child: ChildProcess;
  output: () => string;
  /** Resolves with the first match of a pattern in stdout/stderr. */
  waitFor: (pattern: RegExp, timeoutMs?: number) => Promise<RegExpMatchArray>;
  exited: Promise<number | null>;
}

/** Runs a Node script from the repository root, keeping its output for assertions and diagnosis. */
export function spawnNode(script: string, env: Record<string, string | undefined>): Spawned {
  const child = spawn(process.execPath, [script], {
    cwd: ROOT,
    env: env as NodeJS.ProcessEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  const listeners = new Set<() => void>();
  const onData = (d: Buffer) => {
    out += d.toString();
    for (const l of listeners) l();
  };
  child.stdout!.on('data', onData);
  child.stderr!.on('data', onData);
  const exited = new Promise<number | null>((r) => child.once('exit', (code) => r(code)));
  return {
    child,
    output: () => out,
    exited,
    waitFor(pattern, timeoutMs = 120_000) {
      return new Promise((ok, fail) => {
        const check = () => {
          const m = out.match(pattern);
          if (m) {
            listeners.delete(check);
            clearTimeout(timer);
            ok(m);
          }
        };
        const timer = setTimeout(() => {
          listeners.delete(check);
          fail(new Error(`Timed out waiting for ${pattern}; output so far:\n${out.slice(-4000)}`));
        }, timeoutMs);
        listeners.add(check);
        void exited.then((code) => {
          if (listeners.has(check)) {
            listeners.delete(check);
            clearTimeout(timer);
            fail(new Error(`Process exited (${code}) before ${pattern}; output:\n${out.slice(-4000)}`));
          }
        });
        check();
      });
    },
  };
}

/** A child environment without the CI's infrastructure variables unless given explicitly. */
export function cleanEnv(extra: Record<string, string | undefined>): Record<string, string | undefined> {
  const { DATABASE_URL: _d, KAFKA_BROKERS: _k, ...rest } = process.env;
  return { ...rest, NODE_OPTIONS: '', ...extra };
}

export async function waitForHttp(url: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error(`${url} did not become ready`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

export async function eventually<T>(read: () => Promise<T>, ok: (v: T) => boolean, timeoutMs = 60_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const v = await read();
    if (ok(v)) return v;
    if (Date.now() > deadline)
      throw new Error(`Condition not met in time; last value: ${JSON.stringify(v)?.slice(0, 500)}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** Runs a Node script to its end with this process's environment: its exit code and everything it printed. */
export function runNodeScript(
  script: string,
  args: string[],
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [script, ...args], { env: process.env });
    let stdout = '';
    let stderr = '';
    child.stdout!.on('data', (d) => (stdout += d));
    child.stderr!.on('data', (d) => (stderr += d));
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}
