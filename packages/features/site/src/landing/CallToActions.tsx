import type { LandingAction } from '@coffer/contract';
import { buttonStyle } from '@coffer/ui/Button';
import { SiteLink } from '../components/SiteLink';
import { actionIcon } from './action-icons';
import * as styles from './landing.css';

export interface CallToActionsProps {
  /** The buttons in order; null ones are not shown. */
  actions: ReadonlyArray<LandingAction | null>;
}

/** Up to three call-to-action buttons (spec §3: label, route or link, icon); the first stands out. */
export function CallToActions({ actions }: CallToActionsProps) {
  const shown = actions.filter((action): action is LandingAction => Boolean(action?.label));
  if (shown.length === 0) return null;
  return (
    <div className={styles.actions}>
      {shown.map((action, index) => {
        const Icon = actionIcon(action.icon);
        const look = index === 0 ? styles.onBandPrimary : styles.onBandSecondary;
        return (
          <SiteLink
            key={`${action.label}|${action.action}`}
            href={action.action}
            type={action.type}
            className={`${buttonStyle({ variant: index === 0 ? 'primary' : 'outline', size: 'lg' })} ${look}`}
          >
            {action.label}
            {Icon && <Icon aria-hidden className={styles.actionIcon} />}
          </SiteLink>
        );
      })}
    </div>
  );
}
