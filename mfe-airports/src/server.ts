// What the server container exposes as ./routes (dist/server/remoteEntry.js): the pages the shell's renderer
// may render into the first HTML of a visit. Every page of this remote is public and needs nothing but the
// catalog API.
export { routes } from './routes';

export const serverRendered: readonly string[] = [
  '/airports',
  '/airports/:code',
  '/airport/:code',
  '/vip-meet-and-greet/:slug',
];
