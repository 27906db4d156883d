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
      }),
    )
    .min(1),
});
export type RemotesManifest = z.infer<typeof remotesManifestSchema>;
export type RemoteDescriptor = RemotesManifest['remotes'][number];
