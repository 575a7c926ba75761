export { DelayedSpinner, type DelayedSpinnerProps } from './DelayedSpinner';
export { type DelayedVisibilityTimings, useDelayedVisibility } from './useDelayedVisibility';
