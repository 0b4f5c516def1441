import styled from '@emotion/styled';
import { findCateringBundle } from '@storefront/api-client';
import { ImageWithFallback, PageHeading, PageMain, theme, useHydrated } from '@storefront/ui';
import { showToastAtom } from '@storefront/contract';
import { useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { Link, Navigate, useLoaderData, useNavigate, useParams } from 'react-router-dom';
import type { CateringBundleReads } from '../features/catering/api/catering-bundle-reads';
import { bundleImageUrl } from '../features/catering/logic/catering-meta';
import { CateringOrderFormView, cateringSubmittedText } from '../features/catering/components/catering-order-form';
import { advanceNoticeText, cateringPriceText, guestRangeText } from '../features/catering/logic/catering-text';

export const BUNDLE_NOT_FOUND = 'Catering bundle not found';

const Summary = styled.div`
  display: grid;
  gap: 24px;
  margin-bottom: 32px;
  ${theme.desktopQuery} { grid-template-columns: 1fr 1fr; }
  img { width: 100%; height: auto; aspect-ratio: 3 / 2; object-fit: cover; border-radius: ${theme.radius}; }
`;

const dietaryNames = { vegetarian: 'Vegetarian', vegan: 'Vegan', glutenFree: 'Gluten-free', nutFree: 'Nut-free' } as const;

/**
 * An unknown bundle: the message as a toast, back on the list. The server's page (a 404) and its
 * hydration say it on the page itself, with the way back, since nothing can move before the
 * scripts run.
 */
function NotFound() {
  const hydrated = useHydrated();
  const toast = useSetAtom(showToastAtom);
  useEffect(() => {
    if (hydrated) toast(BUNDLE_NOT_FOUND, 'error');
  }, [hydrated, toast]);
  if (hydrated) return <Navigate to="/catering" replace />;
  return (
    <PageMain>
      <PageHeading>{BUNDLE_NOT_FOUND}</PageHeading>
      <p>
        <Link to="/catering">Back to catering</Link>
      </p>
    </PageMain>
  );
}

export default function CateringBundlePage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const toast = useSetAtom(showToastAtom);
  const reads = useLoaderData<CateringBundleReads | null>();
  const bundle = findCateringBundle(id);
  if (!bundle) return <NotFound />;

  const suitable = (Object.keys(dietaryNames) as (keyof typeof dietaryNames)[]).filter((key) => bundle.dietaryInfo[key]);
  return (
    <PageMain>
      <p>
        <Link to="/catering">Back to catering</Link>
      </p>
      <Summary>
        <ImageWithFallback src={bundleImageUrl(bundle)} alt="" width={600} height={400} />
        <div>
          <PageHeading>{bundle.title}</PageHeading>
          <p>{bundle.longDescription}</p>
          {/* The price stands out but is no heading: not a paragraph styled as one. */}
          <div css={{ margin: '1em 0', fontSize: '1.2rem', fontWeight: 700 }}>{cateringPriceText(bundle.price)}</div>
          <p>
            {guestRangeText(bundle.minGuests, bundle.maxGuests)} · Preparation {bundle.preparationTime} ·{' '}
            {advanceNoticeText(bundle.advanceOrderTime)}
          </p>
          <h2 css={{ fontSize: '1.1rem' }}>Includes</h2>
          <ul>
            {bundle.includes.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
          {suitable.length > 0 ? <p>Suitable for: {suitable.map((key) => dietaryNames[key]).join(', ')}</p> : null}
        </div>
      </Summary>
      <h2>Order this bundle</h2>
      <CateringOrderFormView
        bundle={bundle}
        contact={reads?.contact}
        onSubmitted={(reference) => {
          toast(cateringSubmittedText(reference), 'success');
          navigate('/catering');
        }}
      />
    </PageMain>
  );
}
