import type { Manifest } from '@module-federation/sdk';
import { z } from 'zod/mini';

const resourceSchema = z.object({ name: z.string(), path: z.string(), type: z.string() });

/** What the host reads of a remote's `mf-manifest.json`, in the browser and on its server. */
const manifestSchema = z.object({
  metaData: z.object({
    remoteEntry: resourceSchema,
    ssrRemoteEntry: z.optional(resourceSchema),
    pluginVersion: z.optional(z.string()),
  }),
  shared: z.array(z.object({ name: z.string(), version: z.string(), requiredVersion: z.string() })),
  exposes: z.array(z.object({ path: z.optional(z.string()), assets: z.object({ js: z.object({ sync: z.array(z.string()) }) }) })),
});

export type FederationManifest = z.infer<typeof manifestSchema>;

// The schema reads only what the SDK's own type of a manifest has: this fails to compile when they part.
const _fromSdkManifest = (manifest: Manifest): FederationManifest => manifest;

export function readManifest(json: unknown): FederationManifest | null {
  const parsed = manifestSchema.safeParse(json);
  return parsed.success ? parsed.data : null;
}
