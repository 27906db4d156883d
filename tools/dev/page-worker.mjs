// The embedded gateway's page renderer, in a worker thread: rendering a page is CPU work that must not
// hold up the API on the gateway's event loop, and React and antd render in their production mode here
// (the worker has its own NODE_ENV) whatever mode the services run in.
import { createRequire } from 'node:module';
import { parentPort, workerData } from 'node:worker_threads';

const { bundle, shellDist, baseUrl } = workerData;
const { createPageRenderer, pageTtlMsFrom } = createRequire(import.meta.url)(bundle);
// PAGE_TTL_SECONDS as the shell's server reads it: the worker's environment is the gateway's.
const renderer = createPageRenderer({ shellDist, baseUrl, pageTtlMs: pageTtlMsFrom(process.env) });

parentPort.on('message', ({ id, url, origin }) => {
  // Promise.resolve().then: a render that throws at once (a half-written index.html) fails its page, not the worker.
  Promise.resolve()
    .then(() => renderer.render(url, origin))
    .then(
      (page) => parentPort.postMessage({ id, page }),
      (error) =>
        parentPort.postMessage({ id, error: error instanceof Error ? (error.stack ?? error.message) : String(error) }),
    );
});
