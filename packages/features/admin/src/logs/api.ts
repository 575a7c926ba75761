import {
  type ErrorLogQuery,
  logsApi,
  type OutgoingEmailOrderColumn,
  systemApi,
} from '@coffer/contract';
import { useHttp } from '@coffer/core';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DataTableQuery } from '../data-table/use-data-table-state';

/** The logs screen's query keys: a list's key holds its query, so each page is cached apart. */
export const logsKeys = {
  schedule: ['admin', 'logs', 'schedule'] as const,
  scheduleRuns: (query: object) => ['admin', 'logs', 'schedule', query] as const,
  errors: (query: object) => ['admin', 'logs', 'error', query] as const,
  emails: (query: object) => ['admin', 'logs', 'outgoing-email', query] as const,
  email: (id: number) => ['admin', 'logs', 'outgoing-email', 'show', id] as const,
};

/** `GET admin/schedule-log`: a page of past runs, and every job with its next run. */
export function useScheduleLog(query: { page: number; perPage: number }) {
  const http = useHttp();
  return useQuery({
    queryKey: logsKeys.scheduleRuns(query),
    queryFn: () => http.call(systemApi.scheduleLog, { query }),
    placeholderData: keepPreviousData,
  });
}

/** `POST logs/schedule/{job}/run`: runs a job now; the schedule log then shows the run. */
export function useRunScheduledJob() {
  const http = useHttp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (job: string) => http.call(logsApi.runScheduledJob, { params: { job } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: logsKeys.schedule }),
  });
}

/** `GET logs/error`: a page of the error log's entries, newest first. */
export function useErrorLog(query: ErrorLogQuery) {
  const http = useHttp();
  return useQuery({
    queryKey: logsKeys.errors(query),
    queryFn: () => http.call(logsApi.errorLog, { query }),
    placeholderData: keepPreviousData,
  });
}

/** `GET logs/outgoing-email`: a page of the messages the site sent. */
export function useOutgoingEmails(query: DataTableQuery<OutgoingEmailOrderColumn>) {
  const http = useHttp();
  return useQuery({
    queryKey: logsKeys.emails(query),
    queryFn: () => http.call(logsApi.outgoingEmails, { query }),
    placeholderData: keepPreviousData,
  });
}

/** `GET logs/outgoing-email/{id}`: one message with its bodies; nothing asked while null. */
export function useOutgoingEmail(id: number | null) {
  const http = useHttp();
  return useQuery({
    queryKey: logsKeys.email(id ?? 0),
    queryFn: () => http.call(logsApi.outgoingEmail, { params: { id: id ?? 0 } }),
    enabled: id !== null,
  });
}
