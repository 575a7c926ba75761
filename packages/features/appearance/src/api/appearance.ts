import { type AppearanceImageKind, type AppearanceValues, appearanceApi } from '@coffer/contract';
import { useHttp } from '@coffer/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

export const appearanceKeys = { all: ['appearance'] as const };

/** `GET admin/appearance`: the saved values and the fonts a theme can pick. */
export function useAppearance() {
  const http = useHttp();
  return useQuery({
    queryKey: appearanceKeys.all,
    queryFn: () => http.call(appearanceApi.show),
    // The editor's own edits are the truth while it is open: no refetch behind its back.
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });
}

/** `POST admin/appearance {changes}`: the changed sections, saved together or not at all. */
export function useSaveAppearance() {
  const http = useHttp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: Partial<AppearanceValues>) =>
      http.call(appearanceApi.save, { body: { changes } }),
    onSuccess: (response) => queryClient.setQueryData(appearanceKeys.all, response),
  });
}

/** `POST admin/appearance/images` (`kind`, then `file`): the stored image's URL. */
export function useUploadAppearanceImage() {
  const http = useHttp();
  return useMutation({
    mutationFn: ({ kind, file }: { kind: AppearanceImageKind; file: File }) => {
      const body = new FormData();
      body.append('kind', kind);
      body.append('file', file);
      return http.call(appearanceApi.uploadImage, { body });
    },
  });
}
