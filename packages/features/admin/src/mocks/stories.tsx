import type { BootstrapData } from '@coffer/contract';
import { toastStore } from '@coffer/ui/Toast';
import type { Decorator } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AdminLayout } from '../layout/AdminLayout';
import { type AdminSection, adminSidebarScreens } from '../layout/sections';
import { adminBootstrap } from './index';

/** Shows a screen story inside the admin layout (its `<main>`, navbar and sidebar). */
export const withAdminLayout: Decorator = (Story) => (
  <AdminLayout layout="columns">
    <Story />
  </AdminLayout>
);

/** As `withAdminLayout`, the sidebar holding the items of other features' `sections` too. */
export function withAdminSections(sections: readonly AdminSection[]): Decorator {
  const screens = adminSidebarScreens(sections);
  return (Story) => (
    <AdminLayout layout="columns" screens={screens}>
      <Story />
    </AdminLayout>
  );
}

/** A screen story's meta: in the admin layout, full screen, at `route`, signed in as `bootstrap`. */
export function adminScreenMeta(route: string, bootstrap: BootstrapData = adminBootstrap()) {
  return {
    decorators: [withAdminLayout],
    parameters: { layout: 'fullscreen', route, bootstrap },
  };
}

/** Queries over the whole document: menus, listboxes and dialogs open outside the canvas. */
export const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** The message of the latest toast. */
export const lastToast = () => toastStore.getSnapshot().at(-1)?.message;

/** Focuses the row showing `rowText` as the keyboard reaches it. */
export async function focusRow(canvasElement: HTMLElement, rowText: string) {
  const row = (await within(canvasElement).findByText(rowText)).closest<HTMLElement>(
    '[role="row"]',
  );
  row?.focus();
  await waitFor(() => expect(row).toHaveFocus());
}

/** Presses a row's actions button as the keyboard reaches it: the row, then ArrowLeft to its last cell. */
export async function pressRowButton(
  canvasElement: HTMLElement,
  rowText: string,
  button = `Actions for ${rowText}`,
) {
  await focusRow(canvasElement, rowText);
  await userEvent.keyboard('{ArrowLeft}');
  await waitFor(() =>
    expect(within(canvasElement).getByRole('button', { name: button })).toHaveFocus(),
  );
  await userEvent.keyboard('{Enter}');
}

/** Opens a row's actions menu by keyboard (see `pressRowButton`); resolves once it has the focus. */
export async function openRowMenu(
  canvasElement: HTMLElement,
  rowText: string,
  name = `Actions for ${rowText}`,
) {
  await pressRowButton(canvasElement, rowText, name);
  const menu = await body(canvasElement).findByRole('menu', { name });
  await waitFor(() => expect(menu).toContainElement(document.activeElement as HTMLElement));
  return menu;
}

/** Opens a filter's listbox by keyboard (ArrowDown on its button) and types `keys` in it. */
export async function pickFilterOption(
  canvasElement: HTMLElement,
  filter: string | RegExp,
  keys: string,
) {
  within(canvasElement).getByRole('button', { name: filter }).focus();
  await userEvent.keyboard('{ArrowDown}');
  const listbox = await body(canvasElement).findByRole('listbox');
  await waitFor(() => expect(listbox).toContainElement(document.activeElement as HTMLElement));
  await userEvent.keyboard(keys);
}

/** Focuses the button named `button` inside `container` and presses Enter on it. */
export async function pressButton(container: HTMLElement, button: string) {
  within(container).getByRole('button', { name: button }).focus();
  await userEvent.keyboard('{Enter}');
}

/** Confirms the open confirm dialog by keyboard: Cancel has the focus first, Tab to the action. */
export async function confirmByKeyboard(canvasElement: HTMLElement) {
  const confirm = await body(canvasElement).findByRole('alertdialog');
  // Cancel takes the focus first, so that a stray Enter deletes nothing.
  await waitFor(() =>
    expect(within(confirm).getByRole('button', { name: 'Cancel' })).toHaveFocus(),
  );
  await userEvent.tab();
  await userEvent.keyboard('{Enter}');
}

/** Opens a dialog by keyboard from the button named `button`; resolves to the dialog. */
export async function openDialog(canvasElement: HTMLElement, button: string, name = button) {
  await pressButton(canvasElement, button);
  return body(canvasElement).findByRole('dialog', { name });
}

/** Replaces a text field's value by keyboard: focus, select all, type. */
export async function typeInto(field: HTMLElement, text: string) {
  field.focus();
  await userEvent.keyboard('{Control>}a{/Control}{Backspace}');
  if (text) await userEvent.keyboard(text);
}

/**
 * Picks `option` in the select named `name` inside `container` by keyboard: ArrowDown opens
 * it, arrows reach the option, Enter.
 */
export async function pickOption(container: HTMLElement, name: string | RegExp, option: string) {
  const trigger = within(container).getByRole('button', { name });
  trigger.focus();
  await userEvent.keyboard('{ArrowDown}');
  const listbox = await body(container).findByRole('listbox');
  await waitFor(() => expect(listbox).toContainElement(document.activeElement as HTMLElement));
  const target = within(listbox).getByRole('option', { name: option });
  await userEvent.keyboard('{Home}');
  for (let i = 0; i < 20 && document.activeElement !== target; i++) {
    await userEvent.keyboard('{ArrowDown}');
  }
  await waitFor(() => expect(target).toHaveFocus());
  await userEvent.keyboard('{Enter}');
  await waitFor(() => expect(trigger).toHaveTextContent(option));
}
