import { z } from 'zod';

/**
 * remotes.json, fetched by the shell at start: where each micro-frontend lives and which routes
 * it owns. Redeploying a remote means changing its `entry`; the shell is not rebuilt.
 */
export const remotesManifestSchema = z.object({
  remotes: z
    .array(
      z.object({
        name: z.string().regex(/^[A-Za-z_$][A-Za-z0-9_$]*$/, 'Container names are JS identifiers'),
        entry: z.string().min(1),
        routes: z.array(z.string().startsWith('/')).min(1),
        /**
         * Who frames the remote's pages: 'site', the shell's traveller header and footer (also when absent); 'own',
         * nothing from the shell but the skip link: the remote draws its own bar and gets the whole window
         * (the back office: staff need their navigation, not View Quote and Book VIP now).
         */
        chrome: z.enum(['site', 'own']).optional(),
      }),
    )
    .min(1),
});
export type RemotesManifest = z.infer<typeof remotesManifestSchema>;
export type RemoteDescriptor = RemotesManifest['remotes'][number];
