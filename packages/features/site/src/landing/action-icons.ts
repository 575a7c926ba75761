import { ArrowRight, Cloud, LogIn, Mail } from 'lucide-react';

/**
 * The icons a call-to-action button may carry, by the name its setting holds (`icon`). A
 * short list rather than the whole icon set, which the landing page's first load could not
 * afford; an unknown name shows no icon.
 */
export const ACTION_ICONS = {
  'arrow-right': ArrowRight,
  cloud: Cloud,
  'log-in': LogIn,
  mail: Mail,
} as const;

export type ActionIconName = keyof typeof ACTION_ICONS;

export function actionIcon(name: string) {
  return Object.hasOwn(ACTION_ICONS, name) ? ACTION_ICONS[name as ActionIconName] : null;
}
