export {
  type DirectoryDropItem,
  type DragAndDropHooks,
  type DragAndDropOptions,
  type DropItem,
  type DropOperation,
  type DropTarget,
  type FileDropItem,
  isDirectoryDropItem,
  isFileDropItem,
  isTextDropItem,
  type TextDropItem,
  useDragAndDrop,
} from './useDragAndDrop';
