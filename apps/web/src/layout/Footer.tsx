import { useSettings, useTheme, useTrans } from '@coffer/core';
import { Button } from '@coffer/ui/Button';
import { lazy, Suspense } from 'react';
import { CustomMenu } from './CustomMenu';
import * as styles from './layout.css';

// Loaded only on sites with i18n on, so the first load of every page stays without a Select.
const LanguageSwitch = lazy(() => import('./LanguageSwitch'));

export interface FooterProps {
  /**
   * On auth pages the footer also shows the admin's auth-page-footer menu.
   * @default false
   */
  isAuthPage?: boolean;
}

/**
 * Site footer (spec §2.5): the admin's footer menu (and the auth-page-footer menu on auth
 * pages), copyright with the site name, the theme switch when visitors may change it, and
 * the language switch when i18n is on.
 */
export function Footer({ isAuthPage = false }: FooterProps) {
  const { branding, i18n } = useSettings();
  const { isDark, schemeUnknown, toggle, canChange } = useTheme();
  const { trans } = useTrans();
  return (
    <footer className={styles.footer}>
      <div className={styles.footerMenus}>
        <CustomMenu position="footer" label={trans('Footer')} className={styles.footerMenu} />
        {isAuthPage && (
          <CustomMenu
            position="auth-page-footer"
            label={trans('Legal')}
            className={styles.footerMenu}
          />
        )}
        <p className={styles.copyright}>
          {trans('Copyright © {year} {site}, All Rights Reserved', {
            year: new Date().getFullYear(),
            site: branding.site_name,
          })}
        </p>
      </div>
      {i18n.enable && (
        <Suspense fallback={null}>
          <LanguageSwitch />
        </Suspense>
      )}
      {canChange && (
        <Button variant="text" size="sm" onPress={toggle}>
          {schemeUnknown ? (
            // Rendered on the server for a visitor who follows the OS: the label the OS's scheme
            // calls for, by CSS, until the app knows it (ADR 0030).
            <>
              <span className={styles.inLightScheme}>{trans('Dark mode')}</span>
              <span className={styles.inDarkScheme}>{trans('Light mode')}</span>
            </>
          ) : isDark ? (
            trans('Light mode')
          ) : (
            trans('Dark mode')
          )}
        </Button>
      )}
    </footer>
  );
}
