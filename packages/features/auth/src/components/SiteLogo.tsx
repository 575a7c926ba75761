import { useSettings } from '@coffer/core';
import { Link } from 'react-router';
import * as styles from './auth.css';

/**
 * The site's logo linking home, light or dark by the page's theme (`html[data-theme]`,
 * so it follows theme switches without a re-render); the site name stands in when no
 * logo is configured.
 */
export function SiteLogo() {
  const { branding } = useSettings();
  const light = branding.logo_light;
  const dark = branding.logo_dark || light;
  return (
    <Link to="/" className={styles.logoLink}>
      {light ? (
        <>
          <img src={light} alt={branding.site_name} className={styles.logoLight} />
          <img src={dark} alt={branding.site_name} className={styles.logoDark} />
        </>
      ) : (
        branding.site_name
      )}
    </Link>
  );
}
