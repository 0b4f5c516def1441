import {
  type AboutContent,
  type AboutPageData,
  type AppDownloadBanner,
  type Faq,
  type FeatureCard,
} from '@storefront/api-client';
import { safeColor, type LoadState } from '@storefront/ui';
import { ABOUT_FAILURE_TEXT, ABOUT_MESSAGES } from './about-messages';
import { DEFAULT_ABOUT, DEFAULT_VISION } from './default-about';

/** Which optional sections the page shows (page_data flags, each on unless false). */
export interface AboutSections {
  visionMission: boolean;
  teamFocus: boolean;
  features: boolean;
  faqs: boolean;
  appDownload: boolean;
}

export interface Principle {
  title: string;
  description: string | null;
}

export interface VisionBlock {
  vision: string | null;
  mission: string | null;
  principles: Principle[];
}

export type AboutView =
  | {
      status: 'loading';
      sections: AboutSections;
      vision: undefined;
      features: undefined;
      faqs: undefined;
      banner: undefined;
    }
  | {
      status: 'ready';
      title: string;
      content: string;
      backgroundColor: string | null;
      sections: AboutSections;
      vision: VisionBlock;
      /** null: not loaded, so the blocks show their defaults (undefined while loading). */
      features: FeatureCard[] | null;
      faqs: Faq[] | null;
      banner: AppDownloadBanner | null;
      /** 'Using fallback content. Error: Failed to load about content' when the about content failed. */
      notice: string | null;
    };

const ALL_SECTIONS: AboutSections = { visionMission: true, teamFocus: true, features: true, faqs: true, appDownload: true };

export function sectionsOf(pageData: AboutPageData): AboutSections {
  return {
    visionMission: pageData.show_vision_mission,
    teamFocus: pageData.show_team_focus,
    features: pageData.show_features,
    faqs: pageData.show_faqs,
    appDownload: pageData.show_app_download,
  };
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() ? value.trim() : null;
}

function principleOf(value: unknown): Principle | null {
  const title = text(value);
  if (title) return { title, description: null };
  if (typeof value !== 'object' || value === null || !('title' in value)) return null;
  const objectTitle = text(value.title);
  if (!objectTitle) return null;
  return { title: objectTitle, description: 'description' in value ? text(value.description) : null };
}

/** Vision, mission and principles from page_data (free-form there); the defaults when it has none. */
export function visionOf(pageData: Record<string, unknown>): VisionBlock {
  const principles = Array.isArray(pageData.principles)
    ? pageData.principles.map(principleOf).filter((principle): principle is Principle => principle !== null)
    : [];
  const block = { vision: text(pageData.vision), mission: text(pageData.mission), principles };
  return block.vision || block.mission || principles.length > 0 ? block : DEFAULT_VISION;
}


export function aboutView(state: LoadState<AboutContent>): AboutView {
  if (state.status === 'loading') {
    return {
      status: 'loading',
      sections: ALL_SECTIONS,
      vision: undefined,
      features: undefined,
      faqs: undefined,
      banner: undefined,
    };
  }
  if (state.status === 'error') {
    return {
      status: 'ready',
      title: DEFAULT_ABOUT.title,
      content: DEFAULT_ABOUT.content,
      backgroundColor: null,
      sections: ALL_SECTIONS,
      vision: DEFAULT_VISION,
      features: null,
      faqs: null,
      banner: null,
      notice: `${ABOUT_MESSAGES.fallbackPrefix}${ABOUT_FAILURE_TEXT}`,
    };
  }
  const { page, features, faqs, app_download } = state.data;
  return {
    status: 'ready',
    title: text(page.title) ?? DEFAULT_ABOUT.title,
    content: text(page.content) ?? DEFAULT_ABOUT.content,
    backgroundColor: safeColor(page.background_color) ?? null,
    sections: sectionsOf(page.page_data),
    vision: visionOf(page.page_data),
    features,
    faqs,
    banner: app_download ?? null,
    notice: null,
  };
}
