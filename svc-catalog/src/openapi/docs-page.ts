type Json = Record<string, unknown>;

const esc = (s: unknown) =>
  String(s).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function schemaName(schema: unknown): string {
  const r = (schema as { $ref?: string } | undefined)?.$ref;
  return r ? r.split('/').pop()! : 'object';
}

/** A readable, dependency-free HTML rendering of the OpenAPI document for partners. */
export function renderDocsPage(doc: Json): string {
  const info = doc.info as { title: string; version: string; description: string; contact: { email: string } };
  const paths = doc.paths as Record<string, Record<string, Json>>;
  const schemas = (doc.components as { schemas: Record<string, Json> }).schemas;
  const operations = Object.entries(paths).flatMap(([path, ops]) => Object.entries(ops).map(([method, op]) => ({ path, method, op })));

  const opHtml = operations
    .map(({ path, method, op }) => {
      const params = (op.parameters as Json[] | undefined) ?? [];
      const body = (op.requestBody as { content: { 'application/json': { schema: unknown } } } | undefined)?.content['application/json'].schema;
      const responses = op.responses as Record<string, { description: string; content?: { 'application/json': { schema: unknown } } }>;
      return `<section class="op" id="${esc(method + path)}">
  <h3><span class="method ${esc(method)}">${esc(method.toUpperCase())}</span> <code>${esc(path)}</code></h3>
  <p>${esc(op.summary)}${op.security ? ' <strong>Requires an API key.</strong>' : ''}</p>
  ${params.length ? `<table><thead><tr><th>Parameter</th><th>In</th><th>Required</th><th>Description</th></tr></thead><tbody>${params.map((p) => `<tr><td><code>${esc(p.name)}</code></td><td>${esc(p.in)}</td><td>${p.required ? 'yes' : 'no'}</td><td>${esc(p.description ?? '')}</td></tr>`).join('')}</tbody></table>` : ''}
  ${body ? `<p>Request body: <a href="#schema-${esc(schemaName(body))}">${esc(schemaName(body))}</a></p>` : ''}
  <ul>${Object.entries(responses).map(([status, r]) => `<li><code>${esc(status)}</code> ${esc(r.description)}${r.content ? `: <a href="#schema-${esc(schemaName(r.content['application/json'].schema))}">${esc(schemaName(r.content['application/json'].schema))}</a>` : ''}</li>`).join('')}</ul>
</section>`;
    })
    .join('\n');

  const schemaHtml = Object.entries(schemas)
    .map(([name, s]) => `<section id="schema-${esc(name)}"><h3>${esc(name)}</h3><pre>${esc(JSON.stringify(s, null, 2))}</pre></section>`)
    .join('\n');

  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(info.title)}</title>
<style>
body{font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Arial,sans-serif;max-width:960px;margin:0 auto;padding:24px;color:#1f2937;line-height:1.5}
h1{color:#0b3a66}code,pre{font-family:ui-monospace,Menlo,Consolas,monospace}pre{background:#f3f4f6;padding:12px;overflow:auto;font-size:13px;border-radius:6px}
.op{border-top:1px solid #e5e7eb;padding-top:8px}.method{display:inline-block;min-width:56px;text-align:center;color:#fff;border-radius:4px;padding:2px 6px;font-size:13px}
.get{background:#1d4ed8}.post{background:#047857}table{border-collapse:collapse;width:100%}td,th{border:1px solid #e5e7eb;padding:4px 8px;text-align:left;font-size:14px}
</style></head><body>
<h1>${esc(info.title)} <small>v${esc(info.version)}</small></h1>
<p>${esc(info.description)}</p>
<h2>Authentication</h2>
<p>Partner endpoints (<code>/api/partner/v1/…</code>) need your API key in the <code>X-API-Key</code> header. Each key has a per-minute limit; past it the API answers <code>429</code> with <code>Retry-After</code>. Errors always have the shape <code>{ "error": { "code", "message", "details"?, "requestId" } }</code>. Ask ${esc(info.contact.email)} for a key.</p>
<p>Machine-readable: <a href="/api/partner/v1/openapi.json">openapi.json</a> (OpenAPI 3.1).</p>
<h2>Example</h2>
<pre>curl -H 'X-API-Key: vipk_…' 'https://&lt;host&gt;/api/partner/v1/services?airport=LHR&amp;type=arrival&amp;date=2030-06-01&amp;time=14:00&amp;adults=2'</pre>
<h2>Endpoints</h2>
${opHtml}
<h2>Schemas</h2>
${schemaHtml}
</body></html>`;
}
