import { useTrans } from '@coffer/core';
import { buttonStyle } from '@coffer/ui/Button';
import { EmptyState } from '@coffer/ui/EmptyState';
import type { DataTableQuery } from './use-data-table-state';

export interface NoMatchesProps {
  /** What found nothing: 'No users match' (translated). */
  title: string;
}

/** A list's empty state when the search and filters match no row. */
export function NoMatches({ title }: NoMatchesProps) {
  const { trans } = useTrans();
  return (
    <EmptyState
      size="compact"
      headingLevel={2}
      title={title}
      description={trans('Try another search or other filters.')}
    />
  );
}

export interface ExportCsvLinkProps {
  /** The export endpoint's URL with the list's query (`exportQuery`). */
  href: string;
}

/** Downloads the list as CSV: the same search, filters and order, every page. */
export function ExportCsvLink({ href }: ExportCsvLinkProps) {
  const { trans } = useTrans();
  return (
    <a className={buttonStyle({ variant: 'outline', size: 'sm' })} href={href} download>
      {trans('Export CSV')}
    </a>
  );
}

/** A list's query as its CSV export takes it: every page, so no page or page size. */
export function exportQuery<O extends string>({
  query,
  orderBy,
  orderDir,
  filters,
}: DataTableQuery<O>) {
  return { query, orderBy, orderDir, filters };
}
