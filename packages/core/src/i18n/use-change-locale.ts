import { accountApi } from '@coffer/contract';
import { useMutation } from '@tanstack/react-query';
import { useCore } from '../app/core-context';

/**
 * `POST users/me/locale` (saved on the user, or in a cookie for a guest): the answer's lines
 * replace the bootstrap's, so the interface switches language without a reload. A failure
 * gets the app's generic error toast.
 */
export function useChangeLocale() {
  const { http, bootstrap } = useCore();
  return useMutation({
    mutationFn: (locale: string) => http.call(accountApi.changeLocale, { body: { locale } }),
    onSuccess: ({ i18n }) => {
      const current = bootstrap.get();
      bootstrap.set({
        ...current,
        i18n,
        user: current.user ? { ...current.user, language: i18n.language } : null,
      });
    },
  });
}
