export { ConfirmDialog } from './ConfirmDialog';
export { MoveDialog } from './MoveDialog';
export { NameDialog } from './NameDialog';
export { Previewer } from './Previewer';
