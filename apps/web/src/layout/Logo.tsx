import { useAuthRedirects } from '@coffer/auth';
import { redirectUriFor, useBootstrap, useSettings, useTheme } from '@coffer/core';
import { mobileMedia } from '@coffer/ui/theme';
import { Link } from 'react-router';
import * as styles from './navbar.css';

/**
 * The site logo in the navbar: the light or dark picture for the current theme (its
 * mobile variant on small screens), or the site name when none is configured. It links
 * to `/`, or to the redirect uri when signed in.
 */
export function Logo() {
  const { branding } = useSettings();
  const { isDark } = useTheme();
  const user = useBootstrap((data) => data.user);
  const redirects = useAuthRedirects();
  const to = user ? redirectUriFor(user, redirects) : '/';
  const desktop = (isDark ? branding.logo_dark : branding.logo_light) || branding.logo_light;
  const mobile =
    (isDark ? branding.logo_dark_mobile : branding.logo_light_mobile) ||
    branding.logo_light_mobile ||
    desktop;
  return (
    <Link to={to} className={styles.logoLink}>
      {desktop ? (
        <picture>
          {mobile !== desktop && <source media={mobileMedia} srcSet={mobile} />}
          <img src={desktop} alt={branding.site_name} className={styles.logoImage} />
        </picture>
      ) : (
        branding.site_name
      )}
    </Link>
  );
}
