export {
  Toolbar,
  type ToolbarOrientation,
  type ToolbarProps,
  toolbarOrientations,
} from './Toolbar';
