export {
  Dialog,
  DialogBody,
  DialogFooter,
  type DialogPartProps,
  type DialogProps,
  DialogTitle,
  DialogTrigger,
  type DialogTriggerProps,
} from './Dialog';
