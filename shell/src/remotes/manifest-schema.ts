// Loaded on demand (use-remotes-manifest): the manifest's schema, and zod, are needed only when the browser
// fetches remotes.json itself, never on a server-rendered page, which arrives with the manifest.
export { remotesManifestSchema } from '@vip/contracts/schemas';
