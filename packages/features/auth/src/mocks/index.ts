export * from './handlers';
export * from './story-helpers';
