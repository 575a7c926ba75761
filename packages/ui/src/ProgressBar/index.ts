export {
  ProgressBar,
  type ProgressBarProps,
  type ProgressBarSize,
  progressBarSizes,
} from './ProgressBar';
