export * from './describe-http-error';
export * from './error-trace';
export * from './server-field-errors';
export * from './show-http-error';
