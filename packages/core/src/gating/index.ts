export * from './account-gate';
export * from './mask-email';
