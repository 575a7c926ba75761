import { useTrans } from '@coffer/core';
import { Radio, RadioGroup } from '@coffer/ui/RadioGroup';
import { SectionPanel } from '../../editor/SectionPanel';
import { usePreviewPath } from '../../editor/state';
import { MissingItem } from './MissingItem';

import {
  RADIUS_PRESETS,
  RADIUS_VARIABLES,
  radiusPresetOf,
  THEMES_PREVIEW_PATH,
} from './theme-values';
import { useThemeAt } from './use-theme';

/**
 * `themes/:themeIndex/radius`: how round the theme's corners are, as a preset that sets the
 * small, medium and large radius (`--coffer-radius-sm|md|lg`), shown in the frame at once.
 */
export function ThemeRadiusScreen() {
  const { trans } = useTrans();
  const { theme, index, setValues } = useThemeAt();
  usePreviewPath(THEMES_PREVIEW_PATH);
  if (!theme) {
    return (
      <MissingItem
        back={{ to: 'themes', label: trans('Themes') }}
        message={trans('This theme does not exist.')}
      />
    );
  }
  const choose = (id: string) => {
    const preset = RADIUS_PRESETS.find((p) => p.id === id);
    if (!preset) return;
    setValues(
      Object.fromEntries(RADIUS_VARIABLES.map((name, i) => [name, preset.values[i] ?? ''])),
    );
  };
  return (
    <SectionPanel title={trans('Corners')} back={{ to: `themes/${index}`, label: theme.name }}>
      <RadioGroup
        label={trans('Corner radius')}
        value={radiusPresetOf(theme) ?? ''}
        onChange={choose}
      >
        {RADIUS_PRESETS.map((preset) => (
          <Radio key={preset.id} value={preset.id}>
            {trans(preset.label)}
          </Radio>
        ))}
      </RadioGroup>
    </SectionPanel>
  );
}
