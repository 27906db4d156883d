import { loadConfig, pageTtlMsFrom } from './config';
import { PAGE_TTL_MS } from './page-renderer';

describe("the shell server's page cache", () => {
  const base = { RENDER_BASE_URL: 'http://gateway:8080' };

  it('keeps a page half a minute by default, and never longer than 45 s: a price change reaches every page within the minute', () => {
    expect(loadConfig(base, '/srv/shell/server/serve.js').PAGE_TTL_SECONDS * 1000).toBe(PAGE_TTL_MS);
    expect(PAGE_TTL_MS).toBeLessThanOrEqual(30_000);
    expect(loadConfig({ ...base, PAGE_TTL_SECONDS: '45' }, '/srv/x.js').PAGE_TTL_SECONDS).toBe(45);
    expect(() => loadConfig({ ...base, PAGE_TTL_SECONDS: '60' }, '/srv/x.js')).toThrow(/PAGE_TTL_SECONDS/);
  });

  it('holds the same rules for the embedded gateway, whose page renderer runs in a worker of its own', () => {
    expect(pageTtlMsFrom({})).toBe(PAGE_TTL_MS);
    expect(pageTtlMsFrom({ PAGE_TTL_SECONDS: '5' })).toBe(5000);
    expect(() => pageTtlMsFrom({ PAGE_TTL_SECONDS: '60' })).toThrow(/PAGE_TTL_SECONDS/);
    expect(() => pageTtlMsFrom({ PAGE_TTL_SECONDS: 'soon' })).toThrow(/PAGE_TTL_SECONDS/);
  });
});
