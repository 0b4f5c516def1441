// What a remote's page tells the host, and how its chunk is named: state-free, for servers too.
export * from './routes/page-chunks';
export * from './routes/page-route';
