import { useTrans } from '@coffer/core';
import { buttonStyle } from '@coffer/ui/Button';
import { Link } from 'react-router';
import * as styles from './pages.css';

/** Route error 404 (spec §2.5 "Not-found page"). */
export function NotFoundPage() {
  const { trans } = useTrans();
  return (
    <section className={styles.centered} aria-labelledby="not-found-title">
      <h1 id="not-found-title" className={styles.title}>
        {trans("Looks like you've found the doorway to the great nothing")}
      </h1>
      <p className={styles.text}>
        {trans('Sorry about that! Please visit our homepage to get where you need to go.')}
      </p>
      <Link to="/" className={buttonStyle({ variant: 'primary', size: 'md' })}>
        {trans('Take me there!')}
      </Link>
    </section>
  );
}
