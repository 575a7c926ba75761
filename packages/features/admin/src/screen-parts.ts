// What another feature's admin screens are built from (ADR 0019), so that every admin list
// and editor is the same: the page's heading, the list pattern (search, filters, sortable
// headers, pages, a confirmed bulk delete, its state in the URL), a row's actions and a
// delete's confirmation, a person's cell, the permission picker with its catalogue, and the
// admin's form and cell styles (`adminStyles.form`, `.actions`, `.badges`).

export { usePermissionCatalogue } from './api/roles';
export * as adminStyles from './components/admin.css';
export {
  ConfirmDeleteDialog,
  type ConfirmDeleteDialogProps,
  useConfirmDelete,
} from './components/ConfirmDelete';
export { FormActions, type FormActionsProps } from './components/FormActions';
export { PermissionPicker, type PermissionPickerProps } from './components/PermissionPicker';
export { PersonCell, type PersonCellProps } from './components/PersonCell';
export { RowActionsMenu, type RowActionsMenuProps } from './components/RowActionsMenu';
export {
  type GrantedPermission,
  type GrantState,
  type Grants,
  grantedPermissions,
  grantsOf,
} from './components/role-form';
export { DataTable, type DataTableColumn, type DataTableProps } from './data-table/DataTable';
export { type FilterOption, FilterSelect, type FilterSelectProps } from './data-table/FilterSelect';
export {
  ExportCsvLink,
  type ExportCsvLinkProps,
  exportQuery,
  NoMatches,
  type NoMatchesProps,
} from './data-table/ListParts';
export {
  type DataTableController,
  type DataTableDefaults,
  type DataTableFilters,
  type DataTableQuery,
  useDataTableState,
} from './data-table/use-data-table-state';
export { AdminPage, type AdminPageProps } from './layout/AdminPage';
