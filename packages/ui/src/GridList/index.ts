export {
  GridList,
  GridListItem,
  type GridListItemProps,
  type GridListLayout,
  type GridListProps,
  gridListLayouts,
} from './GridList';
