import { z } from 'zod';

/** Redeploying a remote changes its `entry`; the shell is not rebuilt. */
export const remotesManifestSchema = z.object({
  remotes: z
    .array(
      z.object({
        name: z.string().regex(/^[A-Za-z_$][A-Za-z0-9_$]*$/, 'Container names are JS identifiers'),
        entry: z.string().min(1),
        routes: z.array(z.string().startsWith('/')).min(1),
        /** 'own' (the back office): no site header or footer, only the skip link; the remote draws its own bar. */
        chrome: z.enum(['site', 'own']).optional(),
      }),
    )
    .min(1),
});
export type RemotesManifest = z.infer<typeof remotesManifestSchema>;
export type RemoteDescriptor = RemotesManifest['remotes'][number];
