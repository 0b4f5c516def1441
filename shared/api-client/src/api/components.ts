import { recentBlogPostsResponseSchema, type BlogPost } from '../schemas/blog';
import { careersResponseSchema, type Career } from '../schemas/careers';
import {
  faqsResponseSchema,
  featureCardsResponseSchema,
  highlightsResponseSchema,
  teamFocusResponseSchema,
  type Faq,
  type FeatureCard,
  type Highlight,
  type TeamFocusItem,
} from '../schemas/cms-cards';
import { footerContentSchema, type FooterContent } from '../schemas/cms-footer';
import { parsedContent } from './content-answer';
import { contentHttp } from './http';
import { readPaths } from './read-paths';

/** The content service's `/components/...` reads: the blocks pages place around their own data. */

export async function getActiveFeatureCards(): Promise<FeatureCard[]> {
  return parsedContent(featureCardsResponseSchema, () => contentHttp().get(readPaths.featureCards));
}

export async function getFeaturedFaqs(): Promise<Faq[]> {
  return parsedContent(faqsResponseSchema, () => contentHttp().get(readPaths.featuredFaqs));
}

export async function getRecentBlogPosts(): Promise<BlogPost[]> {
  return parsedContent(recentBlogPostsResponseSchema, () => contentHttp().get('components/blog-posts/recent'));
}

export async function getActiveCareerPosts(): Promise<Career[]> {
  return parsedContent(careersResponseSchema, () => contentHttp().get('components/career-posts/active'));
}

export async function getActiveHighlightCards(): Promise<Highlight[]> {
  return parsedContent(highlightsResponseSchema, () => contentHttp().get(readPaths.highlightCards));
}

export async function getActiveFooterSections(): Promise<FooterContent> {
  return parsedContent(footerContentSchema, () => contentHttp().get('components/footer-sections/active'));
}

export async function getActiveTeamFocus(): Promise<TeamFocusItem[]> {
  return parsedContent(teamFocusResponseSchema, () => contentHttp().get('components/team-focus/active'));
}
