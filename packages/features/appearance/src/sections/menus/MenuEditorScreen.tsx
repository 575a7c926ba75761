import { useTrans } from '@coffer/core';
import { Button } from '@coffer/ui/Button';
import { Checkbox } from '@coffer/ui/Checkbox';
import { CheckboxGroup } from '@coffer/ui/CheckboxGroup';
import { Heading } from '@coffer/ui/Heading';
import { TextField } from '@coffer/ui/TextField';
import { Plus, Trash2 } from 'lucide-react';
import { useNavigate } from 'react-router';
import { EDITOR_PATH, SectionPanel } from '../../editor/SectionPanel';
import { MissingItem } from '../themes/MissingItem';
import * as styles from '../themes/panel.css';
import { MenuItemList } from './MenuItemList';
import { MENU_POSITIONS, newMenuItem } from './menu-values';
import { useMenuAt } from './use-menu';

/**
 * `menus/:menuIndex`: a menu's name, the positions it shows at, its items in order (drag or
 * keyboard to reorder, each opening its editor), New item, and Delete. The frame shows a page
 * with the menu's first position meanwhile.
 */
export function MenuEditorScreen() {
  const { trans } = useTrans();
  const navigate = useNavigate();
  const { menu, index, menus, replace, update, errors } = useMenuAt();
  const back = { to: 'menus', label: trans('Menus') };
  if (!menu) return <MissingItem back={back} message={trans('This menu does not exist.')} />;

  const base = `${EDITOR_PATH}/menus/${index}`;
  // Positions saved by an older version or another app stay, shown by their id.
  const unknown = menu.positions.filter((id) => !MENU_POSITIONS.some((p) => p.id === id));
  const addItem = () => {
    update({ items: [...menu.items, newMenuItem(menu.items, trans('New item'))] });
    navigate(`${base}/items/${menu.items.length}`);
  };
  const remove = () => {
    replace(menus.filter((_, i) => i !== index));
    navigate(`${EDITOR_PATH}/menus`);
  };

  return (
    <SectionPanel title={menu.name || trans('Untitled menu')} back={back}>
      <TextField
        label={trans('Name')}
        value={menu.name}
        onChange={(name) => update({ name })}
        isRequired
        isInvalid={Boolean(errors[`menus.${index}.name`])}
        errorMessage={errors[`menus.${index}.name`]}
      />
      <CheckboxGroup
        label={trans('Positions')}
        description={trans('Where the app shows this menu.')}
        value={menu.positions}
        onChange={(positions) => update({ positions })}
      >
        {MENU_POSITIONS.map((position) => (
          <Checkbox key={position.id} value={position.id}>
            {trans(position.label)}
          </Checkbox>
        ))}
        {unknown.map((id) => (
          <Checkbox key={id} value={id}>
            {id}
          </Checkbox>
        ))}
      </CheckboxGroup>
      <div className={styles.header}>
        <Heading level={3} size="sm">
          {trans('Items')}
        </Heading>
        <Button
          variant="outline"
          size="sm"
          onPress={addItem}
          startIcon={<Plus size={16} aria-hidden="true" />}
        >
          {trans('Add item')}
        </Button>
      </div>
      <MenuItemList
        items={menu.items}
        onReorder={(items) => update({ items })}
        onOpen={(itemIndex) => navigate(`${base}/items/${itemIndex}`)}
      />
      <Button variant="danger" onPress={remove} startIcon={<Trash2 size={16} aria-hidden="true" />}>
        {trans('Delete menu')}
      </Button>
    </SectionPanel>
  );
}
