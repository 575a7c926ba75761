/** Selection and sort types of React Aria's collections, as `Table`'s props use them. */
export type { Key, Selection, SortDescriptor } from 'react-aria-components/Table';
export {
  ChunkedCollection,
  type ChunkedCollectionProps,
} from '../collections/ChunkedCollection';
export { SelectionCheckbox } from './SelectionCheckbox';
export {
  Cell,
  type CellProps,
  Column,
  type ColumnProps,
  Row,
  type RowProps,
  Table,
  TableBody,
  type TableBodyProps,
  TableHeader,
  type TableHeaderProps,
  type TableProps,
} from './Table';
export { TableLoadMoreItem, type TableLoadMoreItemProps } from './TableLoadMoreItem';
