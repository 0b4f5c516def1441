import type { z } from 'zod';
import type { appSettingsResponseSchema } from '@storefront/api-client/schemas';
import type { Db } from '../db/connect-database';
import { toKwacha } from '../lib/money';
import { defaultPricingSettings } from '../seed/pricing';

export type AppSettingsAnswer = z.input<typeof appSettingsResponseSchema>;

/** Pricing settings and tips; a setting missing from the table falls back to the product's default rate. */
export async function readAppSettings(db: Db): Promise<AppSettingsAnswer> {
  const rows = await db
    .selectFrom('app_settings')
    .select(['key', 'value'])
    .where('key', 'in', ['delivery_charge_per_km', 'tax', 'handling_fee'])
    .execute();
  const stored = new Map(rows.map((row) => [row.key, row.value]));
  const tips = await db.selectFrom('tips').select(['id', 'amount_ngwee']).orderBy('sort_order').orderBy('amount_ngwee').orderBy('id').execute();
  return {
    settings: {
      delivery_charge_per_km: stored.get('delivery_charge_per_km') ?? defaultPricingSettings.delivery_charge_per_km,
      tax: stored.get('tax') ?? defaultPricingSettings.tax,
      handling_fee: stored.get('handling_fee') ?? defaultPricingSettings.handling_fee,
    },
    tips: tips.map((tip) => ({ id: tip.id, value: toKwacha(tip.amount_ngwee) })),
  };
}
