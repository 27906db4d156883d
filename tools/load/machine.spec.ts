import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';

// Run by Node itself (the module is ES): a child spins until it has used 400 ms of CPU (not of the clock: on a busy
// machine the clock runs on while it waits for a core) and waits; the parent reads its own CPU and its family's while
// the child lives, then again once it has exited and been reaped.
const SCRIPT = `
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { familySeconds, processSeconds } from ${JSON.stringify(join(__dirname, 'machine.mjs'))};
const busy = "const used = () => { const u = process.cpuUsage(); return (u.user + u.system) / 1000; }; while (used() < 400); process.stdout.write('done'); process.stdin.once('data', () => process.exit(0));";
const child = spawn(process.execPath, ['-e', busy], { stdio: ['pipe', 'pipe', 'inherit'] });
await once(child.stdout, 'data');
const running = familySeconds(process.pid) - processSeconds(process.pid);
child.stdin.write('go');
await once(child, 'exit');
const exited = familySeconds(process.pid) - processSeconds(process.pid);
process.stdout.write(JSON.stringify({ running, exited }));
`;

describe('familySeconds: the CPU of a process and its children (nginx and its workers)', () => {
  it('counts a child while it runs and once it has exited', async () => {
    const { stdout } = await promisify(execFile)(process.execPath, ['--input-type=module', '-e', SCRIPT]);
    const { running, exited } = JSON.parse(stdout) as { running: number; exited: number };
    expect(running).toBeGreaterThanOrEqual(0.3);
    expect(exited).toBeGreaterThanOrEqual(0.3);
  });
});
