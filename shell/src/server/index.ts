// The shell's server build (dist/server/render.js): what the gateway (or the shell's own server in
// production) calls to render the first HTML of a visit.
export { createPageRenderer, evaluateServerBuild, type PageRenderer, type PageRendererOptions } from './page-renderer';
export { htmlTemplate, renderPage, type RenderedPage, type RemoteServerModule } from './render-page';
