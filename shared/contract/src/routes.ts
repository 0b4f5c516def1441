// Which remote owns which page, and what a page tells the host: state-free, for servers too.
export * from './routes/route-table';
export * from './routes/page-route';
