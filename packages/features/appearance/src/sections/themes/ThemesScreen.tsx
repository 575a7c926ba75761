import { useTrans } from '@coffer/core';
import { Badge } from '@coffer/ui/Badge';
import { Link } from '@coffer/ui/Link';
import { useNavigate } from 'react-router';
import { ListSectionPanel } from '../../editor/ListSectionPanel';
import { EDITOR_PATH } from '../../editor/SectionPanel';
import { useAppearanceEditor, usePreviewPath } from '../../editor/state';
import * as styles from './panel.css';
import { newTheme, THEMES_PREVIEW_PATH } from './theme-values';

/**
 * `themes`: every theme, light or dark, with the default light and dark ones marked; each
 * opens its editor, and New theme adds a copy of the default light one.
 */
export function ThemesScreen() {
  const { trans } = useTrans();
  const { values, setSection } = useAppearanceEditor();
  const navigate = useNavigate();
  usePreviewPath(THEMES_PREVIEW_PATH);
  const themes = values.themes;

  const add = () => {
    const theme = newTheme(themes.all, trans('New theme'));
    setSection('themes', { ...themes, all: [...themes.all, theme] });
    navigate(`${EDITOR_PATH}/themes/${themes.all.length}`);
  };

  return (
    <ListSectionPanel title={trans('Themes')} addLabel={trans('New theme')} onAdd={add}>
      <ul className={styles.list} aria-label={trans('Themes')}>
        {themes.all.map((theme, index) => (
          <li key={theme.id} className={styles.listItem}>
            <Link variant="standalone" href={`${EDITOR_PATH}/themes/${index}`}>
              {theme.name}
            </Link>
            <span className={styles.badges}>
              <Badge tone="neutral">
                {theme.is_dark ? trans('Dark theme') : trans('Light theme')}
              </Badge>
              {theme.default_light && <Badge tone="primary">{trans('Default light')}</Badge>}
              {theme.default_dark && <Badge tone="primary">{trans('Default dark')}</Badge>}
            </span>
          </li>
        ))}
      </ul>
    </ListSectionPanel>
  );
}
