/**
 * The partner OpenAPI document partners are given (contracts/openapi/partner-v1.json, served by svc-catalog) is what
 * the three services mount, merged: regenerating it from the services gives the committed file; it is valid
 * OpenAPI 3.1; it holds only partner operations, each behind the partner key; and every request and answer has an
 * example that its own schema accepts. The typed client (tools/partner-client) is generated from that file.
 */
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { openApiProblems } from '@vip/platform/testing';
import { ROOT } from '../test-support/processes';

const run = promisify(execFile);
const DOCUMENT = join(ROOT, 'contracts', 'openapi', 'partner-v1.json');
const TYPES = join(ROOT, 'tools', 'partner-client', 'partner-api.d.ts');
const committed = () => readFileSync(DOCUMENT, 'utf8');
const REGENERATE = 'npm run partner-openapi -w @vip/tools, then npm run partner-client -w @vip/tools';

type Json = Record<string, unknown>;
interface MediaType {
  schema?: Json;
  example?: unknown;
}
interface Operation {
  security?: Record<string, string[]>[];
  requestBody?: { content: Record<string, MediaType> };
  responses: Record<string, { content?: Record<string, MediaType> }>;
}

/** Every media type of every operation, with where it sits (for the examples' checks). */
function mediaTypes(document: { paths: Record<string, Record<string, Operation>> }) {
  const found: { where: string; pointer: string; media: MediaType }[] = [];
  const escape = (s: string) => s.replace(/~/g, '~0').replace(/\//g, '~1');
  for (const [path, item] of Object.entries(document.paths))
    for (const [method, operation] of Object.entries(item)) {
      const base = `#/paths/${escape(path)}/${method}`;
      for (const [type, media] of Object.entries(operation.requestBody?.content ?? {}))
        found.push({
          where: `${method.toUpperCase()} ${path} request`,
          pointer: `${base}/requestBody/content/${escape(type)}/schema`,
          media,
        });
      for (const [status, response] of Object.entries(operation.responses))
        for (const [type, media] of Object.entries(response.content ?? {}))
          found.push({
            where: `${method.toUpperCase()} ${path} ${status}`,
            pointer: `${base}/responses/${status}/content/${escape(type)}/schema`,
            media,
          });
    }
  return found;
}

describe('the partner OpenAPI document', () => {
  const document = JSON.parse(committed()) as { paths: Record<string, Record<string, Operation>> } & Json;

  it('is what the services mount, merged (regenerate it when this fails)', async () => {
    const { stdout } = await run(process.execPath, ['tools/partner-openapi/partner-openapi.mjs', '--print'], {
      cwd: ROOT,
      maxBuffer: 64 * 1024 * 1024,
      env: { ...process.env, NODE_OPTIONS: '' },
    });
    if (stdout !== committed())
      throw new Error(`contracts/openapi/partner-v1.json differs from what the services mount: ${REGENERATE}`);
  }, 180_000);

  it('is valid OpenAPI 3.1 of partner operations only, each behind the partner key', async () => {
    expect(await openApiProblems(document)).toEqual([]);
    const operations = Object.entries(document.paths).flatMap(([path, item]) =>
      Object.entries(item).map(([method, op]) => ({ name: `${method.toUpperCase()} ${path}`, op })),
    );
    expect(operations.map((o) => o.name)).toEqual(
      expect.arrayContaining([
        'GET /api/partner/v1/airports',
        'GET /api/partner/v1/services',
        'POST /api/partner/v1/quotes',
        'POST /api/partner/v1/bookings',
        'GET /api/partner/v1/bookings',
        'GET /api/partner/v1/bookings/{reference}',
        'GET /api/partner/v1/bookings/{reference}/cancellation',
        'POST /api/partner/v1/bookings/{reference}/cancel',
        'POST /api/partner/v1/bookings/{reference}/change-requests',
        'POST /api/partner/v1/bookings/{reference}/sandbox-status',
      ]),
    );
    expect(operations.filter((o) => !o.name.split(' ')[1]!.startsWith('/api/partner/v1/'))).toEqual([]);
    expect(
      operations.filter((o) => JSON.stringify(o.op.security) !== '[{"PartnerApiKey":[]}]').map((o) => o.name),
    ).toEqual([]);
    expect(operations.filter((o) => !o.op.responses['401'] || !o.op.responses['429']).map((o) => o.name)).toEqual([]);
  });

  it('has an example for every request and answer, which its own schema accepts', () => {
    const found = mediaTypes(document);
    expect(found.filter((m) => m.media.example === undefined).map((m) => m.where)).toEqual([]);
    const ajv = new Ajv2020({ strict: false, allErrors: true });
    addFormats(ajv);
    ajv.addSchema(document, 'partner');
    const refused = found.flatMap(({ where, pointer, media }) => {
      const validate = ajv.getSchema(`partner${pointer}`);
      if (!validate) return [`${where}: no schema at ${pointer}`];
      return validate(media.example) ? [] : [`${where}: ${ajv.errorsText(validate.errors)}`];
    });
    expect(refused).toEqual([]);
  });

  it('gives the committed typed client (regenerate it when this fails)', async () => {
    const { stdout } = await run(process.execPath, ['tools/partner-client/generate.mjs', '--print'], {
      cwd: ROOT,
      maxBuffer: 64 * 1024 * 1024,
      env: { ...process.env, NODE_OPTIONS: '' },
    });
    if (stdout !== readFileSync(TYPES, 'utf8'))
      throw new Error(`tools/partner-client/partner-api.d.ts differs from what the document gives: ${REGENERATE}`);
  }, 60_000);
});
