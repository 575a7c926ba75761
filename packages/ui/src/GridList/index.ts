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
