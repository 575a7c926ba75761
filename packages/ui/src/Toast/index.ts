export { ToastRegion, type ToastRegionProps } from './ToastRegion';
export {
  createToastStore,
  generateToastId,
  type ToastAction,
  type ToastData,
  type ToastOptions,
  type ToastPosition,
  type ToastStore,
  type ToastType,
  toast,
  toastDurations,
  toastExitMs,
  toastIdLength,
  toastPositions,
  toastStore,
  toastTypes,
} from './toastStore';
