import type { JsonValue } from '../../lib/json';
import { aboutPage, teamFocusItems } from './about';
import { merchantAppPage, riderAppPage, userAppPage } from './app-pages';
import { faqItems } from './faqs';
import { appDownload, appDownloadBanner, featureCards, fullHeroSection, highlightCards } from './home-components';
import { privacyPage } from './policies';
import {
  blogPage,
  careersPage,
  contactPage,
  faqsPage,
  footerPage,
  footerSections,
  homepagePage,
  navigationPage,
} from './site-frame';

export interface SeedContentBlock {
  key: string;
  /** A page answers `/content/{key}`; a component is a list or block several pages share. */
  kind: 'page' | 'component';
  data: JsonValue;
}

/**
 * Every CMS document, as seeded on `today` (the few dates in them count from it). The content
 * routes compose answers from these (the homepage reads the hero, feature cards, highlights,
 * featured FAQs and banner components), so each text lives once.
 */
export const seedContentBlocks = (today: Date): readonly SeedContentBlock[] => [
  { key: 'homepage', kind: 'page', data: homepagePage },
  { key: 'about', kind: 'page', data: aboutPage },
  { key: 'faqs', kind: 'page', data: faqsPage },
  { key: 'blog', kind: 'page', data: blogPage },
  { key: 'contact', kind: 'page', data: contactPage },
  { key: 'careers', kind: 'page', data: careersPage },
  { key: 'privacy', kind: 'page', data: privacyPage(today) },
  { key: 'user-app', kind: 'page', data: userAppPage },
  { key: 'merchant-app', kind: 'page', data: merchantAppPage },
  { key: 'rider-app', kind: 'page', data: riderAppPage },
  { key: 'footer', kind: 'page', data: footerPage(today) },
  { key: 'navigation', kind: 'page', data: navigationPage },
  { key: 'full-hero-section', kind: 'component', data: fullHeroSection },
  { key: 'app-download', kind: 'component', data: appDownload },
  { key: 'app-download-banner', kind: 'component', data: appDownloadBanner },
  { key: 'feature-cards', kind: 'component', data: featureCards },
  { key: 'highlight-cards', kind: 'component', data: highlightCards },
  { key: 'faqs', kind: 'component', data: faqItems },
  { key: 'team-focus', kind: 'component', data: teamFocusItems },
  { key: 'footer-sections', kind: 'component', data: footerSections },
];
