import { useLoaderData } from 'react-router-dom';
import { FaqLayout } from './faq-layout';
import type { FaqPageReads } from './page-reads';

/** /faq, with what its loader read (readFaqPage). */
export default function FaqPage() {
  const { content, banner } = useLoaderData() as FaqPageReads;
  return <FaqLayout content={content} banner={banner} />;
}
