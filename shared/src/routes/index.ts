// `@storefront/shared/routes`: the route table and the first reads of each page, free of React,
// for the host's server.
export * from './first-reads';
export * from './lead-images';
export * from './route-table';
