/** Selection types of React Aria's collections, as `GridList`'s props use them. */
export type { Key, Selection } from 'react-aria-components/GridList';
export {
  ChunkedCollection,
  type ChunkedCollectionProps,
} from '../collections/ChunkedCollection';
export {
  GridList,
  GridListItem,
  type GridListItemProps,
  type GridListLayout,
  type GridListProps,
  gridListLayouts,
} from './GridList';
export { GridListLoadMoreItem, type GridListLoadMoreItemProps } from './GridListLoadMoreItem';
