import {
  authRequiredRedirect,
  hasPermission,
  useBootstrap,
  useSettings,
  useTrans,
} from '@coffer/core';
import { Heading } from '@coffer/ui/Heading';
import { ProgressCircle } from '@coffer/ui/ProgressCircle';
import { sidebarNavLink } from '@coffer/ui/Sidebar';
import { Text } from '@coffer/ui/Text';
import { Navigate } from 'react-router';
import { useAccountUser } from '../api/account';
import * as styles from '../components/account.css';
import { AccountDetailsPanel } from '../panels/AccountDetailsPanel';
import { DangerZonePanel } from '../panels/DangerZonePanel';
import { DevelopersPanel } from '../panels/DevelopersPanel';
import { LocalizationPanel } from '../panels/LocalizationPanel';
import { PasswordPanel } from '../panels/PasswordPanel';
import { SessionsPanel } from '../panels/SessionsPanel';
import { SocialLoginPanel } from '../panels/SocialLoginPanel';
import { TwoFactorPanel } from '../panels/TwoFactorPanel';

/** `/account-settings` (spec §2.3): every panel, with a side navigation that scrolls to each. */
export function AccountSettingsPage() {
  const { trans } = useTrans();
  const bootstrapUser = useBootstrap((data) => data.user);
  const canUseApi = useBootstrap((data) => hasPermission(data, 'api.access'));
  const { social } = useSettings();
  const user = useAccountUser();
  const redirect = authRequiredRedirect(bootstrapUser);
  if (redirect) return <Navigate to={redirect} replace />;

  const hasSocial = Object.values(social).some(
    (entry) => typeof entry === 'object' && entry !== null && 'enable' in entry && entry.enable,
  );
  const sections = [
    ['account-details', trans('Account details')],
    ...(hasSocial ? [['social-login', trans('Social login')]] : []),
    ['password', trans('Password')],
    ['two-factor', trans('Two-factor authentication')],
    ['location', trans('Location and language')],
    ...(canUseApi ? [['developers', trans('Developers')]] : []),
    ['sessions', trans('Sessions')],
    ['danger-zone', trans('Delete account')],
  ] as const;

  return (
    <div className={styles.page}>
      <nav aria-label={trans('Account settings sections')} className={styles.sideNav}>
        <ul className={styles.sideNavList}>
          {sections.map(([id, label]) => (
            <li key={id}>
              <a
                className={sidebarNavLink}
                href={`#${id}`}
                onClick={(event) => {
                  event.preventDefault();
                  const target = document.getElementById(id);
                  target?.scrollIntoView({ behavior: 'smooth', block: 'start' });
                }}
              >
                {label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <div className={styles.panels}>
        <Heading level={1} size="lg">
          {trans('Account settings')}
        </Heading>
        {user.isPending ? (
          <ProgressCircle isIndeterminate aria-label={trans('Loading account')} />
        ) : user.isError ? (
          <Text tone="danger">
            {trans('There was an issue loading this page. Please try again later.')}
          </Text>
        ) : (
          <>
            <AccountDetailsPanel user={user.data} />
            <SocialLoginPanel profiles={user.data.social_profiles ?? []} />
            <PasswordPanel />
            <TwoFactorPanel enabled={user.data.two_factor_enabled} />
            <LocalizationPanel user={user.data} />
            {canUseApi && <DevelopersPanel />}
            <SessionsPanel />
            <DangerZonePanel userId={user.data.id} />
          </>
        )}
      </div>
    </div>
  );
}
