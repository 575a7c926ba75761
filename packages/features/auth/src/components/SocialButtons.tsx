import { endpointUrl, socialApi } from '@coffer/contract';
import type { SocialService } from '@coffer/contract/constants';
import { openSocialLoginPopup, socialLoginOutcome, useSettings, useTrans } from '@coffer/core';
import { Button } from '@coffer/ui/Button';
import { openDialog } from '@coffer/ui/DialogOutlet';
import { toast } from '@coffer/ui/Toast';
import { useCompleteSignIn } from '../api/sign-in';
import * as styles from './auth.css';
import { useEnabledSocialServices } from './social-services';

export const socialLabels: Record<SocialService, string> = {
  google: 'Google',
  facebook: 'Facebook',
  twitter: 'Twitter',
  envato: 'Envato',
};

/**
 * Social sign-in buttons (spec §2.1, §4): one per enabled service, with the divider
 * 'Or sign up with' in compact mode (icon-size buttons in a row) and 'OR' otherwise.
 */
export function SocialButtons({ dividerLabel }: { dividerLabel?: string }) {
  const { social } = useSettings();
  const { trans } = useTrans();
  const services = useEnabledSocialServices();
  const signIn = useSocialSignIn();
  if (services.length === 0) return null;
  const compact = social.compact_buttons;
  return (
    <>
      <div className={styles.divider}>
        {dividerLabel ?? (compact ? trans('Or sign up with') : trans('OR'))}
      </div>
      <div className={compact ? styles.socialRow : styles.socialColumn}>
        {services.map((service) => (
          <Button
            key={service}
            variant="secondary"
            fullWidth={!compact}
            onPress={() => signIn(service)}
          >
            {compact
              ? socialLabels[service]
              : trans('Continue with {service}', { service: socialLabels[service] })}
          </Button>
        ))}
      </div>
    </>
  );
}

/** Runs the popup flow and acts on its outcome as spec §4 says. */
export function useSocialSignIn() {
  const { base_url: baseUrl } = useSettings();
  const completeSignIn = useCompleteSignIn();
  return async (service: SocialService) => {
    const result = await openSocialLoginPopup(endpointUrl(socialApi.loginPopup, { service }), {
      baseUrl,
    });
    const outcome = socialLoginOutcome(result);
    if (outcome.kind === 'signed-in') completeSignIn(outcome.bootstrapData);
    if (outcome.kind === 'error') toast.danger(outcome.message);
    if (outcome.kind === 'password-required') {
      // The dialog is rare: load it only when a provider asks for the account's password.
      const { SocialPasswordDialog } = await import('./SocialPasswordDialog');
      const answer = await openDialog(SocialPasswordDialog, {});
      if (answer) completeSignIn(answer.bootstrapData);
    }
  };
}
