export {
  AlertDialog,
  type AlertDialogProps,
  type AlertDialogVariant,
  alertDialogVariants,
} from './AlertDialog';
