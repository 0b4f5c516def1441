import type { z } from 'zod';
import type { appSettingsResponseSchema } from '@storefront/api-client/schemas';
import type { Db } from '../db/open-database';
import { toKwacha } from '../lib/money';
import { defaultPricingSettings } from '../seed/pricing';

export type AppSettingsAnswer = z.input<typeof appSettingsResponseSchema>;

/** Pricing settings and tips; a setting missing from the table falls back to the product's default rate. */
export function readAppSettings(db: Db): AppSettingsAnswer {
  const rows = db
    .prepare('SELECT key, value FROM app_settings WHERE key IN (?, ?, ?)')
    .all('delivery_charge_per_km', 'tax', 'handling_fee') as { key: string; value: string }[];
  const stored = new Map(rows.map((row) => [row.key, row.value]));
  const tips = db.prepare('SELECT id, amount_ngwee FROM tips ORDER BY sort_order, amount_ngwee').all() as {
    id: number;
    amount_ngwee: number;
  }[];
  return {
    settings: {
      delivery_charge_per_km: stored.get('delivery_charge_per_km') ?? defaultPricingSettings.delivery_charge_per_km,
      tax: stored.get('tax') ?? defaultPricingSettings.tax,
      handling_fee: stored.get('handling_fee') ?? defaultPricingSettings.handling_fee,
    },
    tips: tips.map((tip) => ({ id: tip.id, value: toKwacha(tip.amount_ngwee) })),
  };
}
