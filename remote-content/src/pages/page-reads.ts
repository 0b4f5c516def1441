import type { Faq, FaqsContent, AppDownloadContent } from '@storefront/api-client';
import type { Settled } from '@storefront/ui';
import { readFaqsPage, readFeaturedFaqs } from '../features/faq/api/faq-reads';
import { readAppDownload, readHomeBlocks, type HomeBlockReads } from '../features/home/api/home-reads';

// Pages that show blocks of more than one feature read them here, side by side.

export interface HomePageReads extends HomeBlockReads {
  faqs: Settled<Faq[]>;
}

/** The home page's loader: every block of its own (the meal grid is the shop's slot, which reads itself). */
export async function readHomePage(): Promise<HomePageReads> {
  const [blocks, faqs] = await Promise.all([readHomeBlocks(), readFeaturedFaqs()]);
  return { ...blocks, faqs };
}

export interface FaqPageReads {
  content: Settled<FaqsContent>;
  banner: Settled<AppDownloadContent>;
}

/** The FAQ page's loader: its questions and the app banner under them. */
export async function readFaqPage(): Promise<FaqPageReads> {
  const [content, banner] = await Promise.all([readFaqsPage(), readAppDownload()]);
  return { content, banner };
}
