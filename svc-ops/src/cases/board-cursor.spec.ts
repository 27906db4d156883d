import { decodeCursor, encodeCursor } from './board-cursor';

describe('board cursor', () => {
  it('comes back as it went out', () => {
    const cursor = { requestedAt: new Date('2030-06-01T12:00:00.123Z'), id: '0b7f3f8e-9c1d-4d5e-8f00-000000000001' };
    expect(decodeCursor(encodeCursor(cursor))).toEqual(cursor);
  });

  it.each([
    'not-base64-json',
    Buffer.from('["yesterday","x"]').toString('base64url'),
    Buffer.from('{}').toString('base64url'),
  ])('refuses %s with a 400', (raw) => {
    expect(() => decodeCursor(raw)).toThrow(expect.objectContaining({ status: 400, code: 'INVALID_CURSOR' }));
  });
});
