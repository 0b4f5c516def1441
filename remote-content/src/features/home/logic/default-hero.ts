import { BRAND_NAME } from '@storefront/ui';
import type { HeroSection } from '@storefront/api-client';

/** The home page's hero where its content cannot be loaded (the page's metadata falls back to it too). */
export const DEFAULT_HERO: HeroSection = {
  title: 'Zambian flavours, delivered to your door',
  subtitle: 'Nshima, village chicken, kapenta and more from the best kitchens near you.',
  description: `Order in minutes, pay securely and follow your rider live. ${BRAND_NAME} brings your favourite local food home.`,
  background_image: null,
  style_settings: {},
  animation_settings: { bike: { enabled: true }, cloud: { enabled: true } },
};
