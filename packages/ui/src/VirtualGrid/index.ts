export {
  type Key,
  type Selection,
  type SortDescriptor,
  VirtualGrid,
  type VirtualGridColumn,
  type VirtualGridProps,
} from './VirtualGrid';
