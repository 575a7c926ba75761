import { isRouteErrorResponse, useRouteError } from 'react-router';
import { NotFoundPage } from './NotFoundPage';
import * as styles from './pages.css';

/** Shown when a route fails to load or render (spec §2.5); a 404 shows the not-found page. */
export function RouteErrorPage() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return <RouteErrorMessage />;
}

export function RouteErrorMessage() {
  return (
    <section className={styles.centered} role="alert">
      <h1 className={styles.title}>There was an issue loading this page</h1>
      <p className={styles.text}>Please try again later</p>
    </section>
  );
}
