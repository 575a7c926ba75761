import { type PageErrorHandle, pageErrorOutcome, useBootstrap, useTrans } from '@coffer/core';
import { Heading } from '@coffer/ui/Heading';
import { Stack } from '@coffer/ui/Stack';
import { Text } from '@coffer/ui/Text';
import { Navigate, useMatches, useRouteError } from 'react-router';
import { NotFoundPage } from './NotFoundPage';
import * as styles from './pages.css';

/**
 * Shown when a route fails to load or render, its page's query included (spec §4 "Page
 * errors", `pageErrorOutcome`): a 401 or 403 while logged out goes to `/login`; a 404 shows
 * the not-found page, or goes where the route's `handle.redirectOn404` says; anything else
 * says 'There was an issue loading this page'.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  const signedIn = useBootstrap((data) => data.user !== null);
  const handle = useErrorHandle();
  const outcome = pageErrorOutcome(error, signedIn, handle);
  if (outcome.kind === 'redirect') return <Navigate to={outcome.to} replace />;
  if (outcome.kind === 'not-found') return <NotFoundPage />;
  return <RouteErrorMessage />;
}

export function RouteErrorMessage() {
  const { trans } = useTrans();
  return (
    <section className={styles.centered} role="alert">
      <Stack gap="lg" align="center">
        <Heading level={1}>{trans('There was an issue loading this page')}</Heading>
        <Text tone="muted" className={styles.text}>
          {trans('Please try again later')}
        </Text>
      </Stack>
    </section>
  );
}

/** The page-error settings of the deepest matched route that has any. */
function useErrorHandle(): PageErrorHandle {
  const matches = useMatches();
  const handles = matches.map((match) => match.handle as PageErrorHandle | undefined);
  return handles.findLast((handle) => handle?.redirectOn404 !== undefined) ?? {};
}
