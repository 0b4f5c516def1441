import type { Career } from '@storefront/api-client';
import type { Settled } from '@storefront/ui';
import { useLoaderData } from 'react-router-dom';
import { CareersLayout } from './careers-layout';

/** /careers, with the openings its loader read (readOpenings). */
export default function CareersPage() {
  const openings = useLoaderData() as Settled<Career[]>;
  return <CareersLayout openings={openings} />;
}
