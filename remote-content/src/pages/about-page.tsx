import { useLoaderData } from 'react-router-dom';
import type { AboutReads } from '../features/about/api/about-reads';
import { aboutView } from '../features/about/logic/about-view';
import { AboutLayout } from './about-layout';

/** /about, with what its loader read (readAbout). */
export default function AboutPage() {
  const { about, team } = useLoaderData() as AboutReads;
  return <AboutLayout view={aboutView(about)} team={team} />;
}
