// dist/server/render.js: the gateway calls it to render a visit's first HTML.
export { createPageRenderer, type PageRenderer, type PageRendererOptions } from './page-renderer';
export { pageTtlMsFrom } from './config';
