import { featurePackage } from '../../../scripts/tsup-feature';

export default featurePackage({ index: 'src/index.ts', 'ad-slot': 'src/components/AdSlot.tsx' });
