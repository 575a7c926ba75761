import type {
  FileEntry,
  LinkAccessLogItem,
  Pagination,
  ShareableLink,
  ShareableLinkInput,
  ShareableLinkPage,
  ShareInvitations,
  SharePermissions,
} from '@coffer/contract';
import { useHttp } from '@coffer/core';
import {
  keepPreviousData,
  useMutation,
  useQueries,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';

export const sharingKeys = {
  link: (entryId: number) => ['sharing', 'link', entryId] as const,
  log: (entryId: number) => ['sharing', 'link-log', entryId] as const,
  invitations: (entryId: number) => ['sharing', 'invitations', entryId] as const,
  page: (hash: string, params: object) => ['sharing', 'page', hash, params] as const,
  crumb: (hash: string, folderId: number) => ['sharing', 'crumb', hash, folderId] as const,
};

/**
 * Adds people by email; answers the entry with its updated `users`, and the addresses
 * nobody has proven yet (`invited`: their shares wait, listed by `useShareInvitations`).
 */
export function useShareEntry(entryId: number) {
  const http = useHttp();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (payload: { emails: string[]; permissions: SharePermissions }) =>
      http.post<{ fileEntry: FileEntry; invited: string[] }>(
        `file-entries/${entryId}/share`,
        payload,
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: sharingKeys.invitations(entryId) }),
  });
}

/** The shares waiting for addresses nobody has proven yet, newest first (for those who may share). */
export function useShareInvitations(entryId: number, enabled: boolean) {
  const http = useHttp();
  return useQuery({
    queryKey: sharingKeys.invitations(entryId),
    enabled,
    queryFn: () => http.get<ShareInvitations>(`file-entries/${entryId}/share-invitations`),
  });
}

/** Withdraws the invitation to an address; the list left replaces the cached one. */
export function useWithdrawInvitation(entryId: number) {
  const http = useHttp();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (email: string) =>
      http.delete<ShareInvitations>(`file-entries/${entryId}/share-invitations`, { email }),
    onSuccess: (data) => client.setQueryData(sharingKeys.invitations(entryId), data),
  });
}

export function useChangePermissions(entryId: number) {
  const http = useHttp();
  return useMutation({
    mutationFn: (payload: { userId: number; permissions: SharePermissions }) =>
      http.put<{ fileEntry: FileEntry }>(`file-entries/${entryId}/change-permissions`, payload),
  });
}

/** Removes someone's access, or (`'me'`) leaves a share. */
export function useUnshare(entryId: number) {
  const http = useHttp();
  return useMutation({
    mutationFn: (userId: number | 'me') =>
      http.post<{ entryIds: number[]; fileEntries: FileEntry[] }>(
        `file-entries/${entryId}/unshare`,
        { userId },
      ),
  });
}

export function useShareableLink(entryId: number) {
  const http = useHttp();
  return useQuery({
    queryKey: sharingKeys.link(entryId),
    queryFn: () =>
      http.get<{ link: ShareableLink | null }>(`file-entries/${entryId}/shareable-link`),
  });
}

/** Creates the link, or changes it (`update: true`). */
export function useSaveLink(entryId: number) {
  const http = useHttp();
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ update, ...input }: ShareableLinkInput & { update?: boolean }) =>
      (update ? http.put : http.post)<{ link: ShareableLink }>(
        `file-entries/${entryId}/shareable-link`,
        input,
      ),
    onSuccess: (data) => client.setQueryData(sharingKeys.link(entryId), data),
  });
}

export function useDeleteLink(entryId: number) {
  const http = useHttp();
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => http.delete<{ message: string }>(`file-entries/${entryId}/shareable-link`),
    onSuccess: () => client.setQueryData(sharingKeys.link(entryId), { link: null }),
  });
}

export function useLinkAccessLog(entryId: number, enabled: boolean) {
  const http = useHttp();
  return useQuery({
    queryKey: sharingKeys.log(entryId),
    enabled,
    queryFn: () =>
      http.get<{ pagination: Pagination<LinkAccessLogItem> }>(
        `file-entries/${entryId}/shareable-link/access-log`,
      ),
  });
}

export interface LinkPageParams {
  folderId?: string;
  page?: number;
  orderBy?: string;
  orderDir?: 'asc' | 'desc';
}

export function useLinkPage(hash: string, params: LinkPageParams) {
  const http = useHttp();
  return useQuery({
    queryKey: sharingKeys.page(hash, params),
    placeholderData: keepPreviousData,
    retry: false,
    queryFn: () =>
      http.get<ShareableLinkPage>(`shareable-links/${hash}`, {
        ...(params.folderId ? { folderId: params.folderId } : {}),
        ...(params.page ? { page: params.page } : {}),
        ...(params.orderBy ? { orderBy: params.orderBy } : {}),
        ...(params.orderDir ? { orderDir: params.orderDir } : {}),
      }),
  });
}

/**
 * The folders between a link's folder and the listed one (ids from `folder.path`, outermost
 * first), for the breadcrumbs: their names come from the link itself (one small request
 * per level, cached), so visitors never see anything above the link's folder.
 */
export function linkTrail(entry: FileEntry, folder: FileEntry): number[] {
  const ids = folder.path.split('/').map(Number);
  const start = ids.indexOf(entry.id);
  if (start < 0 || folder.id === entry.id) return [];
  return ids.slice(start + 1, -1);
}

export function useLinkCrumbs(hash: string, ids: number[]) {
  const http = useHttp();
  return useQueries({
    queries: ids.map((id) => ({
      queryKey: sharingKeys.crumb(hash, id),
      staleTime: 60_000,
      retry: false,
      queryFn: async () => {
        const page = await http.get<ShareableLinkPage>(`shareable-links/${hash}`, {
          folderId: id,
          perPage: 1,
        });
        return page.folder ? { id: page.folder.hash, name: page.folder.name } : null;
      },
    })),
  });
}

export function useCheckLinkPassword(hash: string) {
  const http = useHttp();
  const client = useQueryClient();
  return useMutation({
    meta: { skipErrorToast: true },
    mutationFn: (password: string) =>
      http.post<{ matches: true; token: string }>(`shareable-links/${hash}/check-password`, {
        password,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['sharing', 'page', hash] }),
  });
}

export function useImportLink(hash: string) {
  const http = useHttp();
  return useMutation({
    mutationFn: () => http.post<{ fileEntries: FileEntry[] }>(`shareable-links/${hash}/import`),
  });
}

/** Public URLs of a link's bytes (the password cookie set by check-password travels along). */
export function linkFileUrl(hash: string, kind: 'download' | 'preview', entryId?: number) {
  return `/api/v1/shareable-links/${hash}/${kind}${entryId ? `?entryId=${entryId}` : ''}`;
}

/** The thumbnail of a file inside a link (when `entry.thumbnail` says the server made one). */
export function linkThumbnailUrl(hash: string, entryId: number) {
  return `/api/v1/shareable-links/${hash}/preview?entryId=${entryId}&thumbnail=true`;
}
