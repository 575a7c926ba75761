export * from './guards';
export * from './onboarding-plan';
export * from './page-errors';
export * from './redirects';
