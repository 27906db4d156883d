import type Koa from 'koa';
import request from 'supertest';
import { validate } from '@readme/openapi-parser';
import { openApiPaths } from '@vip/contracts/platform';
import { documentsOf } from '../koa/router-mount';
import type { OpenApiDocument } from '../openapi/openapi-document';

/** Also the rules a schema cannot state, such as unique operation ids and declared path parameters. */
export async function openApiProblems(document: unknown): Promise<string[]> {
  if ((document as { openapi?: unknown }).openapi !== '3.1.0')
    return [`not OpenAPI 3.1.0 (openapi: ${JSON.stringify((document as { openapi?: unknown }).openapi)})`];
  // The validator dereferences in place: give it a copy.
  const result = await validate(structuredClone(document) as Parameters<typeof validate>[0]);
  return result.valid ? [] : result.errors.map((e) => e.message);
}

/** What each service's OpenAPI test holds it to; empty when all is well. */
export async function serviceDocumentProblems(app: Koa, name: string): Promise<string[]> {
  const problems: string[] = [];
  const documents = documentsOf(app);
  if (!documents) return ['no routers were mounted with mountRouters()'];
  problems.push(...documents.undocumented().map((route) => `${route} has no documented() marker`));
  const api = () => request(app.callback());
  const paths = openApiPaths(name);
  const full = await api().get('/openapi.json');
  const shown = await api().get(paths.json);
  for (const [where, res] of [
    ['/openapi.json', full],
    [paths.json, shown],
  ] as const) {
    if (res.status !== 200) problems.push(`${where} answered ${res.status}`);
    else problems.push(...(await openApiProblems(res.body)).map((p) => `${where}: ${p}`));
  }
  const publicPaths = Object.keys((shown.body as OpenApiDocument).paths ?? {});
  if (publicPaths.some((p) => p.startsWith('/internal/')))
    problems.push(`${paths.json} lists /internal routes, which the gateway never serves`);
  const page = await api().get(paths.page);
  if (page.status !== 200 || !String(page.headers['content-type']).startsWith('text/html'))
    problems.push(`${paths.page} answered ${page.status} ${page.headers['content-type']}`);
  if (/<script/i.test(page.text)) problems.push(`${paths.page} carries a script`);
  for (const path of publicPaths)
    if (!page.text.includes(`<code>${path.replace(/&/g, '&amp;')}</code>`))
      problems.push(`${paths.page} does not list ${path}`);
  return problems;
}
