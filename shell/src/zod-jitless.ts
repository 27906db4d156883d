import { config } from 'zod';

// zod probes for eval (new Function) when it builds its first schema, to compile faster parsers. The
// site's Content-Security-Policy forbids eval, so the probe is a reported violation on every page: tell
// zod not to try. The setting is global, so it holds for the remotes' copies of zod too.
config({ jitless: true });
