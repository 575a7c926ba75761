import { useTrans } from '@coffer/core';
import { Button } from '@coffer/ui/Button';
import { Link } from '@coffer/ui/Link';
import { Switch } from '@coffer/ui/Switch';
import { TextField } from '@coffer/ui/TextField';
import { Trash2 } from 'lucide-react';
import { useNavigate } from 'react-router';
import { EDITOR_PATH, SectionPanel } from '../../editor/SectionPanel';
import { usePreviewPath } from '../../editor/state';
import { MissingItem } from './MissingItem';
import * as styles from './panel.css';
import { ThemeColors } from './ThemeColors';

import { RADIUS_PRESETS, radiusPresetOf, setDefault, THEMES_PREVIEW_PATH } from './theme-values';
import { useThemeAt } from './use-theme';

/**
 * `themes/:themeIndex`: a theme's name, whether it is dark, whether it is the default light
 * or dark theme, its colours (with contrast warnings), links to its font and radius, and
 * Delete (not the last theme). The frame shows this theme meanwhile.
 */
export function ThemeEditorScreen() {
  const { trans } = useTrans();
  const navigate = useNavigate();
  const { theme, index, themes, update, replace, setThemes, setValues, error } = useThemeAt();
  usePreviewPath(THEMES_PREVIEW_PATH);
  const back = { to: 'themes', label: trans('Themes') };
  if (!theme) return <MissingItem back={back} message={trans('This theme does not exist.')} />;

  const preset = RADIUS_PRESETS.find((p) => p.id === radiusPresetOf(theme));
  const base = `${EDITOR_PATH}/themes/${index}`;
  const remove = () => {
    // The site's default theme (`default_id`) may not name a theme that is gone.
    setThemes({
      ...themes,
      default_id: themes.default_id === theme.id ? null : themes.default_id,
      all: themes.all.filter((_, i) => i !== index),
    });
    navigate(`${EDITOR_PATH}/themes`);
  };

  return (
    <SectionPanel title={theme.name || trans('Untitled theme')} back={back}>
      <TextField
        label={trans('Name')}
        value={theme.name}
        onChange={(name) => update({ name })}
        isRequired
        isInvalid={Boolean(error[`themes.all.${index}.name`])}
        errorMessage={error[`themes.all.${index}.name`]}
      />
      <Switch isSelected={theme.is_dark} onChange={(is_dark) => update({ is_dark })}>
        {trans('Dark theme')}
      </Switch>
      <Switch
        isSelected={theme.default_light}
        onChange={(on) => replace(setDefault(themes.all, index, 'default_light', on))}
      >
        {trans('Default light theme')}
      </Switch>
      <Switch
        isSelected={theme.default_dark}
        onChange={(on) => replace(setDefault(themes.all, index, 'default_dark', on))}
      >
        {trans('Default dark theme')}
      </Switch>
      <ul className={styles.list}>
        <li className={styles.listItem}>
          <Link variant="standalone" href={`${base}/font`}>
            {trans('Font')}
          </Link>
          <span>{theme.font?.family ?? trans('System font')}</span>
        </li>
        <li className={styles.listItem}>
          <Link variant="standalone" href={`${base}/radius`}>
            {trans('Corners')}
          </Link>
          <span>{preset ? trans(preset.label) : trans('Custom')}</span>
        </li>
      </ul>
      <ThemeColors theme={theme} onChange={(name, value) => setValues({ [name]: value })} />
      <Button
        variant="danger"
        onPress={remove}
        isDisabled={themes.all.length <= 1}
        startIcon={<Trash2 size={16} aria-hidden="true" />}
      >
        {trans('Delete theme')}
      </Button>
    </SectionPanel>
  );
}
