export type { VirtualGridColumn, VirtualGridProps } from './grid-context';
export { type Key, type Selection, type SortDescriptor, VirtualGrid } from './VirtualGrid';
