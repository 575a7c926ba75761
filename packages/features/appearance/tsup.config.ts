import { featurePackage } from '../../../scripts/tsup-feature';

export default featurePackage();
