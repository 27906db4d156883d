// Loaded on demand: a server-rendered page arrives with the manifest and needs neither this nor zod.
export { remotesManifestSchema } from '@vip/contracts/schemas';
