import { z } from 'zod/mini';

/** Pricing settings arrive as strings; they are parsed to numbers where priced. */
export const pricingSettingsSchema = z.object({
  delivery_charge_per_km: z.string(),
  tax: z.string(),
  handling_fee: z.string(),
});

export const tipSchema = z.object({
  id: z.union([z.number(), z.string()]),
  value: z.coerce.number(),
});

export const appSettingsResponseSchema = z.object({
  settings: pricingSettingsSchema,
  tips: z.array(tipSchema),
});

export type PricingSettings = z.infer<typeof pricingSettingsSchema>;
export type Tip = z.infer<typeof tipSchema>;
export type AppSettings = z.infer<typeof appSettingsResponseSchema>;
