// What the server container exposes as ./routes (dist/server/remoteEntry.js): the pages the shell's renderer
// may render into the first HTML of a visit. The checkout, confirmation and look-up pages are not among them:
// they are built from what this browser keeps (the cart, the last checkout) and are never indexed.
export { routes } from './routes';

export const serverRendered: readonly string[] = ['/', '/booking', '/booking/quote', '/booking/search'];
