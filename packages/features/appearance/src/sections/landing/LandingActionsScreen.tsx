import type { LandingAction } from '@coffer/contract';
import { useTrans } from '@coffer/core';
import { Heading } from '@coffer/ui/Heading';
import { Select, SelectItem } from '@coffer/ui/Select';
import { Switch } from '@coffer/ui/Switch';
import { TextField } from '@coffer/ui/TextField';
import { LinkTargetFields } from '../../editor/LinkTargetFields';
import { SectionPanel } from '../../editor/SectionPanel';
import * as styles from '../themes/panel.css';
import {
  ACTION_ICON_NAMES,
  ACTION_KEYS,
  type ActionKey,
  LANDING_BACK,
  landingBack,
  newAction,
} from './landing-values';
import { useLanding } from './use-landing';

const NO_ICON = 'none';

/**
 * `landing-page/action-buttons`: the hero's three buttons, each shown or not, with its label,
 * type (a page of the site or a link), where it goes and its icon.
 */
export function LandingActionsScreen() {
  const { trans } = useTrans();
  const { landing, change, error } = useLanding();
  const set = (key: ActionKey, action: LandingAction | null) =>
    change({ actions: { ...landing.actions, [key]: action } });

  return (
    <SectionPanel title={trans('Action buttons')} back={landingBack(trans(LANDING_BACK))}>
      {ACTION_KEYS.map((key, i) => {
        const action = landing.actions[key];
        const path = (field: string) => error(`actions.${key}.${field}`);
        const edit = (patch: Partial<LandingAction>) => action && set(key, { ...action, ...patch });
        const number = i + 1;
        return (
          <fieldset key={key} className={styles.fieldset}>
            <legend className={styles.legend}>
              <Heading level={3} size="sm">
                {trans('Button {number}', { number })}
              </Heading>
            </legend>
            <Switch
              isSelected={action !== null}
              onChange={(on) => set(key, on ? newAction(trans('Get started')) : null)}
            >
              {trans('Show button {number}', { number })}
            </Switch>
            {action && (
              <>
                <TextField
                  label={trans('Label')}
                  value={action.label}
                  onChange={(label) => edit({ label })}
                  isRequired
                  isInvalid={Boolean(path('label'))}
                  errorMessage={path('label')}
                />
                <LinkTargetFields target={action} onChange={edit} actionError={path('action')} />
                <Select
                  label={trans('Icon')}
                  selectedKey={
                    (ACTION_ICON_NAMES as readonly string[]).includes(action.icon)
                      ? action.icon
                      : NO_ICON
                  }
                  onSelectionChange={(icon) => edit({ icon: icon === NO_ICON ? '' : String(icon) })}
                >
                  <SelectItem id={NO_ICON}>{trans('None')}</SelectItem>
                  {ACTION_ICON_NAMES.map((name) => (
                    <SelectItem key={name} id={name}>
                      {name}
                    </SelectItem>
                  ))}
                </Select>
              </>
            )}
          </fieldset>
        );
      })}
    </SectionPanel>
  );
}
