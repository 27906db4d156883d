import { randomUUID } from 'node:crypto';
import type { Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { API_CONTENT_SECURITY_POLICY } from '@vip/contracts/platform';

function statusOf(code: string | undefined): number {
  if (code === 'HPE_HEADER_OVERFLOW') return 431;
  if (code === 'HPE_CHUNK_EXTENSIONS_OVERFLOW') return 413;
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return 408;
  return 400;
}

const CODES: Record<number, string> = {
  400: 'BAD_REQUEST',
  405: 'METHOD_NOT_ALLOWED',
  408: 'REQUEST_TIMEOUT',
  413: 'PAYLOAD_TOO_LARGE',
  431: 'HEADERS_TOO_LARGE',
};
const REASONS: Record<number, string> = {
  400: 'Bad Request',
  405: 'Method Not Allowed',
  408: 'Request Timeout',
  413: 'Payload Too Large',
  431: 'Request Header Fields Too Large',
};

function answer(socket: Duplex, status: number, message: string, extraHeaders: Record<string, string> = {}): void {
  const requestId = randomUUID();
  const body = JSON.stringify({ error: { code: CODES[status] ?? 'BAD_REQUEST', message, requestId } });
  const headers = {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': String(Buffer.byteLength(body)),
    'X-Request-Id': requestId,
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': API_CONTENT_SECURITY_POLICY,
    Connection: 'close',
    ...extraHeaders,
  };
  const head = Object.entries(headers)
    .map(([k, v]) => `${k}: ${v}`)
    .join('\r\n');
  socket.end(`HTTP/1.1 ${status} ${REASONS[status]}\r\n${head}\r\n\r\n${body}`);
}

// Requests Node answers before Koa, in the one error shape: what its parser refuses (a method outside http.METHODS
// stops llhttp before the path, so a 400, not a route's 405), and CONNECT, which Node would drop without a word
// (a 405 with an empty Allow: nothing of ours is a tunnel).
export function answerMalformedRequests(server: Server): void {
  server.on('clientError', (err: NodeJS.ErrnoException, socket: Duplex) => {
    if (err.code === 'ECONNRESET' || !socket.writable) {
      socket.destroy();
      return;
    }
    const status = statusOf(err.code);
    answer(
      socket,
      status,
      err.code === 'HPE_INVALID_METHOD'
        ? 'The request method is not one this server knows'
        : 'The request could not be read',
    );
  });
  server.on('connect', (_req: unknown, socket: Duplex) => {
    answer(socket, 405, 'CONNECT is not served here', { Allow: '' });
  });
}
