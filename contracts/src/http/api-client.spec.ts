import { z } from 'zod';
import { ApiRequestError, apiRequest, getQueryFn } from './api-client';
import { serverFieldErrors } from './field-errors';

function fakeFetch(status: number, body: string, statusText = '') {
  const calls: { url: string; init: RequestInit }[] = [];
  const impl = (async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return new Response(status === 204 ? null : body, { status, statusText });
  }) as unknown as typeof fetch;
  return { impl, calls };
}

describe('apiRequest', () => {
  it('sends credentials, and JSON with a JSON content type', async () => {
    const { impl, calls } = fakeFetch(200, '{"ok":true}');
    await expect(apiRequest('POST', '/api/x', { body: { a: 1 }, fetchImpl: impl })).resolves.toEqual({ ok: true });
    expect(calls[0].init.credentials).toBe('include');
    expect((calls[0].init.headers as Record<string, string>)['Content-Type']).toBe('application/json');
    expect(calls[0].init.body).toBe('{"a":1}');
  });

  it('sends no content type without a body, and the CSRF and idempotency headers when given', async () => {
    const { impl, calls } = fakeFetch(200, '{}');
    await apiRequest('DELETE', '/api/admin/session', {
      csrfToken: 'tok',
      idempotencyKey: 'key-12345678',
      fetchImpl: impl,
    });
    const headers = calls[0].init.headers as Record<string, string>;
    expect(headers['Content-Type']).toBeUndefined();
    expect(headers['X-CSRF-Token']).toBe('tok');
    expect(headers['Idempotency-Key']).toBe('key-12345678');
  });

  it('fails a non-OK response with "status: body" and keeps the error shape', async () => {
    const body = '{"error":{"code":"AIRPORT_NOT_FOUND","message":"Airport Not Found","requestId":"r1"}}';
    const { impl } = fakeFetch(404, body, 'Not Found');
    const error = (await apiRequest('GET', '/api/airports/ZZZ', { fetchImpl: impl }).catch(
      (e) => e,
    )) as ApiRequestError;
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error.message).toBe(`404: ${body}`);
    expect(error.status).toBe(404);
    expect(error.code).toBe('AIRPORT_NOT_FOUND');
    expect(error.userMessage).toBe('Airport Not Found');
  });

  it('uses the status text when the error body is empty', async () => {
    const { impl } = fakeFetch(502, '', 'Bad Gateway');
    await expect(apiRequest('GET', '/api/x', { fetchImpl: impl })).rejects.toThrow('502: Bad Gateway');
  });

  it("says a gateway's HTML error page by its status text, never as markup", async () => {
    const { impl } = fakeFetch(
      502,
      '<html><head><title>502 Bad Gateway</title></head><body>nginx</body></html>',
      'Bad Gateway',
    );
    const error = (await apiRequest('GET', '/api/x', { fetchImpl: impl }).catch((e: unknown) => e)) as ApiRequestError;
    expect(error.userMessage).toBe('502: Bad Gateway');
  });

  it('returns null on 401 when asked to, and fails on 401 by default', async () => {
    const { impl } = fakeFetch(401, '{"error":{"code":"UNAUTHENTICATED","message":"Sign in","requestId":"r"}}');
    await expect(apiRequest('GET', '/api/admin/session', { on401: 'returnNull', fetchImpl: impl })).resolves.toBeNull();
    await expect(apiRequest('GET', '/api/admin/session', { fetchImpl: impl })).rejects.toThrow(/^401: /);
  });

  it('checks the response with a schema when one is given', async () => {
    const { impl } = fakeFetch(200, '{"n":"not a number"}');
    await expect(
      apiRequest('GET', '/api/x', { schema: z.object({ n: z.number() }), fetchImpl: impl }),
    ).rejects.toThrow();
  });

  it('loads a schema given as a loader while the request is on its way, and checks the response with it', async () => {
    const order: string[] = [];
    const impl = (async () => {
      order.push('fetch');
      return new Response('{"n":"not a number"}', { status: 200 });
    }) as unknown as typeof fetch;
    const loader = async () => {
      order.push('schema');
      return z.object({ n: z.number() });
    };
    await expect(apiRequest('GET', '/api/x', { schema: loader, fetchImpl: impl })).rejects.toThrow();
    expect(order).toEqual(['schema', 'fetch']);
    const ok = fakeFetch(200, '{"n":2,"extra":true}');
    await expect(apiRequest('GET', '/api/x', { schema: loader, fetchImpl: ok.impl })).resolves.toEqual({ n: 2 });
  });

  it('reports the failed request, not a schema that could not load', async () => {
    const { impl } = fakeFetch(503, '', 'Service Unavailable');
    const loader = () => Promise.reject(new Error('chunk failed'));
    await expect(apiRequest('GET', '/api/x', { schema: loader, fetchImpl: impl })).rejects.toThrow(
      '503: Service Unavailable',
    );
  });

  it('answers undefined for 204', async () => {
    const { impl } = fakeFetch(204, '');
    await expect(apiRequest('DELETE', '/api/x', { fetchImpl: impl })).resolves.toBeUndefined();
  });
});

describe('getQueryFn', () => {
  it('GETs the first element of the query key', async () => {
    const original = global.fetch;
    const { impl, calls } = fakeFetch(200, '[1,2]');
    global.fetch = impl;
    try {
      await expect(getQueryFn()({ queryKey: ['/api/airports', { q: 'x' }] })).resolves.toEqual([1, 2]);
      expect(calls[0].url).toBe('/api/airports');
      expect(calls[0].init.method).toBe('GET');
    } finally {
      global.fetch = original;
    }
  });
});

describe('serverFieldErrors', () => {
  const refused = (fieldErrors: Record<string, string[]>) =>
    new ApiRequestError(400, '400: Invalid', {
      error: {
        code: 'VALIDATION_FAILED',
        message: 'Invalid',
        requestId: 'r',
        details: { fieldErrors, formErrors: [] },
      },
    });

  it("gives the server's messages per top-level field", () => {
    expect(
      serverFieldErrors(
        refused({ contactEmail: ['Invalid email'], 'contact.phone': ['Too short'], 'contact.name': ['Required'] }),
      ),
    ).toEqual({
      contactEmail: ['Invalid email'],
      contact: ['Too short', 'Required'],
    });
  });

  it('keeps the paths a page shows on their own part whole', () => {
    expect(
      serverFieldErrors(refused({ 'items.1.flightTime': ['Too late'], 'contact.name': ['Required'] }), {
        fullPaths: /^items\.\d+\./,
      }),
    ).toEqual({ 'items.1.flightTime': ['Too late'], contact: ['Required'] });
  });

  it('gives nothing for an error without field messages, or for anything else thrown', () => {
    expect(serverFieldErrors(refused({}))).toBeUndefined();
    expect(
      serverFieldErrors(
        new ApiRequestError(409, '409: Conflict', {
          error: { code: 'VERSION_CONFLICT', message: 'Changed', requestId: 'r' },
        }),
      ),
    ).toBeUndefined();
    expect(serverFieldErrors(new Error('network'))).toBeUndefined();
  });
});
