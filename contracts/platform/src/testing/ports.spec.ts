import { createServer, type Server } from 'node:net';
import { canListenOn, freePort, freePortBlock, listenOnFreePort, randomPort } from './ports';

const BELOW_EPHEMERAL = 32_768;
const open: Server[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((server) => new Promise((done) => server.close(done))));
});

const listening = async (port: number) => {
  const server = createServer();
  open.push(server);
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return server;
};

describe('test ports', () => {
  it('hands out a port nobody listens on, below the ephemeral range', async () => {
    const port = await freePort();
    expect(port).toBeGreaterThanOrEqual(20_000);
    expect(port).toBeLessThan(BELOW_EPHEMERAL);
    await expect(canListenOn(port)).resolves.toBe(true);
  });

  it('says a port is taken while something listens on it', async () => {
    const port = await freePort();
    await listening(port);
    await expect(canListenOn(port)).resolves.toBe(false);
  });

  it('finds a base whose every offset is free, the highest still below the ephemeral range', async () => {
    const offsets = [0, 11, 12, 23];
    const base = await freePortBlock(offsets);
    for (const offset of offsets) await expect(canListenOn(base + offset)).resolves.toBe(true);
  });

  it('keeps the highest pick, its room above and all, below 32000 (the ephemeral range starts at 32768)', () => {
    // The pick at its very top, then its very bottom.
    const random = jest.spyOn(Math, 'random').mockReturnValue(0.999_999_9);
    try {
      expect(randomPort(23)).toBe(31_999 - 23);
      expect(randomPort()).toBe(31_999);
      random.mockReturnValue(0);
      expect(randomPort(23)).toBe(20_000);
    } finally {
      random.mockRestore();
    }
  });

  it('listens a server on a free port below the ephemeral range, and the port is its own', async () => {
    const server = createServer();
    open.push(server);
    const port = await listenOnFreePort(server);
    expect(port).toBeLessThan(BELOW_EPHEMERAL);
    expect(server.listening).toBe(true);
    await expect(canListenOn(port)).resolves.toBe(false);
  });

  it('tries another port when the one it picked is taken', async () => {
    const taken = await freePort();
    await listening(taken);
    const random = jest.spyOn(Math, 'random');
    // The first pick lands on the taken port, the next anywhere.
    random.mockReturnValueOnce((taken - 20_000 + 0.5) / 12_000);
    try {
      const server = createServer();
      open.push(server);
      const port = await listenOnFreePort(server);
      expect(port).not.toBe(taken);
      expect(random.mock.calls.length).toBeGreaterThanOrEqual(2);
    } finally {
      random.mockRestore();
    }
  });
});
