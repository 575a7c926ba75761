import { useSettings } from '@coffer/core';
import { AuthLayout } from '../components/AuthLayout';
import { LogoutButton } from '../components/LogoutButton';

/** The suspended screen (spec §2.5), the only screen of a banned user. */
export function SuspendedScreen() {
  const { branding } = useSettings();
  return (
    <AuthLayout
      fullPage
      corner={<LogoutButton />}
      heading="Your account is suspended"
      message={`You can't open ${branding.site_name} because your account is suspended. Contact the Admin to re-activate your account.`}
    />
  );
}
