import { type FileEntry, type FileVersion, fillPath, versionsApi } from '@coffer/contract';
import { useHttp, useTrans } from '@coffer/core';
import { toast } from '@coffer/ui/Toast';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { driveKeys } from './keys';

/** The cache key of a file's versions (under the drive's, so drive-wide refreshes reach it). */
export const versionKeys = {
  all: () => [...driveKeys.all, 'versions'] as const,
  of: (entryId: number) => [...versionKeys.all(), entryId] as const,
};

/** What a version action needs: the file and the version. */
export interface VersionTarget {
  entry: FileEntry;
  version: FileVersion;
}

/**
 * The bytes of a version: inline (a preview; the route answers Range requests) or, with
 * `download`, as an attachment.
 */
export function versionUrl(
  entryId: number,
  versionId: number,
  { download = false }: { download?: boolean } = {},
): string {
  const path = fillPath(versionsApi.file.path, { id: entryId, versionId });
  return download ? `${path}?download=1` : path;
}

/** The earlier versions of a file, newest first (only for whoever may edit it). */
export function useFileVersions(entry: FileEntry) {
  const http = useHttp();
  return useQuery({
    queryKey: versionKeys.of(entry.id),
    queryFn: ({ signal }) =>
      http.call(versionsApi.list, { params: { id: entry.id }, signal }).then((r) => r.versions),
  });
}

/**
 * Makes a version the file's current content (the current content becomes a version): the
 * listings show the new size and date, the space used may change.
 */
export function useRestoreVersion() {
  const http = useHttp();
  const { trans } = useTrans();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ entry, version }: VersionTarget) =>
      http
        .call(versionsApi.restore, { params: { id: entry.id, versionId: version.id } })
        .then((r) => r.fileEntry),
    onSuccess: () => toast.positive(trans('Version restored.')),
    onSettled: (_data, _error, { entry }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: driveKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: driveKeys.spaceUsage() }),
        queryClient.invalidateQueries({ queryKey: versionKeys.of(entry.id) }),
      ]),
  });
}

/** Deletes a version and its bytes (the space used goes down). */
export function useDeleteVersion() {
  const http = useHttp();
  const { trans } = useTrans();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ entry, version }: VersionTarget) =>
      http.call(versionsApi.remove, { params: { id: entry.id, versionId: version.id } }),
    onSuccess: () => toast.positive(trans('Version deleted.')),
    onSettled: (_data, _error, { entry }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: versionKeys.of(entry.id) }),
        queryClient.invalidateQueries({ queryKey: driveKeys.spaceUsage() }),
      ]),
  });
}
