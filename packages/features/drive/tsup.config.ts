import { featurePackage } from '../../../scripts/tsup-feature';

// The previewer is an entry of its own (`@coffer/drive/previewer`), for screens outside the
// drive; shared chunks keep one copy of what it has in common with the root entry.
export default featurePackage({
  index: 'src/index.ts',
  'previewer/index': 'src/previewer/index.ts',
});
