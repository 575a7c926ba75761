import {
  type CreateFileRequestInput,
  type FileRequestPage,
  type FileRequestUpload,
  type FileRequestVisitorInput,
  fileRequestsApi,
  type UpdateFileRequestInput,
} from '@coffer/contract';
import { useHttp } from '@coffer/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { fileRequestPageKey, fileRequestPageQuery } from './page-query';

export const fileRequestKeys = {
  ofEntry: (entryId: number) => ['file-requests', 'of-entry', entryId] as const,
  page: fileRequestPageKey,
};

/** The page address visitors open for a request hash. */
export function fileRequestUrl(hash: string, origin = window.location.origin) {
  return `${origin}/drive/r/${hash}`;
}

/** The file requests on a folder, newest first. */
export function useFileRequests(entryId: number) {
  const http = useHttp();
  return useQuery({
    queryKey: fileRequestKeys.ofEntry(entryId),
    queryFn: () => http.call(fileRequestsApi.list, { params: { id: entryId } }),
  });
}

/** Creates a request on the folder; the list is refreshed with it. */
export function useCreateFileRequest(entryId: number) {
  const http = useHttp();
  const client = useQueryClient();
  return useMutation({
    // Field errors show on the form, not in a toast.
    meta: { skipErrorToast: true },
    mutationFn: (input: CreateFileRequestInput) =>
      http.call(fileRequestsApi.create, { params: { id: entryId }, body: input }),
    onSuccess: () => client.invalidateQueries({ queryKey: fileRequestKeys.ofEntry(entryId) }),
  });
}

/** Changes the fields sent of one request. */
export function useUpdateFileRequest(entryId: number) {
  const http = useHttp();
  const client = useQueryClient();
  return useMutation({
    meta: { skipErrorToast: true },
    mutationFn: ({ id, ...input }: UpdateFileRequestInput & { id: number }) =>
      http.call(fileRequestsApi.update, { params: { id: entryId, requestId: id }, body: input }),
    onSuccess: () => client.invalidateQueries({ queryKey: fileRequestKeys.ofEntry(entryId) }),
  });
}

/** Removes a request (the files it received stay in the folder). */
export function useDeleteFileRequest(entryId: number) {
  const http = useHttp();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      http.call(fileRequestsApi.remove, { params: { id: entryId, requestId: id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: fileRequestKeys.ofEntry(entryId) }),
  });
}

/** What visitors of `/drive/r/{hash}` see: the request, and their own uploads. */
export function useFileRequestPage(hash: string) {
  return useQuery(fileRequestPageQuery(useHttp(), hash));
}

export function useCheckFileRequestPassword(hash: string) {
  const http = useHttp();
  const client = useQueryClient();
  return useMutation({
    meta: { skipErrorToast: true },
    mutationFn: (password: string) =>
      http.call(fileRequestsApi.checkPassword, { params: { hash }, body: { password } }),
    onSuccess: () => client.invalidateQueries({ queryKey: fileRequestKeys.page(hash) }),
  });
}

/** The visitor's name and email, remembered by the server in a cookie. */
export function useSaveVisitor(hash: string) {
  const http = useHttp();
  const client = useQueryClient();
  return useMutation({
    meta: { skipErrorToast: true },
    mutationFn: (input: FileRequestVisitorInput) =>
      http.call(fileRequestsApi.saveVisitor, { params: { hash }, body: input }),
    onSuccess: () => client.invalidateQueries({ queryKey: fileRequestKeys.page(hash) }),
  });
}

/** Puts the visitor's fresh list of uploads into the page data. */
export function setVisitorUploads(
  client: ReturnType<typeof useQueryClient>,
  hash: string,
  uploads: FileRequestUpload[],
) {
  client.setQueryData<FileRequestPage>(fileRequestKeys.page(hash), (page) =>
    page ? { ...page, uploads } : page,
  );
}
