import {
  endpointUrl,
  type SocialProfile,
  type SocialService,
  socialApi,
  socialServices,
} from '@coffer/contract';
import {
  openSocialLoginPopup,
  showHttpErrorToast,
  socialLoginOutcome,
  useHttp,
  useSettings,
  useTrans,
} from '@coffer/core';
import { Button } from '@coffer/ui/Button';
import { Text } from '@coffer/ui/Text';
import { toast } from '@coffer/ui/Toast';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountKeys } from '../api/keys';
import * as styles from '../components/account.css';
import { Panel } from '../components/Panel';

const LABELS: Record<SocialService, string> = {
  google: 'Google',
  facebook: 'Facebook',
  twitter: 'Twitter',
  envato: 'Envato',
};

/** Connect or disconnect each enabled social login; a failure shows the generic error toast. */
export function SocialLoginPanel({ profiles }: { profiles: SocialProfile[] }) {
  const { trans } = useTrans();
  const settings = useSettings();
  const http = useHttp();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: accountKeys.user });
  const enabled = socialServices.filter((service) => settings.social[service].enable);
  const disconnect = useMutation({
    meta: { skipErrorToast: true },
    mutationFn: (service: SocialService) =>
      http.call(socialApi.disconnect, { params: { service } }),
    onSuccess: refresh,
    onError: (error) => showHttpErrorToast(error),
  });
  const connect = async (service: SocialService) => {
    const result = await openSocialLoginPopup(endpointUrl(socialApi.connectPopup, { service }), {
      baseUrl: settings.base_url,
    });
    const outcome = socialLoginOutcome(result);
    if (outcome.kind === 'error') toast.danger(outcome.message);
    if (outcome.kind === 'signed-in') {
      toast.positive(trans('Connected {service}', { service: LABELS[service] }));
      void refresh();
    }
  };
  if (enabled.length === 0) return null;
  return (
    <Panel
      id="social-login"
      title={trans('Social login')}
      description={trans('Sign in with another account you already have.')}
    >
      <ul className={styles.list}>
        {enabled.map((service) => {
          const profile = profiles.find((p) => p.service === service);
          return (
            <li key={service} className={styles.row}>
              <Text weight="medium">
                {!profile
                  ? LABELS[service]
                  : profile.username
                    ? trans('{service} · Connected as {username}', {
                        service: LABELS[service],
                        username: profile.username,
                      })
                    : trans('{service} · Connected', { service: LABELS[service] })}
              </Text>
              {profile ? (
                <Button
                  variant="outline"
                  size="sm"
                  aria-label={trans('Disconnect {service}', { service: LABELS[service] })}
                  isPending={disconnect.isPending && disconnect.variables === service}
                  onPress={() => disconnect.mutate(service)}
                >
                  {trans('Disconnect')}
                </Button>
              ) : (
                <Button
                  variant="outline"
                  size="sm"
                  aria-label={trans('Connect {service}', { service: LABELS[service] })}
                  onPress={() => connect(service)}
                >
                  {trans('Connect')}
                </Button>
              )}
            </li>
          );
        })}
      </ul>
    </Panel>
  );
}
