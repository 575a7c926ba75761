export { DialogOutlet, type DialogOutletProps } from './DialogOutlet';
export {
  closeDialog,
  createDialogStore,
  type DialogStore,
  dialogStore,
  type OpenDialog,
  type OutletDialogProps,
  openDialog,
} from './dialogStore';
