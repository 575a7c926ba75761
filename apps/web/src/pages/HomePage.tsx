import { useSettings } from '@coffer/core';
import * as styles from './pages.css';

/** `/`: the site's front door. The auth issue turns it into the login or register page per the homepage setting. */
export function HomePage() {
  const { branding } = useSettings();
  return (
    <section className={styles.centered} aria-labelledby="home-title">
      <h1 id="home-title" className={styles.title}>
        {branding.site_name}
      </h1>
      <p className={styles.text}>Store, organise and share your files.</p>
    </section>
  );
}
