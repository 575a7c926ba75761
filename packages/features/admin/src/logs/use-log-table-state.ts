import {
  type DataTableController,
  type DataTableDefaults,
  useDataTableState,
} from '../data-table/use-data-table-state';

/** The logs screen's tabs, as `?tab=` names them. */
export const logTabs = ['schedule', 'error', 'outgoing-email'] as const;
export type LogTab = (typeof logTabs)[number];

/** The tab the URL names; the schedule when it names none or one the screen lacks. */
export function readLogTab(params: URLSearchParams): LogTab {
  const tab = params.get('tab');
  return (logTabs as readonly string[]).includes(tab ?? '') ? (tab as LogTab) : 'schedule';
}

const KEEP_TAB = { keep: ['tab'] } as const;

/**
 * The selected tab's list state, in the URL as `useDataTableState` keeps it, beside `?tab=`.
 * Each tab's list starts from its defaults: changing tab clears the other list's page and
 * search.
 */
export function useLogTableState<O extends string>(
  defaults: DataTableDefaults<O>,
): DataTableController<O> {
  return useDataTableState(defaults, KEEP_TAB);
}
