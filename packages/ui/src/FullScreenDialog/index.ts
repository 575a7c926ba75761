export { FullScreenDialog, type FullScreenDialogProps } from './FullScreenDialog';
