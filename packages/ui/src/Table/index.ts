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
