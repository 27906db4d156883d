import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { appendFileSync, cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { describeWithInfra, freePortBlock, testInfra } from '@vip/platform/testing';
import { launchChromium } from '../test-support/browser';
import { Secret, TOTP } from 'otpauth';

const root = resolve(__dirname, '..', '..');

// The stack's parts listen at base + 11 … base + 23.
const PART_OFFSETS = [0, ...Array.from({ length: 13 }, (_, i) => 11 + i)];

const listens = (port: number) =>
  new Promise<boolean>((ok) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => (socket.destroy(), ok(true)));
    socket.once('error', () => (socket.destroy(), ok(false)));
  });

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 60_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

describeWithInfra(
  'kafka',
  'npm run start:split: every deployable its own process, behind the production gateway',
  () => {
    const work = mkdtempSync(join(tmpdir(), 'split-'));
    const prefix = `split_t${randomBytes(3).toString('hex')}`;
    const password = 'split-test-password-1';
    let stack: ChildProcess;
    let base: number;
    let output = '';
    const url = (path: string) => `http://127.0.0.1:${base}${path}`;
    const control = (...args: string[]) =>
      spawnSync(process.execPath, [join(root, 'tools', 'split', 'split.mjs'), ...args], {
        cwd: root,
        encoding: 'utf8',
        env: { ...process.env, SPLIT_DIR: work },
      });

    // Production asks staff for a second factor: the admin sets up an authenticator app at the first sign-in.
    const json = { 'Content-Type': 'application/json' };
    let authenticator: TOTP | undefined;
    let lastCounter = -1;
    /** A code not used before: the back office refuses a code twice, so wait for the next one when needed. */
    async function freshCode(): Promise<string> {
      while (authenticator!.counter() <= lastCounter) await new Promise((r) => setTimeout(r, 1000));
      lastCounter = authenticator!.counter();
      return authenticator!.generate();
    }
    async function signInWithPassword() {
      const signIn = await fetch(url('/api/admin/session'), {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ email: 'admin@example.com', password }),
      });
      expect(signIn.status).toBe(200);
      const { pending } = (await signIn.json()) as { pending: { purpose: string; csrfToken: string } };
      const headers = {
        ...json,
        cookie: signIn.headers.get('set-cookie')!.split(';')[0]!,
        'X-CSRF-Token': pending.csrfToken,
      };
      return { purpose: pending.purpose, headers };
    }
    /** The admin's session cookie, setting up the authenticator app on the first call. */
    async function adminSession(): Promise<string> {
      const { purpose, headers } = await signInWithPassword();
      let session: Response;
      if (purpose === 'enrol') {
        const setup = await fetch(url('/api/admin/second-factor/enrolment/authenticator'), { method: 'POST', headers });
        const { secret } = (await setup.json()) as { secret: string };
        authenticator = new TOTP({ secret: Secret.fromBase32(secret) });
        session = await fetch(url('/api/admin/second-factor/enrolment/authenticator/confirm'), {
          method: 'POST',
          headers,
          body: JSON.stringify({ code: await freshCode() }),
        });
      } else {
        session = await fetch(url('/api/admin/second-factor/totp'), {
          method: 'POST',
          headers,
          body: JSON.stringify({ code: await freshCode() }),
        });
      }
      expect(session.status).toBe(200);
      return session.headers
        .get('set-cookie')!
        .split(', ')
        .find((c) => c.startsWith('vip_staff_session='))!
        .split(';')[0]!;
    }

    beforeAll(async () => {
      base = await freePortBlock(PART_OFFSETS);
      stack = spawn(process.execPath, [join(root, 'tools', 'split', 'start-split.mjs')], {
        cwd: root,
        env: {
          ...process.env,
          PORT: String(base),
          SPLIT_DIR: work,
          SPLIT_DB_PREFIX: prefix,
          DATABASE_URL: testInfra.databaseUrl,
          KAFKA_BROKERS: testInfra.kafkaBrokers,
          ADMIN_PASSWORD: password,
          LOG_LEVEL: 'warn',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      stack.stdout!.on('data', (chunk) => (output += String(chunk)));
      stack.stderr!.on('data', (chunk) => (output += String(chunk)));
      await until(
        async () => output,
        // The banner's last line: the process table comes before it.
        (text) => text.includes('Press Ctrl-C to stop everything') || stack.exitCode !== null,
        180_000,
      );
      if (!output.includes('Press Ctrl-C to stop everything')) throw new Error(`start:split did not start:\n${output}`);
    }, 240_000);

    afterAll(async () => {
      if (stack && stack.exitCode === null) {
        stack.kill('SIGINT');
        await new Promise((resolve) => stack.once('exit', resolve));
      }
      const admin = new pg.Client({ connectionString: testInfra.databaseUrl });
      await admin.connect();
      for (const db of ['catalog', 'booking', 'ops'])
        await admin.query(`DROP DATABASE IF EXISTS ${prefix}_${db} WITH (FORCE)`);
      await admin.end();
      rmSync(work, { recursive: true, force: true });
    }, 120_000);

    it('lists every part with its process, and serves pages, remotes and the API through the gateway', async () => {
      for (const part of [
        'svc-catalog',
        'svc-booking',
        'svc-ops',
        'shell',
        'mfe-booking',
        'mfe-airports',
        'mfe-admin',
        'gateway',
      ])
        expect(output).toMatch(new RegExp(`\\b${part}\\s+pid \\d+`));
      const home = await fetch(url('/'));
      expect(home.status).toBe(200);
      expect(await home.text()).toContain('VIP Airport Services');
      const manifest = (await (await fetch(url('/remotes.json'))).json()) as { remotes: Array<{ entry: string }> };
      for (const remote of manifest.remotes)
        expect({ entry: remote.entry, status: (await fetch(url(remote.entry))).status }).toEqual({
          entry: remote.entry,
          status: 200,
        });
      const airports = (await (await fetch(url('/api/airports'))).json()) as Array<{ code: string }>;
      expect(airports.some((a) => a.code === 'LHR')).toBe(true);
    });

    it('carries a booking over Kafka from svc-booking to the operations board', async () => {
      const date = new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10);
      const services = (await (
        await fetch(url(`/api/services?airport=LHR&type=arrival&date=${date}&time=14:00&adults=1&children=0`))
      ).json()) as Array<{ id: number }>;
      const booked = await fetch(url('/api/bookings/request'), {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          serviceId: services[0]!.id,
          contactName: 'Grace Hopper',
          contactEmail: 'grace@example.com',
          contactPhone: '+44 20 7946 0000',
          flightNumber: 'BA117',
          flightDate: date,
          flightTime: '14:00',
          adultCount: 1,
          childCount: 0,
          travelerNames: [],
        }),
      });
      expect(booked.status).toBe(201);
      const { referenceCode } = (await booked.json()) as { referenceCode: string };
      const cookie = await adminSession();
      const board = await until(
        async () =>
          (await (await fetch(url(`/api/admin/bookings?search=${referenceCode}`), { headers: { cookie } })).json()) as {
            items: Array<{ referenceCode: string }>;
          },
        (b) => b.items.some((item) => item.referenceCode === referenceCode),
      );
      // The broker is shared with the other suites (their events reach this stack too): this booking is among them.
      expect(board.items.map((b) => b.referenceCode)).toContain(referenceCode);
    });

    it('stops and starts one part while the rest runs (npm run split)', async () => {
      const stopped = control('stop', 'svc-catalog');
      expect(stopped.stdout.trim()).toBe('svc-catalog stopped');
      expect(await listens(base + 11)).toBe(false);
      // The gateway answers for the part that is away; the booking service, its neighbour, still answers.
      expect((await fetch(url('/api/airports'))).status).toBeGreaterThanOrEqual(502);
      expect((await fetch(url('/api/bookings/VIP-00000-LHR?email=grace%40example.com'))).status).toBe(404);

      const started = control('start', 'svc-catalog');
      expect(started.stdout).toMatch(/^svc-catalog running \(pid \d+\)/);
      const airports = await until(
        async () => (await fetch(url('/api/airports'))).status,
        (s) => s === 200,
      );
      expect(airports).toBe(200);

      const unknown = control('stop', 'svc-nothing');
      expect(unknown.status).toBe(1);
      expect(unknown.stderr).toContain('no part named svc-nothing');
    });

    it('publishes a new build of a remote beside the old one and rolls it back, with no rebuild and no restart', async () => {
      const entryOf = async () =>
        (
          (await (await fetch(url('/remotes.json'))).json()) as { remotes: Array<{ name: string; entry: string }> }
        ).remotes.find((r) => r.name === 'mfe_booking')!.entry;
      const first = await entryOf();
      expect(first).toMatch(/^\/remotes\/mfe-booking\/[0-9a-f]{12}\/remoteEntry\.js$/);
      expect((await fetch(url(first))).status).toBe(200);

      // A build with changed code: here today's build with a changed entry file.
      const build = join(work, 'next-build');
      cpSync(join(root, 'mfe-booking', 'dist'), build, { recursive: true });
      appendFileSync(join(build, 'remoteEntry.js'), '\n// the next release\n');
      // Its compressed copies are the build's too (the build writes them beside each file).
      rmSync(join(build, 'remoteEntry.js.br'));
      rmSync(join(build, 'remoteEntry.js.gz'));
      const deployed = control('deploy', 'mfe-booking', build);
      expect(deployed.status).toBe(0);
      const second = await entryOf();
      expect(second).not.toBe(first);
      expect(deployed.stdout).toContain(`mfe-booking now serves release ${second.split('/')[3]}`);
      expect(await (await fetch(url(second))).text()).toContain('// the next release');
      // A page opened before the deploy still gets the files of its release.
      expect((await fetch(url(first))).status).toBe(200);
      expect((await fetch(url('/'))).status).toBe(200);

      const rolledBack = control('rollback', 'mfe-booking');
      expect(rolledBack.status).toBe(0);
      expect(await entryOf()).toBe(first);
      expect(control('deploy', 'svc-ops', build).stderr).toContain('svc-ops is not a remote');
    });

    it('keeps an open page working while mfe-booking is redeployed under it; the next load gets the new release, the quote kept', async () => {
      const browser = await launchChromium();
      try {
        const page = await browser.newPage();
        const failures: string[] = [];
        page.on('pageerror', (error) => failures.push(String(error)));
        page.on(
          'response',
          (response) =>
            void (
              response.status() >= 400 &&
              !response.url().includes('/api/admin/session') &&
              failures.push(`${response.status()} ${response.url()}`)
            ),
        );
        const date = new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10);
        await page.goto(url(`/booking?airport=LHR&type=arrival&date=${date}&time=14:00&adults=1&children=0`), {
          waitUntil: 'networkidle2',
        });
        const select = await page.waitForSelector('xpath/.//button[normalize-space()="Select Service"]', {
          visible: true,
        });
        await select!.click();
        await page.waitForSelector('xpath/.//h1[normalize-space()="Request your booking"]', { visible: true });

        // A new release of mfe-booking goes out while the page is open.
        const build = join(work, 'open-page-build');
        cpSync(join(root, 'mfe-booking', 'dist'), build, { recursive: true });
        appendFileSync(join(build, 'remoteEntry.js'), '\n;self.__mfeBookingRelease = "next";\n');
        rmSync(join(build, 'remoteEntry.js.br'));
        rmSync(join(build, 'remoteEntry.js.gz'));
        expect(control('deploy', 'mfe-booking', build).status).toBe(0);

        // The open page goes on: the checkout's code (not loaded yet) comes from the release it started with.
        await page.click('a[aria-label="Checkout"]');
        await page.waitForSelector('xpath/.//h1[normalize-space()="Complete Your Booking"]', { visible: true });
        expect(
          await page.evaluate(() => (self as unknown as { __mfeBookingRelease?: string }).__mfeBookingRelease),
        ).toBeUndefined();

        // The next full load runs the new release, with the quote as it was.
        await page.reload({ waitUntil: 'networkidle2' });
        await page.waitForSelector('xpath/.//h1[normalize-space()="Complete Your Booking"]', { visible: true });
        expect(
          await page.evaluate(() => (self as unknown as { __mfeBookingRelease?: string }).__mfeBookingRelease),
        ).toBe('next');
        expect(await page.$eval('button[aria-label^="View Quote"]', (b) => b.getAttribute('aria-label'))).toBe(
          'View Quote, 1 service',
        );

        // Rolled back: the load after runs the release before.
        expect(control('rollback', 'mfe-booking').status).toBe(0);
        await page.reload({ waitUntil: 'networkidle2' });
        await page.waitForSelector('xpath/.//h1[normalize-space()="Complete Your Booking"]', { visible: true });
        expect(
          await page.evaluate(() => (self as unknown as { __mfeBookingRelease?: string }).__mfeBookingRelease),
        ).toBeUndefined();
        expect(failures).toEqual([]);
      } finally {
        await browser.cleanup();
      }
    }, 120_000);

    it('refuses a mfe-booking built against another major of React into the in-shell message, naming the package; one built a minor ahead runs', async () => {
      // mfe-booking's build as a build against React `major` would be: its entry provides React at that version and
      // requires it (`^major.0.0`, strictly), as the build config declares for every shared singleton.
      const builtFor = (name: string, reactVersion: string) => {
        const build = join(work, name);
        cpSync(join(root, 'mfe-booking', 'dist'), build, { recursive: true });
        const entry = join(build, 'remoteEntry.js');
        const major = reactVersion.split('.')[0];
        const text = readFileSync(entry, 'utf8');
        const rewritten = text
          .replace(/(name:"react(?:-dom)?(?:\/[a-z-]+)?",version:)"19\.\d+\.\d+"/g, `$1"${reactVersion}"`)
          .replace(/requiredVersion:"\^19\.0\.0"/g, `requiredVersion:"^${major}.0.0"`);
        expect(rewritten).not.toBe(text);
        writeFileSync(entry, rewritten);
        rmSync(`${entry}.br`);
        rmSync(`${entry}.gz`);
        return build;
      };
      const date = new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10);
      const wizard = url(`/booking?airport=LHR&type=arrival&date=${date}&time=14:00&adults=1&children=0`);
      // Deployed, and in the pages the shell's server renders (it looks at the manifest again every few seconds).
      const deploy = async (build: string) => {
        expect(control('deploy', 'mfe-booking', build).status).toBe(0);
        const entry = (
          (await (await fetch(url('/remotes.json'))).json()) as { remotes: Array<{ name: string; entry: string }> }
        ).remotes.find((r) => r.name === 'mfe_booking')!.entry;
        const html = await until(
          async () => (await fetch(wizard)).text(),
          (text) => text.includes(entry),
          30_000,
        );
        expect(html).toContain(entry);
      };
      const browser = await launchChromium();
      try {
        const page = await browser.newPage();
        const consoleErrors: string[] = [];
        const pageErrors: string[] = [];
        page.on('console', (message) => void (message.type() === 'error' && consoleErrors.push(message.text())));
        page.on('pageerror', (error) => pageErrors.push(String(error)));

        // A major apart: refused, with the in-shell message and the package named; the rest of the site runs.
        await deploy(builtFor('react-18-build', '18.3.1'));
        await page.goto(wizard, { waitUntil: 'networkidle2' });
        await page.waitForSelector('xpath/.//*[normalize-space()="This part of the site is temporarily unavailable"]', {
          visible: true,
        });
        expect(
          consoleErrors.some((text) =>
            text.includes('mfe_booking was not loaded: it was built for react ^18.0.0, and this page runs react 19.'),
          ),
        ).toBe(true);
        expect(pageErrors).toEqual([]);
        // Another remote's page, loaded whole with the refused one deployed (its quote button in the header is left
        // out).
        await page.goto(url('/airports'), { waitUntil: 'networkidle2' });
        await page.waitForSelector('xpath/.//h1[normalize-space()="Global Airport Coverage"]', { visible: true });
        expect(pageErrors).toEqual([]);
        expect(control('rollback', 'mfe-booking').status).toBe(0);

        // A minor ahead (the remote built later, the shell a version behind): one React, the shell's, and the page
        // works.
        await deploy(builtFor('react-minor-ahead-build', '19.99.0'));
        consoleErrors.length = 0;
        await page.goto(wizard, { waitUntil: 'networkidle2' });
        const select = await page.waitForSelector('xpath/.//button[normalize-space()="Select Service"]', {
          visible: true,
        });
        await select!.click();
        await page.waitForSelector('xpath/.//h1[normalize-space()="Request your booking"]', { visible: true });
        const reactVersions = await page.evaluate(() => {
          const share = (
            globalThis as unknown as {
              __FEDERATION__: {
                __SHARE__: Record<
                  string,
                  Record<string, Record<string, Record<string, { loaded?: boolean; lib?: unknown }>>>
                >;
              };
            }
          ).__FEDERATION__.__SHARE__;
          return Object.values(share).flatMap((scopes) =>
            Object.entries(scopes.default?.react ?? {})
              .filter(([, v]) => v.loaded || v.lib)
              .map(([version]) => version),
          );
        });
        expect([...new Set(reactVersions)]).toEqual([expect.stringMatching(/^19\./)]);
        expect(reactVersions).not.toContain('19.99.0');
        expect(consoleErrors.filter((text) => text.includes('was not loaded'))).toEqual([]);
        expect(pageErrors).toEqual([]);
      } finally {
        control('rollback', 'mfe-booking');
        await browser.cleanup();
      }
    }, 120_000);

    it('shows the in-shell message for a remote that is down, keeps the rest of the site, and recovers on Try again', async () => {
      expect(control('stop', 'mfe-airports').stdout.trim()).toBe('mfe-airports stopped');
      const browser = await launchChromium();
      try {
        const page = await browser.newPage();
        await page.goto(url('/airports'), { waitUntil: 'networkidle2' });
        await page.waitForSelector('xpath/.//*[normalize-space()="This part of the site is temporarily unavailable"]', {
          visible: true,
        });
        // The site around it works: the header's links, and the home page of another remote.
        await page.click('a[href="/"]');
        await page.waitForSelector('xpath/.//h1[normalize-space()="VIP airport assistance at 270+ airports"]', {
          visible: true,
        });
        await page.goBack({ waitUntil: 'networkidle2' });
        await page.waitForSelector('xpath/.//*[normalize-space()="This part of the site is temporarily unavailable"]', {
          visible: true,
        });

        expect(control('start', 'mfe-airports').stdout).toMatch(/^mfe-airports running/);
        const again = await page.waitForSelector('xpath/.//button[normalize-space()="Try again"]', { visible: true });
        await again!.click();
        await page.waitForSelector('xpath/.//h1[normalize-space()="Global Airport Coverage"]', { visible: true });
      } finally {
        await browser.cleanup();
      }
    }, 120_000);

    it('keeps the site around mfe-booking and mfe-admin when each is down, and each comes back on Try again', async () => {
      const unavailable = 'xpath/.//*[normalize-space()="This part of the site is temporarily unavailable"]';
      const browser = await launchChromium();
      try {
        const page = await browser.newPage();
        // Wide enough for the header's links beside the brand.
        await page.setViewport({ width: 1280, height: 900 });
        const pageErrors: string[] = [];
        page.on('pageerror', (error) => pageErrors.push(String(error)));

        // The traveller's remote: its pages say so; the airports directory (another remote) and the shell work.
        expect(control('stop', 'mfe-booking').stdout.trim()).toBe('mfe-booking stopped');
        const date = new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10);
        await page.goto(url(`/booking?airport=LHR&type=arrival&date=${date}&time=14:00&adults=1&children=0`), {
          waitUntil: 'networkidle2',
        });
        await page.waitForSelector(unavailable, { visible: true });
        await page.click('a[href="/airports"]');
        await page.waitForSelector('xpath/.//h1[normalize-space()="Global Airport Coverage"]', { visible: true });
        await page.goBack({ waitUntil: 'networkidle2' });
        await page.waitForSelector(unavailable, { visible: true });
        expect(control('start', 'mfe-booking').stdout).toMatch(/^mfe-booking running/);
        await (await page.waitForSelector('xpath/.//button[normalize-space()="Try again"]', {
          visible: true,
        }))!.click();
        await page.waitForSelector('xpath/.//button[normalize-space()="Select Service"]', { visible: true });

        // The staff remote: the back office says so; the public site works.
        expect(control('stop', 'mfe-admin').stdout.trim()).toBe('mfe-admin stopped');
        await page.goto(url('/admin/login'), { waitUntil: 'networkidle2' });
        await page.waitForSelector(unavailable, { visible: true });
        await page.goto(url('/airports'), { waitUntil: 'networkidle2' });
        await page.waitForSelector('xpath/.//h1[normalize-space()="Global Airport Coverage"]', { visible: true });
        await page.goto(url('/admin/login'), { waitUntil: 'networkidle2' });
        await page.waitForSelector(unavailable, { visible: true });
        expect(control('start', 'mfe-admin').stdout).toMatch(/^mfe-admin running/);
        await (await page.waitForSelector('xpath/.//button[normalize-space()="Try again"]', {
          visible: true,
        }))!.click();
        await page.waitForSelector('input#email', { visible: true });
        expect(pageErrors).toEqual([]);
      } finally {
        control('start', 'mfe-booking');
        control('start', 'mfe-admin');
        await browser.cleanup();
      }
    }, 120_000);

    it('says a service that is away in the API error shape, and the staff sign-in says so in words, until it is back', async () => {
      if (!authenticator) await adminSession();
      expect(control('stop', 'svc-ops').stdout.trim()).toBe('svc-ops stopped');
      const answer = await fetch(url('/api/admin/session'));
      expect(answer.status).toBe(503);
      expect(answer.headers.get('retry-after')).toBe('5');
      expect(await answer.json()).toMatchObject({
        error: {
          code: 'UPSTREAM_UNAVAILABLE',
          message: 'This service is unavailable right now. Please try again in a moment.',
          requestId: expect.any(String),
        },
      });
      // A page still answers as a page.
      expect((await fetch(url('/'))).status).toBe(200);

      const browser = await launchChromium();
      try {
        const page = await browser.newPage();
        await page.goto(url('/admin/login'), { waitUntil: 'networkidle2' });
        await page.waitForSelector('input#email', { visible: true });
        await page.type('input#email', 'admin@example.com');
        await page.type('input#password', password);
        await page.click('button[type=submit]');
        await page.waitForSelector(
          'xpath/.//*[contains(normalize-space(), "This service is unavailable right now. Please try again in a moment.")]',
          { visible: true },
        );
        expect(await page.evaluate(() => document.body.innerText)).not.toMatch(/502|Bad Gateway/);

        expect(control('start', 'svc-ops').stdout).toMatch(/^svc-ops running/);
        await page.click('button[type=submit]');
        const code = await page.waitForSelector('input#one-time-code_code', { visible: true, timeout: 30_000 });
        await code!.type(await freshCode());
        await page.click('form[id="one-time-code"] button[type=submit]');
        await page.waitForSelector('xpath/.//*[normalize-space()="Booking Management Dashboard"]', { visible: true });
      } finally {
        await browser.cleanup();
      }
    }, 120_000);

    it('with the catalog away, an airport page answers 503 and says the directory cannot be reached, then recovers on Try again', async () => {
      expect(control('stop', 'svc-catalog').stdout.trim()).toBe('svc-catalog stopped');
      const browser = await launchChromium();
      try {
        expect((await fetch(url('/airports/JFK'))).status).toBe(503);
        const page = await browser.newPage();
        await page.goto(url('/airports/JFK'), { waitUntil: 'networkidle2' });
        await page.waitForSelector(
          'xpath/.//*[normalize-space()="Our airport directory cannot be reached just now, so this airport could not be looked up. Please try again in a moment."]',
          { visible: true },
        );
        expect(control('start', 'svc-catalog').stdout).toMatch(/^svc-catalog running/);
        await (await page.waitForSelector('xpath/.//button[normalize-space()="Try again"]', {
          visible: true,
        }))!.click();
        await page.waitForSelector('xpath/.//h1[contains(normalize-space(), "John F. Kennedy")]', { visible: true });
      } finally {
        await browser.cleanup();
      }
    }, 120_000);

    it('with bookings away, Manage Booking says it could not load and finds the booking on the next try, without a reload', async () => {
      expect(control('stop', 'svc-booking').stdout.trim()).toBe('svc-booking stopped');
      const browser = await launchChromium();
      try {
        const page = await browser.newPage();
        await page.goto(url('/manage-booking'), { waitUntil: 'networkidle2' });
        await page.waitForSelector('#manage-reference', { visible: true });
        await page.type('#manage-reference', 'VIP-00000-LHR');
        await page.type('#manage-email', 'grace@example.com');
        await (await page.waitForSelector('xpath/.//button[normalize-space()="Find Booking"]'))!.click();
        await page.waitForSelector('xpath/.//*[normalize-space()="Could not load booking details"]', { visible: true });
        expect(control('start', 'svc-booking').stdout).toMatch(/^svc-booking running/);
        await (await page.waitForSelector('xpath/.//button[normalize-space()="Find Booking"]'))!.click();
        await page.waitForSelector('xpath/.//*[normalize-space()="No Active Booking"]', {
          visible: true,
          timeout: 30_000,
        });
      } finally {
        await browser.cleanup();
      }
    }, 120_000);

    it('stops every part on Ctrl-C', async () => {
      stack.kill('SIGINT');
      const code = await new Promise((resolve) => stack.once('exit', resolve));
      expect(code).toBe(0);
      const still = await Promise.all(
        [base, base + 11, base + 12, base + 13, base + 20, base + 21, base + 22, base + 23].map(listens),
      );
      expect(still).toEqual(still.map(() => false));
    }, 90_000);
  },
);
