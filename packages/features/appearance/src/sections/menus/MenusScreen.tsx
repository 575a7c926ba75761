import { useTrans } from '@coffer/core';
import { Link } from '@coffer/ui/Link';
import { Text } from '@coffer/ui/Text';
import { useNavigate } from 'react-router';
import { ListSectionPanel } from '../../editor/ListSectionPanel';
import { EDITOR_PATH } from '../../editor/SectionPanel';
import { useAppearanceEditor, usePreviewPath } from '../../editor/state';
import * as styles from '../themes/panel.css';
import { MENU_POSITIONS, newMenu } from './menu-values';

/** `menus`: every menu with the positions it shows at; New menu adds an empty one. */
export function MenusScreen() {
  const { trans } = useTrans();
  const { values, setSection } = useAppearanceEditor();
  const navigate = useNavigate();
  usePreviewPath('/drive');
  const menus = values.menus;
  const positionLabel = (id: string) => {
    const known = MENU_POSITIONS.find((p) => p.id === id);
    return known ? trans(known.label) : id;
  };

  const add = () => {
    setSection('menus', [...menus, newMenu(menus, trans('New menu'))]);
    navigate(`${EDITOR_PATH}/menus/${menus.length}`);
  };

  return (
    <ListSectionPanel title={trans('Menus')} addLabel={trans('New menu')} onAdd={add}>
      {menus.length === 0 ? (
        <Text as="p" tone="muted">
          {trans('No menus yet.')}
        </Text>
      ) : (
        <ul className={styles.list} aria-label={trans('Menus')}>
          {menus.map((menu, index) => (
            <li key={menu.id} className={styles.listItem}>
              <Link variant="standalone" href={`${EDITOR_PATH}/menus/${index}`}>
                {menu.name}
              </Link>
              <Text size="sm" tone="muted">
                {menu.positions.length > 0
                  ? menu.positions.map(positionLabel).join(', ')
                  : trans('Not shown')}
              </Text>
            </li>
          ))}
        </ul>
      )}
    </ListSectionPanel>
  );
}
