import type { FooterContent } from '@storefront/api-client';
import type { SlotModule } from '@storefront/contract';
import { settle, type Settled } from '@storefront/ui';
import { loadFooter } from '../features/footer/api/load-footer';
import { FooterSections } from '../features/footer/components/footer-sections';

// Exposed as `./FooterContent`: the host's footer frame shows it in the `footer-content` slot, and
// the host does its read: on the server when it renders a page, so the links come with the page.
const widget = { default: FooterSections, read: () => settle(loadFooter()) } satisfies SlotModule<'footer-content', Settled<FooterContent>>;
export default widget.default;
export const { read } = widget;
