import { css } from '@emotion/react';
import styled from '@emotion/styled';
import { BRAND_NAME, theme } from '@storefront/ui';
import { Slot } from '@storefront/contract';
import { COPYRIGHT_YEAR, footerLocations } from '../nav-links';

/** The dark band the footer's columns are drawn on; the phone's menu shows them on it too. */
export const footerBand = css`
  background: #1c1917;
  color: #f5f5f4;
  font-family: ${theme.font};
  h2 { font-size: 1rem; margin: 0 0 8px; }
`;

const Footer = styled.footer`
  ${footerBand}
  margin-top: 48px;
  padding: 32px 24px;
  ${theme.mobileQuery} { display: none; }
`;

const Locations = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 16px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

export function SiteFooter() {
  return (
    <Footer>
      <Slot name="footer-content" />
      <section aria-labelledby="footer-locations" css={{ marginTop: 24 }}>
        <h2 id="footer-locations">Our Locations</h2>
        <Locations>
          {footerLocations.map((place) => (
            <li key={place}>{place}</li>
          ))}
        </Locations>
      </section>
      <p css={{ marginTop: 24, color: '#d6d3d1' }}>© {COPYRIGHT_YEAR} {BRAND_NAME}. All rights reserved.</p>
    </Footer>
  );
}
