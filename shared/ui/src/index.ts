// The UI kit. `RichText` (with DOMPurify) is `@storefront/ui/rich-text` and `PasswordInput` is
// `@storefront/ui/password-input`, so pages that show neither do not load them; the combobox, on
// Downshift, is `@storefront/ui/combobox` for the same reason.
export * from './theme';
export * from './toast-bar';
export * from './page-heading';
export * from './modal-dialog';
export * from './dialog-focus-trap';
export * from './form-controls';
export * from './post-form';
export * from './field';
export * from './button';
export * from './form-alert';
export * from './required-mark';
export * from './listbox-navigation';
export * from './image-with-fallback';
export * from './links';
export * from './content-link';
export * from './store-badge';
export * from './content-states';
export * from './accordion';
export * from './loading/lazy-page';
export * from './loading/tracked-promise';
export * from './loading/settle';
export * from './use-hydrated';
export * from './use-fill-once';
export * from './loading/with-retries';
