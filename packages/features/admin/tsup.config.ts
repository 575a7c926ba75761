import { featurePackage } from '../../../scripts/tsup-feature';

export default featurePackage({
  index: 'src/index.ts',
  'screen-parts': 'src/screen-parts.ts',
});
