import { Heading } from '@coffer/ui/Heading';
import { RouterAdapterProvider } from '@coffer/ui/Link';
import type { ReactNode } from 'react';
import { useHref, useNavigate } from 'react-router';
import * as styles from './auth.css';
import { SiteLogo } from './SiteLogo';

export interface AuthLayoutProps {
  /** The card's heading, the page's one `h1`. */
  heading: ReactNode;
  /** Text under the heading. */
  message?: ReactNode;
  /** Shown under the card (e.g. 'Already have an account? Sign in'). */
  footer?: ReactNode;
  /** Replace the whole app (gated screens) rather than sit inside the shell. @default false */
  fullPage?: boolean;
  /** Content at the top corner of a full page (the gated screens' Logout button). */
  corner?: ReactNode;
  children?: ReactNode;
}

/** The frame of every auth screen: logo, a card with a heading, then the screen's form. */
export function AuthLayout({
  heading,
  message,
  footer,
  fullPage = false,
  corner,
  children,
}: AuthLayoutProps) {
  const navigate = useNavigate();
  return (
    <RouterAdapterProvider navigate={navigate} useHref={useHref}>
      <div className={fullPage ? styles.fullPage : styles.page}>
        {corner && <div className={styles.corner}>{corner}</div>}
        <SiteLogo />
        <section className={styles.card} aria-labelledby="auth-heading">
          <Heading level={1} size="lg" id="auth-heading" className={styles.heading}>
            {heading}
          </Heading>
          {message && <p className={styles.muted}>{message}</p>}
          {children}
        </section>
        {footer && <p className={styles.centerText}>{footer}</p>}
      </div>
    </RouterAdapterProvider>
  );
}
