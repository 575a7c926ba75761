export * from './link-prefetch';
