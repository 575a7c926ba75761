import { usePermissionCatalogue } from '@coffer/admin/screen-parts';
import type { MenuItem } from '@coffer/contract';
import { useTrans } from '@coffer/core';
import { Button } from '@coffer/ui/Button';
import { Checkbox } from '@coffer/ui/Checkbox';
import { CheckboxGroup } from '@coffer/ui/CheckboxGroup';
import { ComboBox } from '@coffer/ui/ComboBox';
import { Select, SelectItem } from '@coffer/ui/Select';
import { Tag, TagGroup } from '@coffer/ui/TagGroup';
import { TextField } from '@coffer/ui/TextField';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { LinkTargetFields } from '../../editor/LinkTargetFields';
import { EDITOR_PATH, SectionPanel } from '../../editor/SectionPanel';
import { MissingItem } from '../themes/MissingItem';
import { useRoleChoices } from './api';
import { ItemConditions } from './ItemConditions';
import { useMenuAt } from './use-menu';

const ANYONE = 'any';

/**
 * `menus/:menuIndex/items/:menuItemIndex`: one item's label, type (a page of the site or a
 * link), action, icon, target, and who sees it (roles, permissions, settings conditions,
 * subscription status: spec §5's visibility rules); Delete item.
 */
export function MenuItemEditorScreen() {
  const { trans } = useTrans();
  const navigate = useNavigate();
  const { menu, item, index, itemIndex, update, errors } = useMenuAt();
  const roles = useRoleChoices();
  const catalogue = usePermissionCatalogue();
  const [permissionInput, setPermissionInput] = useState('');
  if (!menu || !item) {
    return (
      <MissingItem
        back={{ to: menu ? `menus/${index}` : 'menus', label: menu?.name ?? trans('Menus') }}
        message={trans('This menu item does not exist.')}
      />
    );
  }

  const change = (patch: Partial<MenuItem>) =>
    update({ items: menu.items.map((it, i) => (i === itemIndex ? { ...it, ...patch } : it)) });
  const error = (field: string) => errors[`menus.${index}.items.${itemIndex}.${field}`];
  const remove = () => {
    update({ items: menu.items.filter((_, i) => i !== itemIndex) });
    navigate(`${EDITOR_PATH}/menus/${index}`);
  };
  const permissions = item.permissions ?? [];
  const addable = (catalogue.data?.permissions ?? []).filter(
    (entry) => !permissions.includes(entry.name),
  );

  return (
    <SectionPanel
      title={item.label || trans('Untitled item')}
      back={{ to: `menus/${index}`, label: menu.name || trans('Untitled menu') }}
    >
      <TextField
        label={trans('Label')}
        value={item.label}
        onChange={(label) => change({ label })}
        isInvalid={Boolean(error('label'))}
        errorMessage={error('label')}
      />
      <LinkTargetFields target={item} onChange={change} actionError={error('action')} />
      <TextField
        label={trans('Icon')}
        description={trans('An icon’s name; empty: none.')}
        value={item.icon ?? ''}
        onChange={(icon) => change({ icon: icon || undefined })}
      />
      <Select
        label={trans('Opens in')}
        selectedKey={item.target ?? '_self'}
        onSelectionChange={(key) => change({ target: key === '_blank' ? '_blank' : undefined })}
      >
        <SelectItem id="_self">{trans('The same window')}</SelectItem>
        <SelectItem id="_blank">{trans('A new window')}</SelectItem>
      </Select>
      <CheckboxGroup
        label={trans('Roles')}
        description={trans('Only people with every role checked see the item; none: anyone.')}
        value={(item.roles ?? []).map(String)}
        onChange={(ids) => change({ roles: ids.length > 0 ? ids.map(Number) : undefined })}
      >
        {(roles.data ?? []).map((role) => (
          <Checkbox key={role.id} value={String(role.id)}>
            {role.name}
          </Checkbox>
        ))}
      </CheckboxGroup>
      <TagGroup
        label={trans('Permissions')}
        description={trans('Only people with every permission listed see the item.')}
        items={permissions.map((name) => ({ id: name }))}
        onRemove={(keys) => {
          const next = permissions.filter((name) => !keys.has(name));
          change({ permissions: next.length > 0 ? next : undefined });
        }}
        renderEmptyState={() => trans('None')}
      >
        {(entry) => <Tag id={entry.id}>{entry.id}</Tag>}
      </TagGroup>
      <ComboBox
        label={trans('Add a permission')}
        items={addable}
        inputValue={permissionInput}
        onInputChange={setPermissionInput}
        selectedKey={null}
        onSelectionChange={(key) => {
          if (key === null) return;
          change({ permissions: [...permissions, String(key)] });
          setPermissionInput('');
        }}
      >
        {(entry) => <SelectItem id={entry.name}>{entry.name}</SelectItem>}
      </ComboBox>
      <ItemConditions settings={item.settings} onChange={(settings) => change({ settings })} />
      <Select
        label={trans('Subscription')}
        selectedKey={item.subscriptionStatus ?? ANYONE}
        onSelectionChange={(key) =>
          change({
            subscriptionStatus: key === 'subscribed' || key === 'unsubscribed' ? key : undefined,
          })
        }
      >
        <SelectItem id={ANYONE}>{trans('Subscribed or not')}</SelectItem>
        <SelectItem id="subscribed">{trans('Subscribers only')}</SelectItem>
        <SelectItem id="unsubscribed">{trans('People without a subscription only')}</SelectItem>
      </Select>
      <Button variant="danger" onPress={remove} startIcon={<Trash2 size={16} aria-hidden="true" />}>
        {trans('Delete item')}
      </Button>
    </SectionPanel>
  );
}
