export { appearanceFixture } from './fixtures';
export { type AppearanceMockOptions, appearanceHandlers, UPLOADED_IMAGE_URL } from './handlers';
