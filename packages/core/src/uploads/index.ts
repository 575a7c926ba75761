// `@coffer/core/uploads`: the one tus upload queue (retries, chunk size, progress, resuming),
// for the drive and the file requests alike. Its own entry, so pages without uploads never
// load it; tus-js-client itself loads with a queue's first file.
export * from './interrupted';
export * from './lazy-upload-queue';
export { uploadedBytes } from './tus-requests';
export * from './upload-item';
export * from './upload-queue';
