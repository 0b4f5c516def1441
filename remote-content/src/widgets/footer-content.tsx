// Exposed as `./FooterContent`: the host's footer frame shows it in the `footer-content` slot.
export { FooterSections as default } from '../features/footer/components/footer-sections';
