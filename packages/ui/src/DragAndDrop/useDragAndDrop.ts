/**
 * Drag and drop for the kit's collections (`Table`, `GridList`) and drop targets
 * (`Breadcrumbs`, `DropZone`): React Aria's `useDragAndDrop` hook, whose `dragAndDropHooks`
 * a collection takes as a prop, and the helpers that read what was dropped. Mouse, touch,
 * keyboard (each row's drag handle: Enter picks the row up, the arrow keys choose where, Enter
 * drops, Escape cancels) and screen readers all drag with the same hooks.
 *
 * The options object is compared by identity: keep it stable (`useMemo`, with callbacks that
 * read the latest data through a ref), since new hooks render the whole collection again.
 */
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
} from 'react-aria-components/useDragAndDrop';
