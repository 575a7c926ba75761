import { buttonStyle } from '@coffer/ui/Button';
import { Link } from 'react-router';
import * as styles from './pages.css';

/** Route error 404 (spec §2.5 "Not-found page"). */
export function NotFoundPage() {
  return (
    <section className={styles.centered} aria-labelledby="not-found-title">
      <h1 id="not-found-title" className={styles.title}>
        Looks like you've found the doorway to the great nothing
      </h1>
      <p className={styles.text}>
        Sorry about that! Please visit our homepage to get where you need to go.
      </p>
      <Link to="/" className={buttonStyle({ variant: 'primary', size: 'md' })}>
        Take me there!
      </Link>
    </section>
  );
}
