import {
  type CreateLocalizationPayload,
  type LocalizationOrderColumn,
  type LocalizationWithLinesResponse,
  localizationsApi,
} from '@coffer/contract';
import { useHttp } from '@coffer/core';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DataTableQuery } from '../data-table/use-data-table-state';

/** The language list's and a language's query keys. */
export const localizationKeys = {
  all: ['admin', 'localizations'] as const,
  list: (query: object) => ['admin', 'localizations', 'list', query] as const,
  lines: (id: number) => ['admin', 'localizations', 'lines', id] as const,
};

/** `GET localizations`: one page of the language list. */
export function useLocalizations(query: DataTableQuery<LocalizationOrderColumn>) {
  const http = useHttp();
  return useQuery({
    queryKey: localizationKeys.list(query),
    queryFn: () => http.call(localizationsApi.list, { query }),
    placeholderData: keepPreviousData,
  });
}

/** `GET localizations/{id}`: a language with every line. */
export function useLocalizationLines(id: number) {
  const http = useHttp();
  return useQuery({
    queryKey: localizationKeys.lines(id),
    queryFn: () => http.call(localizationsApi.show, { params: { id } }),
  });
}

/** Adds a language (no id) or renames one. */
export function useSaveLocalization() {
  const http = useHttp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: { id?: number; body: CreateLocalizationPayload }) =>
      change.id === undefined
        ? http.call(localizationsApi.create, { body: change.body })
        : http.call(localizationsApi.update, {
            params: { id: change.id },
            body: { name: change.body.name },
          }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: localizationKeys.all }),
  });
}

/** Deletes a language and its lines. */
export function useDeleteLocalization() {
  const http = useHttp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => http.call(localizationsApi.remove, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: localizationKeys.all }),
  });
}

/**
 * Saves lines (`POST localizations/{id}/lines`), or a JSON file's (`upload`): all or none.
 * The answer (the language with every line) replaces the cached one.
 */
export function useSaveLines(id: number) {
  const http = useHttp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ lines, upload = false }: { lines: Record<string, string>; upload?: boolean }) =>
      upload
        ? http.call(localizationsApi.upload, { params: { id }, body: lines })
        : http.call(localizationsApi.saveLines, { params: { id }, body: { lines } }),
    onSuccess: (answer: LocalizationWithLinesResponse) => {
      queryClient.setQueryData(localizationKeys.lines(id), answer);
      return queryClient.invalidateQueries({
        queryKey: localizationKeys.all,
        predicate: (query) => query.queryKey[2] === 'list',
      });
    },
  });
}
