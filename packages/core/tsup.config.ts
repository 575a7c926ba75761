import { featurePackage } from '../../scripts/tsup-feature';

// Built as the feature packages are: the ad slot's vanilla-extract styles go to one
// `dist/style.css`, and shared chunks keep one copy of the core context, which the root entry
// and `ad-slot` both read (two copies would be two contexts, and the ad slot would find no
// provider).
export default featurePackage({
  index: 'src/index.ts',
  'forms/index': 'src/forms/index.ts',
  'uploads/index': 'src/uploads/index.ts',
  'human-check/index': 'src/human-check/index.ts',
  'ad-slot/index': 'src/ad-slot/index.ts',
  'mocks/index': 'src/mocks/index.ts',
});
