import { lazy, Suspense } from 'react';
import { useEnabledSocialServices } from './social-services';

// The buttons and the popup flow behind them load only where a service is on: most sites
// have none, and the login screen is the first page most visitors load (ADR 0007).
const SocialButtons = lazy(async () => ({
  default: (await import('./SocialButtons')).SocialButtons,
}));

/** The sign-in screens' social buttons (spec §2.1, §4): nothing when no service is on. */
export function SocialSignIn({ dividerLabel }: { dividerLabel?: string }) {
  const services = useEnabledSocialServices();
  if (services.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <SocialButtons dividerLabel={dividerLabel} />
    </Suspense>
  );
}
