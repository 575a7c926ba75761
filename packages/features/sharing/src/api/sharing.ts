import {
  type FileEntry,
  fillPath,
  type QueryOf,
  type ShareableLinkInput,
  type SharePermissions,
  sharingApi,
} from '@coffer/contract';
import { SHARE_SUGGESTIONS_QUERY_MAX } from '@coffer/contract/constants';
import { useHttp, useSettings } from '@coffer/core';
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
  suggestions: (query: string) => ['sharing', 'suggestions', query] as const,
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
      http.call(sharingApi.share, { params: { id: entryId }, body: payload }),
    onSuccess: () => client.invalidateQueries({ queryKey: sharingKeys.invitations(entryId) }),
  });
}

/** The shares waiting for addresses nobody has proven yet, newest first (for those who may share). */
export function useShareInvitations(entryId: number, enabled: boolean) {
  const http = useHttp();
  return useQuery({
    queryKey: sharingKeys.invitations(entryId),
    enabled,
    queryFn: () => http.call(sharingApi.invitations, { params: { id: entryId } }),
  });
}

/**
 * People the user knows through shares whose name or address starts with what is typed; none
 * asked for while nothing (or more than an address) is typed, or while the admin turned suggestions off
 * (`drive.suggest_emails`, which the server enforces too).
 */
export function useShareSuggestions(typed: string) {
  const http = useHttp();
  const enabled = useSettings().drive.suggest_emails;
  const query = typed.trim();
  // Longer than any address: nobody to suggest, and the server would refuse it.
  const asks = enabled && query !== '' && query.length <= SHARE_SUGGESTIONS_QUERY_MAX;
  const suggestions = useQuery({
    queryKey: sharingKeys.suggestions(query),
    enabled: asks,
    placeholderData: keepPreviousData,
    queryFn: () => http.call(sharingApi.suggestions, { query: { query } }),
  });
  return asks ? (suggestions.data?.people ?? []) : [];
}

/** Withdraws the invitation to an address; the list left replaces the cached one. */
export function useWithdrawInvitation(entryId: number) {
  const http = useHttp();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (email: string) =>
      http.call(sharingApi.withdrawInvitation, { params: { id: entryId }, body: { email } }),
    onSuccess: (data) => client.setQueryData(sharingKeys.invitations(entryId), data),
  });
}

export function useChangePermissions(entryId: number) {
  const http = useHttp();
  return useMutation({
    mutationFn: (payload: { userId: number; permissions: SharePermissions }) =>
      http.call(sharingApi.changePermissions, { params: { id: entryId }, body: payload }),
  });
}

/** Removes someone's access, or (`'me'`) leaves a share. */
export function useUnshare(entryId: number) {
  const http = useHttp();
  return useMutation({
    mutationFn: (userId: number | 'me') =>
      http.call(sharingApi.unshare, { params: { id: entryId }, body: { userId } }),
  });
}

export function useShareableLink(entryId: number) {
  const http = useHttp();
  return useQuery({
    queryKey: sharingKeys.link(entryId),
    queryFn: () => http.call(sharingApi.link, { params: { id: entryId } }),
  });
}

/** Creates the link, or changes it (`update: true`). */
export function useSaveLink(entryId: number) {
  const http = useHttp();
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ update, ...input }: ShareableLinkInput & { update?: boolean }) =>
      http.call(update ? sharingApi.updateLink : sharingApi.createLink, {
        params: { id: entryId },
        body: input,
      }),
    onSuccess: (data) => client.setQueryData(sharingKeys.link(entryId), data),
  });
}

export function useDeleteLink(entryId: number) {
  const http = useHttp();
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => http.call(sharingApi.removeLink, { params: { id: entryId } }),
    onSuccess: () => client.setQueryData(sharingKeys.link(entryId), { link: null }),
  });
}

export function useLinkAccessLog(entryId: number, enabled: boolean) {
  const http = useHttp();
  return useQuery({
    queryKey: sharingKeys.log(entryId),
    enabled,
    queryFn: () => http.call(sharingApi.accessLog, { params: { id: entryId } }),
  });
}

type LinkPageQuery = NonNullable<QueryOf<typeof sharingApi.linkPage>>;

export interface LinkPageParams {
  folderId?: string;
  page?: number;
  orderBy?: LinkPageQuery['orderBy'];
  orderDir?: LinkPageQuery['orderDir'];
}

export function useLinkPage(hash: string, params: LinkPageParams) {
  const http = useHttp();
  return useQuery({
    queryKey: sharingKeys.page(hash, params),
    placeholderData: keepPreviousData,
    retry: false,
    queryFn: () =>
      http.call(sharingApi.linkPage, {
        params: { hash },
        query: {
          ...(params.folderId ? { folderId: params.folderId } : {}),
          ...(params.page ? { page: params.page } : {}),
          ...(params.orderBy ? { orderBy: params.orderBy } : {}),
          ...(params.orderDir ? { orderDir: params.orderDir } : {}),
        },
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
        const page = await http.call(sharingApi.linkPage, {
          params: { hash },
          query: { folderId: id, perPage: 1 },
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
      http.call(sharingApi.checkPassword, { params: { hash }, body: { password } }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['sharing', 'page', hash] }),
  });
}

export function useImportLink(hash: string) {
  const http = useHttp();
  return useMutation({
    mutationFn: () => http.call(sharingApi.importLink, { params: { hash } }),
  });
}

/** Public URLs of a link's bytes (the password cookie set by check-password travels along). */
export function linkFileUrl(hash: string, kind: 'download' | 'preview', entryId?: number) {
  const path = fillPath(sharingApi[kind].path, { hash });
  return entryId ? `${path}?entryId=${entryId}` : path;
}

/** The thumbnail of a file inside a link (when `entry.thumbnail` says the server made one). */
export function linkThumbnailUrl(hash: string, entryId: number) {
  return `${fillPath(sharingApi.preview.path, { hash })}?entryId=${entryId}&thumbnail=true`;
}
