// dist/server/render.js: the gateway calls it to render a visit's first HTML.
export { createPageRenderer, type PageRenderer, type PageRendererOptions } from './page-renderer';
export { renderPage, type RenderedPage, type RemoteServerModule } from './render-page';
export { shellDocument, type ShellDocument } from './page-document';
export { pageTtlMsFrom } from './config';
