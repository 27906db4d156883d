import { createServer, type Server } from 'node:net';
import type { AddressInfo } from 'node:net';

// Every port handed out here lies below Linux's ephemeral range (32768 up). A port found free is listened on later (a
// child's start, its restart, a receiver brought back up); in the ephemeral range an outgoing connection, even one
// from the same test, can take it meanwhile. Picked at random: suites in other processes pick at the same time.
const LOWEST = 20_000;
const ABOVE_HIGHEST = 32_000;
const TRIES = 100;

/** A random port with `room` more above it, all below the ephemeral range. */
export const randomPort = (room = 0): number => LOWEST + Math.floor(Math.random() * (ABOVE_HIGHEST - LOWEST - room));

/** True when a server could listen on the port on 127.0.0.1 now. */
export function canListenOn(port: number): Promise<boolean> {
  return new Promise((ok) => {
    const probe = createServer();
    probe.once('error', () => ok(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => ok(true)));
  });
}

/** A base port with base + each offset free now, for parts that listen at fixed offsets from one base. */
export async function freePortBlock(offsets: readonly number[]): Promise<number> {
  const room = Math.max(0, ...offsets);
  for (let tries = 1; ; tries++) {
    const base = randomPort(room);
    if ((await Promise.all(offsets.map((offset) => canListenOn(base + offset)))).every(Boolean)) return base;
    if (tries >= TRIES) throw new Error(`No free ports between ${LOWEST} and ${ABOVE_HIGHEST} after ${TRIES} tries`);
  }
}

/** A port free now, for a process that listens on it later and may be restarted on it. */
export function freePort(): Promise<number> {
  return freePortBlock([0]);
}

/** Listens on a random free port below the ephemeral range (another on EADDRINUSE) and resolves to it. */
export async function listenOnFreePort(server: Server, host = '127.0.0.1'): Promise<number> {
  for (let tries = 1; ; tries++) {
    try {
      await new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen(randomPort(0), host, () => {
          server.off('error', reject);
          resolve();
        });
      });
      return (server.address() as AddressInfo).port;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE' || tries >= TRIES) throw error;
    }
  }
}
