import type { Context } from 'koa';
import { requireServiceToken } from './service-token';

const ctxWith = (authorization: string) =>
  ({ get: (name: string) => (name === 'Authorization' ? authorization : '') }) as unknown as Context;

describe('requireServiceToken', () => {
  const token = 'a-token-that-is-at-least-32-characters';

  it('hides the internal API (404) when no token is configured, even for a caller with one', async () => {
    const next = jest.fn();
    await expect(requireServiceToken(undefined)(ctxWith(`Bearer ${token}`), next)).rejects.toMatchObject({
      status: 404,
    });
    expect(next).not.toHaveBeenCalled();
  });

  it.each(['', 'Bearer', `Bearer ${token}x`, `bearer ${token}`, token])('refuses %j with 401', async (header) => {
    const next = jest.fn();
    await expect(requireServiceToken(token)(ctxWith(header), next)).rejects.toMatchObject({
      status: 401,
      code: 'SERVICE_TOKEN_INVALID',
    });
    expect(next).not.toHaveBeenCalled();
  });

  it('lets the right token through', async () => {
    const next = jest.fn();
    await requireServiceToken(token)(ctxWith(`Bearer ${token}`), next);
    expect(next).toHaveBeenCalledTimes(1);
  });
});
