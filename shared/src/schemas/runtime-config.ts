import { z } from 'zod';

export const remoteNames = ['shop', 'account', 'content', 'careers'] as const;
export type RemoteName = (typeof remoteNames)[number];

/** The host's `/config.json`: served from environment variables so a release is a config change. */
export const runtimeConfigSchema = z.object({
  apiUrl: z.string().min(1),
  contentUrl: z.string().min(1),
  remotes: z.object({
    shop: z.string().min(1),
    account: z.string().min(1),
    content: z.string().min(1),
    careers: z.string().min(1),
  }),
  mapsKey: z.string().optional(),
});

export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;
