import { reportsApi } from '@coffer/contract';
import { useHttp } from '@coffer/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { DayRange } from './periods';

/** `GET admin/reports` for the days of `range`, with the previous period when `compare`. */
export function useReports(range: DayRange, compare: boolean) {
  const http = useHttp();
  const query = {
    startDate: range.start.toString(),
    endDate: range.end.toString(),
    ...(compare ? { compare: 'true' as const } : {}),
  };
  return useQuery({
    queryKey: ['admin', 'reports', query],
    queryFn: () => http.call(reportsApi.get, { query }),
    placeholderData: keepPreviousData,
  });
}
