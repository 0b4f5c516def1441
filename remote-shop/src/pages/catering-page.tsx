import styled from '@emotion/styled';
import { cardImageLoading, PageHeading, PageMain, theme } from '@storefront/ui';
import { cateringBundles } from '@storefront/api-client';
import { BundleCard } from '../features/catering/components/bundle-card';
import { CATERING_REWARDS_TEXT } from '../features/catering/logic/catering-text';

const Grid = styled.div`
  display: grid;
  gap: 20px;
  grid-template-columns: repeat(auto-fill, minmax(240px, 1fr));
  ${theme.desktopQuery} { grid-template-columns: repeat(4, 1fr); }
`;

export default function CateringPage() {
  return (
    <PageMain>
      <PageHeading>Elevate Your Next Event</PageHeading>
      <p>Catering bundles for weddings, offices, birthdays and family days, cooked by Zambia&apos;s favourite kitchens.</p>
      <Grid>
        {cateringBundles.map((bundle, index) => (
          <BundleCard key={bundle.id} bundle={bundle} imageLoading={cardImageLoading(index)} />
        ))}
      </Grid>
      <p css={{ marginTop: 32, padding: 16, borderRadius: theme.radius, background: theme.color.brandSoft, fontWeight: 600 }}>
        {CATERING_REWARDS_TEXT}
      </p>
    </PageMain>
  );
}
