export * from './create-i18n';
export * from './format-date';
export * from './i18n-context';
export * from './i18n-types';
export * from './locale';
export * from './relative-time';
export * from './time-zone';
export * from './use-time-zone';
