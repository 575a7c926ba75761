import type { Menu } from '@coffer/contract';
import { useCallback } from 'react';
import { useParams } from 'react-router';
import { useAppearanceEditor, usePreviewPath } from '../../editor/state';
import { menuPreviewPath } from './menu-values';

/** The menu of the route's `:menuIndex` (and item of `:menuItemIndex`), and their edits. */
export function useMenuAt() {
  const editor = useAppearanceEditor();
  const params = useParams();
  const index = Number(params.menuIndex);
  const itemIndex = Number(params.menuItemIndex);
  const menus = editor.values.menus;
  const menu: Menu | undefined = Number.isInteger(index) ? menus[index] : undefined;
  const item = menu && Number.isInteger(itemIndex) ? menu.items[itemIndex] : undefined;
  const { setSection } = editor;
  usePreviewPath(menuPreviewPath(menu));

  const replace = useCallback((all: Menu[]) => setSection('menus', all), [setSection]);
  const update = useCallback(
    (patch: Partial<Menu>) => replace(menus.map((m, i) => (i === index ? { ...m, ...patch } : m))),
    [replace, menus, index],
  );
  return { menu, item, index, itemIndex, menus, replace, update, errors: editor.errors };
}
