import { type SocialService, socialServices } from '@coffer/contract/constants';
import { useSettings } from '@coffer/core';

/** The services switched on in settings, in the spec's order. */
export function useEnabledSocialServices(): SocialService[] {
  const { social } = useSettings();
  return socialServices.filter((service) => social[service].enable);
}
