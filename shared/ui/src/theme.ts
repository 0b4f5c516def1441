/** Colours and sizes every area uses, so the host and the remotes look like one product. */
export const theme = {
  color: {
    brand: '#c2410c',
    brandDark: '#9a3412',
    brandSoft: '#ffedd5',
    text: '#1f2937',
    muted: '#4b5563',
    surface: '#ffffff',
    page: '#fafaf9',
    border: '#e5e7eb',
    danger: '#b91c1c',
    success: '#15803d',
    warning: '#a16207',
  },
  radius: '12px',
  font: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  /** Below this width the mobile menu and bottom tab bar replace the desktop header and footer. */
  mobileQuery: '@media (max-width: 767px)',
  desktopQuery: '@media (min-width: 768px)',
} as const;

/** The storefront's name as every area shows it. */
export const BRAND_NAME = 'ZamEats';
