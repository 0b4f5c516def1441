import styled from '@emotion/styled';
import { theme } from '@storefront/shared';
import { Link } from 'react-router-dom';

const defaultSections = [
  {
    title: 'Company',
    links: [
      { text: 'About Us', url: '/about' },
      { text: 'Careers', url: '/careers' },
      { text: 'Blog', url: '/blog' },
    ],
  },
  {
    title: 'Help',
    links: [
      { text: 'FAQ', url: '/faq' },
      { text: 'Support', url: '/support' },
      { text: 'Contact', url: '/contact' },
      { text: 'Privacy and Policies', url: '/privacy' },
    ],
  },
  {
    title: 'Partners',
    links: [
      { text: 'Get the App', url: '/user-app' },
      { text: 'Become A Merchant', url: '/merchant-app' },
      { text: 'Become A Rider', url: '/rider-app' },
    ],
  },
];

const Columns = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(160px, 1fr));
  gap: 24px;
  h2 { font-size: 1rem; margin: 0 0 8px; }
  ul { list-style: none; margin: 0; padding: 0; }
  li { margin: 4px 0; }
  a { color: ${theme.color.brandSoft}; }
`;

/** The footer's link columns. The sections from the content service replace these defaults with the content issue. */
export function FooterSections() {
  return (
    <Columns>
      {defaultSections.map((section) => (
        <nav key={section.title} aria-label={section.title}>
          <h2>{section.title}</h2>
          <ul>
            {section.links.map((link) => (
              <li key={link.url}>
                <Link to={link.url}>{link.text}</Link>
              </li>
            ))}
          </ul>
        </nav>
      ))}
    </Columns>
  );
}
