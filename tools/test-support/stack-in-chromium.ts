import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { launchChromium } from './browser';
import { recordCspViolations, type CspViolationRecorder } from './csp-violations';
import { cleanEnv, freePort, spawnNode, type Spawned } from './processes';

/** `npm start`'s banner: its address, then the admin's e-mail and the password it generated. */
const BANNER = /running at (http:\/\/\S+)[\s\S]*?Staff login: \S+\s+(\S+)(?: \/ (\S+)| \(its password is kept)/;

export interface StackInChromium {
  launcher: Spawned;
  url: string;
  /** The admin `npm start` made, with its generated password. */
  email: string;
  password: string;
  browser: Awaited<ReturnType<typeof launchChromium>>;
  /** Every page the browser opens is watched. */
  csp: CspViolationRecorder;
  /** Chromium closed, the product stopped as Ctrl-C stops it, its data removed. */
  stop(): Promise<void>;
}

/**
 * The product as `npm start` runs it (embedded defaults) on a free port with a data folder of its own, and Chromium.
 * The staff second factor is optional (its own suite tests it); `env` adds to or overrides what the product gets.
 */
export async function startStackInChromium(
  name: string,
  env: Record<string, string | undefined> = {},
): Promise<StackInChromium> {
  const dataDir = mkdtempSync(join(tmpdir(), `vip-e2e-${name}-`));
  const launcher = spawnNode(
    'tools/dev/start.mjs',
    cleanEnv({
      PORT: String(await freePort()),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ADMIN_PASSWORD: undefined,
      STAFF_SECOND_FACTOR: 'optional',
      ...env,
    }),
  );
  const stopProduct = async () => {
    if (launcher.child.exitCode === null) {
      launcher.child.kill('SIGINT');
      await launcher.exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  let browser: StackInChromium['browser'] | undefined;
  try {
    const [, url, email, password] = await launcher.waitFor(BANNER, 180_000);
    browser = await launchChromium();
    const opened = browser;
    return {
      launcher,
      url: url!,
      email: email!,
      password: password!,
      browser: opened,
      csp: recordCspViolations(opened),
      stop: async () => {
        await opened.cleanup();
        await stopProduct();
      },
    };
  } catch (error) {
    await browser?.cleanup();
    await stopProduct();
    throw error;
  }
}
