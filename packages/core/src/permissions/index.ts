export * from './permissions';
export * from './quota';
export * from './use-permissions';
