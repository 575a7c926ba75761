import type { ThemeFontFamily } from '@coffer/contract';
import { useTrans } from '@coffer/core';
import { Radio, RadioGroup } from '@coffer/ui/RadioGroup';
import { SectionPanel } from '../../editor/SectionPanel';
import { usePreviewPath } from '../../editor/state';
import { MissingItem } from './MissingItem';

import { fontChoice, SYSTEM_FONT, THEMES_PREVIEW_PATH } from './theme-values';
import { useThemeAt } from './use-theme';

/**
 * `themes/:themeIndex/font`: the theme's font, one of the self-hosted web fonts or the
 * system's; the frame loads and shows it at once (`setThemeFont`).
 */
export function ThemeFontScreen() {
  const { trans } = useTrans();
  const { editor, theme, index, update } = useThemeAt();
  usePreviewPath(THEMES_PREVIEW_PATH);
  if (!theme) {
    return (
      <MissingItem
        back={{ to: 'themes', label: trans('Themes') }}
        message={trans('This theme does not exist.')}
      />
    );
  }
  const choose = (value: string) => {
    const font = value === SYSTEM_FONT ? null : { family: value as ThemeFontFamily };
    update({ font });
    editor.post({ type: 'setThemeFont', font });
  };
  return (
    <SectionPanel title={trans('Font')} back={{ to: `themes/${index}`, label: theme.name }}>
      <RadioGroup label={trans('Font')} value={fontChoice(theme)} onChange={choose}>
        <Radio value={SYSTEM_FONT}>{trans('System font')}</Radio>
        {editor.fonts.map((family) => (
          <Radio key={family} value={family}>
            {family}
          </Radio>
        ))}
      </RadioGroup>
    </SectionPanel>
  );
}
