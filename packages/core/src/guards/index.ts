export * from './guards';
export * from './page-errors';
export * from './redirects';
