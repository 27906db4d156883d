// A remote's server container, for the build that makes one and the shell's server that loads it. Not in
// platform.ts: no browser bundle holds these.

/** Module Federation's container for Node, beside the remote's browser entry (so served as that one is). */
export const REMOTE_SERVER_ENTRY_FILE = 'server/remoteEntry.js';

/** The module it exposes: the route map and `serverRendered`, the patterns that may be rendered on the server. */
export const REMOTE_SERVER_EXPOSE = './routes';
