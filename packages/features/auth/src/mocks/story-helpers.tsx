import type { BootstrapData, Settings } from '@coffer/contract';
import { bootstrapFixture, settingsFixture, userFixture } from '@coffer/contract/fixtures';
import { DialogOutlet } from '@coffer/ui/DialogOutlet';
import { ToastRegion } from '@coffer/ui/Toast';
import type { Decorator } from '@storybook/react-vite';
import { type ReactNode, useState } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import * as styles from '../components/auth.css';

/**
 * Renders the story at a route pattern (so `useParams` works, e.g. `/password/reset/:token`),
 * with the app's toast region and dialog outlet. The screen stays mounted at the location it
 * opened at; where it navigated to shows beside it, for plays to assert on. A story may
 * change the pattern with `parameters.routePattern`.
 */
export const atRoute =
  (pattern: string): Decorator =>
  (Story, { parameters }) => (
    <>
      <FrozenRoutes pattern={parameters.routePattern ?? pattern}>
        <Story />
      </FrozenRoutes>
      <CurrentPath />
      <ToastRegion />
      <DialogOutlet />
    </>
  );

function FrozenRoutes({ pattern, children }: { pattern: string; children: ReactNode }) {
  const location = useLocation();
  const [opened] = useState(location);
  return (
    <Routes location={opened}>
      <Route path={pattern} element={children} />
    </Routes>
  );
}

function CurrentPath() {
  const { pathname } = useLocation();
  return <p className={styles.muted}>Current path: {pathname}</p>;
}

/** Guest bootstrap data with some settings changed. */
export function guestWith(settings: Partial<Settings> = {}, extra: Partial<BootstrapData> = {}) {
  return bootstrapFixture({ settings: settingsFixture(settings), ...extra });
}

/** A signed-in user, with user fields and settings changed. */
export function userWith(
  user: Parameters<typeof userFixture>[0],
  settings: Partial<Settings> = {},
): BootstrapData {
  return bootstrapFixture({ settings: settingsFixture(settings), user: userFixture(user) });
}

/** Every social service switched on, in compact mode or not. */
export function allSocial(compact: boolean): Settings['social'] {
  return {
    google: { enable: true },
    facebook: { enable: true },
    twitter: { enable: true },
    envato: { enable: true },
    compact_buttons: compact,
  };
}
