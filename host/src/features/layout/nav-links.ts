export const mainLinks = [
  { label: 'Home', to: '/' },
  { label: 'Menu', to: '/menu' },
  { label: 'Catering', to: '/catering' },
];

export const infoLinks = [
  { label: 'About Us', to: '/about' },
  { label: 'Blog', to: '/blog' },
  { label: 'FAQ', to: '/faq' },
];

export const contactLink = { label: 'Contact', to: '/contact' };

export const signedInLinks = [
  { label: 'Dashboard', to: '/user/dashboard' },
  { label: 'Profile', to: '/user/profile' },
];

export const signedOutLinks = [
  { label: 'Login', to: '/auth/login' },
  { label: 'Sign Up', to: '/auth/register' },
];

export const tabLinks = [
  { label: 'Home', to: '/' },
  { label: 'Menu', to: '/menu' },
  { label: 'Cart', to: '/cart' },
  { label: 'Catering Menu', to: '/catering' },
];

export const footerLocations = ['Lusaka', 'Livingstone', 'Kitwe', 'Ndola'];
export const COPYRIGHT_YEAR = 2024;

/** The sign-in pages show the brand instead of the header, footer and tabs. */
export function isChromeHidden(pathname: string): boolean {
  return pathname === '/auth' || pathname.startsWith('/auth/');
}

/** So the badge's number is not read alone. */
export function cartLabel(count: number): string {
  return `Cart, ${count} ${count === 1 ? 'item' : 'items'}`;
}
