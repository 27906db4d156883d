import { opsErrors } from '../errors';

/** Both, as requestedAt alone is not unique. */
export interface BoardCursor {
  requestedAt: Date;
  id: string;
}

export function encodeCursor(c: BoardCursor): string {
  return Buffer.from(JSON.stringify([c.requestedAt.toISOString(), c.id])).toString('base64url');
}

/** A cursor not made here is a 400, never a 500. */
export function decodeCursor(raw: string): BoardCursor {
  try {
    const [at, id] = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')) as [unknown, unknown];
    const requestedAt = new Date(String(at));
    if (
      typeof at !== 'string' ||
      Number.isNaN(requestedAt.getTime()) ||
      typeof id !== 'string' ||
      !/^[0-9a-f-]{36}$/i.test(id)
    )
      throw new Error('shape');
    return { requestedAt, id };
  } catch {
    throw opsErrors.create('INVALID_CURSOR', 'Invalid cursor');
  }
}
