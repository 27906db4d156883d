import type { OpenApiDocument } from './openapi-document';
import { BRAND_COLORS } from '@vip/contracts/brand';

type Json = Record<string, unknown>;

const esc = (s: unknown) =>
  String(s).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** No script at all, inline styles only (the site's CSP allows no inline script). */
export const OPENAPI_PAGE_CONTENT_SECURITY_POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'";

function refName(schema: unknown): string | undefined {
  const ref = (schema as { $ref?: string } | undefined)?.$ref;
  return ref?.split('/').pop();
}

function schemaSummary(schema: Json | undefined): string {
  if (!schema) return '';
  const parts: string[] = [];
  if (schema.enum) parts.push(`one of ${(schema.enum as unknown[]).map((v) => JSON.stringify(v)).join(', ')}`);
  else if (schema.type) parts.push(String(schema.type));
  if (schema.format) parts.push(`format ${schema.format}`);
  if (schema.minimum !== undefined || schema.maximum !== undefined)
    parts.push(`${schema.minimum ?? '…'} to ${schema.maximum ?? '…'}`);
  if (schema.minLength !== undefined || schema.maxLength !== undefined)
    parts.push(`length ${schema.minLength ?? 0} to ${schema.maxLength ?? '…'}`);
  if (schema.pattern) parts.push(`pattern ${schema.pattern}`);
  if (schema.default !== undefined) parts.push(`default ${JSON.stringify(schema.default)}`);
  return parts.join('; ');
}

function schemaLink(schema: unknown): string {
  const name = refName(schema);
  return name ? `<a href="#schema-${esc(name)}">${esc(name)}</a>` : `<code>${esc(JSON.stringify(schema))}</code>`;
}

export interface OpenApiPageOptions {
  jsonUrl: string;
  /** Trusted: written by the service, never from a request. */
  introHtml?: string;
}

/** Plain HTML with inline styles and no script, so it needs no CDN and breaks no Content-Security-Policy. */
export function renderOpenApiPage(doc: OpenApiDocument, options: OpenApiPageOptions): string {
  const info = doc.info as { title: string; version: string; description: string };
  const schemes = (doc.components.securitySchemes ?? {}) as Record<string, Json>;
  const operations = Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]) => ({ path, method, op: op as Json })),
  );
  const tags = [...new Set(operations.flatMap(({ op }) => (op.tags as string[] | undefined) ?? ['Other']))];

  const opHtml = (path: string, method: string, op: Json) => {
    const params = (op.parameters as Json[] | undefined) ?? [];
    const body = (op.requestBody as { content: Record<string, { schema: unknown }> } | undefined)?.content[
      'application/json'
    ]?.schema;
    const responses = op.responses as Record<
      string,
      { description: string; content?: Record<string, { schema: unknown }> }
    >;
    const security = ((op.security as Record<string, string[]>[] | undefined) ?? []).flatMap((s) => Object.keys(s));
    return `<section class="op" id="${esc(op.operationId)}">
  <h4><span class="method m-${esc(method)}">${esc(method.toUpperCase())}</span> <code>${esc(path)}</code></h4>
  <p>${esc(op.summary)}</p>
  ${op.description ? `<p class="note">${esc(op.description)}</p>` : ''}
  ${security.length ? `<p>Needs: ${security.map((s) => `<a href="#auth-${esc(s)}">${esc(s)}</a>`).join(' and ')}</p>` : ''}
  ${op['x-permission'] ? `<p>Permission: <code>${esc(op['x-permission'])}</code></p>` : ''}
  ${params.length ? `<table><thead><tr><th>Parameter</th><th>In</th><th>Required</th><th>Schema</th><th>Description</th></tr></thead><tbody>${params.map((p) => `<tr><td><code>${esc(p.name)}</code></td><td>${esc(p.in)}</td><td>${p.required ? 'yes' : 'no'}</td><td>${esc(schemaSummary(p.schema as Json))}</td><td>${esc(p.description ?? '')}</td></tr>`).join('')}</tbody></table>` : ''}
  ${body ? `<p>Request body (JSON): ${schemaLink(body)}</p>` : ''}
  <ul>${Object.entries(responses)
    .map(([status, r]) => {
      const [type, media] = Object.entries(r.content ?? {})[0] ?? [];
      return `<li><code>${esc(status)}</code> ${esc(r.description)}${type ? ` (${esc(type)}${media?.schema && refName(media.schema) ? `: ${schemaLink(media.schema)}` : ''})` : ''}</li>`;
    })
    .join('')}</ul>
</section>`;
  };

  const byTag = tags
    .map((tag) => {
      const ops = operations.filter(({ op }) => ((op.tags as string[] | undefined) ?? ['Other']).includes(tag));
      return `<h3 id="tag-${esc(tag)}">${esc(tag)}</h3>\n${ops.map(({ path, method, op }) => opHtml(path, method, op)).join('\n')}`;
    })
    .join('\n');
  const index = operations
    .map(
      ({ path, method, op }) =>
        `<li><a href="#${esc(op.operationId)}"><code>${esc(method.toUpperCase())} ${esc(path)}</code></a> ${esc(op.summary)}</li>`,
    )
    .join('');
  const auth = Object.entries(schemes)
    .map(
      ([name, s]) =>
        `<li id="auth-${esc(name)}"><strong>${esc(name)}</strong>: ${esc(s.type === 'http' ? `HTTP ${s.scheme}` : `${s.name} (${s.in})`)}${s.description ? ` — ${esc(s.description)}` : ''}</li>`,
    )
    .join('');
  const schemaHtml = Object.entries(doc.components.schemas)
    .map(
      ([name, s]) =>
        `<section id="schema-${esc(name)}"><h4>${esc(name)}</h4><pre>${esc(JSON.stringify(s, null, 2))}</pre></section>`,
    )
    .join('\n');

  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(info.title)}</title>
<style>
body{font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Arial,sans-serif;max-width:1040px;margin:0 auto;padding:24px;color:#1f2937;line-height:1.5}
h1{color:${BRAND_COLORS.navy}}code,pre{font-family:ui-monospace,Menlo,Consolas,monospace}pre{background:#f3f4f6;padding:12px;overflow:auto;font-size:13px;border-radius:6px}
.op{border-top:1px solid #e5e7eb;padding-top:8px}.note{color:#4b5563;white-space:pre-line}.method{display:inline-block;min-width:64px;text-align:center;color:#fff;border-radius:4px;padding:2px 6px;font-size:13px}
.m-get{background:#1d4ed8}.m-post{background:#047857}.m-put{background:#b45309}.m-patch{background:#7c3aed}.m-delete{background:#b91c1c}
table{border-collapse:collapse;width:100%}td,th{border:1px solid #e5e7eb;padding:4px 8px;text-align:left;font-size:14px;vertical-align:top}
</style></head><body>
<h1>${esc(info.title)} <small>v${esc(info.version)}</small></h1>
<p>${esc(info.description)}</p>
${options.introHtml ?? ''}
<p>Machine-readable: <a href="${esc(options.jsonUrl)}">${esc(options.jsonUrl)}</a> (OpenAPI ${esc(doc.openapi)}). Every error answer has the shape <code>{ "error": { "code", "message", "details"?, "requestId" } }</code>.</p>
${auth ? `<h2>Authentication</h2><ul>${auth}</ul>` : ''}
<h2>Operations</h2>
<ul>${index}</ul>
${byTag}
<h2>Schemas</h2>
${schemaHtml}
</body></html>`;
}
