// Schemas and the read paths, free of React and the browser: the backend validates its answers
// with these, and the host's server reads with them.
export {
  idSchema,
  numericSchema,
  stringlikeSchema,
  flagSchema,
  onUnlessFalseSchema,
  offUnlessTrueSchema,
  EMAIL_PATTERN,
  PHONE_PATTERN,
  PHONE_WITH_PLUS_PATTERN,
} from './primitives';
export * from './answers';
export * from '../api/read-paths';
export * from './catalog';
export * from './settings';
export * from './orders';
export * from './payments';
export * from './addresses';
export * from './places';
export * from './auth';
export * from './password-reset';
export * from './wallet';
export * from './catering';
export * from './catering-bundles';
export * from './zambian-provinces';
export * from './countries';
export * from './profile';
export * from './account-deletion';
export * from './blog';
export * from './contact';
export * from './policy';
export * from './careers';
export * from './job-application';
export * from './support-ticket';
export * from './self-service-answers';
export * from './rider-signup';
export * from './cms-cards';
export * from './cms-banners';
export * from './cms-footer';
export * from './cms-pages';
export * from './content-responses';
export * from './mobile-network';
