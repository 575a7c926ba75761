export {
  ProgressCircle,
  type ProgressCircleProps,
  type ProgressCircleSize,
  progressCircleSizes,
} from './ProgressCircle';
