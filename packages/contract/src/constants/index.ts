// The contract's constants and pure helpers, without a single schema: code on a first paint
// imports `@coffer/contract/constants`, so zod loads only with the first form or call that
// validates (ADR 0007). The package root re-exports all of it.
export * from '../file-category';
export * from '../themes';
export * from './account';
export * from './admin';
export * from './appearance';
export * from './auth';
export * from './bootstrap';
export * from './drive';
export * from './human-check';
export * from './notifications';
export * from './settings';
export * from './sharing';
export * from './social';
export * from './users';
export * from './workspaces';
