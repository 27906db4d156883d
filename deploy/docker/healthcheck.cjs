// Container HEALTHCHECK for the services: GET /healthz on the service's own port.
// PORT comes from the environment; if unset, the default port of SERVICE from contracts' SERVICE_PORTS.
'use strict';
let port = process.env.PORT;
if (!port) {
  try {
    port = require('@vip/contracts/platform').SERVICE_PORTS[process.env.SERVICE];
  } catch {
    port = undefined;
  }
}
if (!port) {
  console.error('healthcheck: neither PORT nor a known SERVICE is set');
  process.exit(1);
}
fetch(`http://127.0.0.1:${port}/healthz`, { signal: AbortSignal.timeout(4000) })
  .then((res) => process.exit(res.ok ? 0 : 1))
  .catch(() => process.exit(1));
