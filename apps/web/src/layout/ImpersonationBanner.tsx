import { impersonationApi } from '@coffer/contract';
import { loadPage, useBootstrap, useCore, useTrans } from '@coffer/core';
import { Button } from '@coffer/ui/Button';
import { useMutation } from '@tanstack/react-query';
import * as styles from './impersonation-banner.css';

/**
 * The bar above every page while an admin is signed in as another user
 * (`POST users/{id}/impersonate`): whose account this is, and the way back. Stopping
 * (`POST users/stop-impersonating`) turns the session back into the admin's and opens the
 * admin's user list as a new page load, the user's screens and answers gone. Renders nothing
 * when the session is nobody's impersonation.
 */
export interface ImpersonationBannerProps {
  /** Opens the admin's page once the session is theirs again: a new page load by default. */
  openAdminPage?: (path: string) => void;
}

export function ImpersonationBanner({ openAdminPage = loadPage }: ImpersonationBannerProps) {
  const { trans } = useTrans();
  const { http } = useCore();
  const impersonated = useBootstrap((data) =>
    data.impersonator && data.user ? data.user.name || data.user.email : null,
  );
  const stop = useMutation({
    mutationFn: () => http.call(impersonationApi.stopImpersonating),
    onSuccess: () => openAdminPage('/admin/users'),
  });
  if (impersonated === null) return null;
  return (
    <section aria-label={trans('Impersonation')} className={styles.banner}>
      <p className={styles.text}>{trans('You are signed in as {name}', { name: impersonated })}</p>
      <Button size="sm" variant="outline" isPending={stop.isPending} onPress={() => stop.mutate()}>
        {trans('Stop impersonating')}
      </Button>
    </section>
  );
}
