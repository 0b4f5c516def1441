import { z } from 'zod/mini';

export const remoteNames = ['shop', 'account', 'content', 'careers'] as const;
export type RemoteName = (typeof remoteNames)[number];

/** The host's `/config.json`: served from environment variables so a release is a config change. */
export const runtimeConfigSchema = z.object({
  apiUrl: z.string().check(z.minLength(1)),
  contentUrl: z.string().check(z.minLength(1)),
  remotes: z.object({
    shop: z.string().check(z.minLength(1)),
    account: z.string().check(z.minLength(1)),
    content: z.string().check(z.minLength(1)),
    careers: z.string().check(z.minLength(1)),
  }),
  mapsKey: z.optional(z.string()),
});

export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;
