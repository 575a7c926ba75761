import { useSettings, useTrans } from '@coffer/core';
import { AuthLayout } from '../components/AuthLayout';
import { LogoutButton } from '../components/LogoutButton';

/** The suspended screen (spec §2.5), the only screen of a banned user. */
export function SuspendedScreen() {
  const { branding } = useSettings();
  const { trans } = useTrans();
  return (
    <AuthLayout
      fullPage
      corner={<LogoutButton />}
      heading={trans('Your account is suspended')}
      message={trans(
        "You can't open {siteName} because your account is suspended. Contact the Admin to re-activate your account.",
        { siteName: branding.site_name },
      )}
    />
  );
}
