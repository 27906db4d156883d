import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

/** As a benchmark calls it: the module is ES, run by Node itself. */
function categoryOf(url: string, functionName = 'f'): string {
  const script = `import { categoryOf } from ${JSON.stringify(join(__dirname, 'cpu-profile-summary.mjs'))};
    process.stdout.write(categoryOf(process.argv[1], process.argv[2]));`;
  return execFileSync(process.execPath, ['--input-type=module', '-e', script, url, functionName]).toString();
}

/** A profile's summary says where the CPU went: close enough to act on, as a package or one of our own parts. */
describe('where a CPU profile puts a function', () => {
  it.each([
    ['file:///work/main/contracts/platform/dist/koa/service-app.js', 'platform/koa/service-app'],
    ['file:///work/main/node_modules/@vip/platform/dist/koa/request-context.js', 'platform/koa/request-context'],
    ['file:///work/main/svc-catalog/dist/airports/airport-directory.js', 'svc-catalog/airports'],
    ['file:///work/main/contracts/dist/time.js', 'contracts/time'],
    ['file:///work/main/node_modules/@koa/router/dist/index.js', '@koa/router'],
    ['node:internal/streams/writable', 'node internals'],
  ])('%s: %s', (url, category) => {
    expect(categoryOf(url)).toBe(category);
  });
});
