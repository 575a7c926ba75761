import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { adminBootstrap } from '../mocks';
import { localizationHandlers } from '../mocks/localizations';
import {
  adminScreenMeta,
  body,
  confirmByKeyboard,
  lastToast,
  openDialog,
  openRowMenu,
  pressButton,
} from '../mocks/stories';
import { LocalizationsScreen } from './LocalizationsScreen';

const meta = {
  title: 'Admin/LocalizationsScreen',
  component: LocalizationsScreen,
  ...adminScreenMeta(
    '/admin/localizations',
    adminBootstrap(['admin.access', 'localizations.update']),
  ),
  beforeEach({ msw }) {
    msw.use(...localizationHandlers());
  },
} satisfies Meta<typeof LocalizationsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The "Add language" dialog, opened by keyboard once the list shows; Name has the focus. */
async function openAddLanguage(canvasElement: HTMLElement) {
  await within(canvasElement).findByText('Deutsch');
  const dialog = await openDialog(canvasElement, 'Add language');
  await waitFor(() => expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveFocus());
  return dialog;
}

/** Every language with its line count; the search finds one by name or code. */
export const List: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Deutsch');
    await expect(canvas.getByText('1–3 of 3')).toBeInTheDocument();
    await expect(canvas.getByText('1200')).toBeInTheDocument();
    await expect(canvas.getAllByText('Built in')).toHaveLength(2);
    canvas.getByRole('searchbox', { name: 'Search' }).focus();
    await userEvent.keyboard('fr');
    await waitFor(() => expect(canvas.getByText('1–1 of 1')).toBeInTheDocument());
    await expect(canvas.queryByText('Deutsch')).toBeNull();
  },
};

/** "Add language" by keyboard: a name and a BCP 47 code; the new language is listed. */
export const AddLanguage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const dialog = await openAddLanguage(canvasElement);
    await userEvent.keyboard('Português (Brasil)');
    await userEvent.tab();
    await userEvent.keyboard('PT-br');
    await pressButton(dialog, 'Add language');
    await waitFor(() => expect(lastToast()).toBe('Language added'));
    await expect(await canvas.findByText('Português (Brasil)')).toBeInTheDocument();
    await expect(canvas.getByText('pt-BR')).toBeInTheDocument();
  },
};

/** A code that is not BCP 47 is refused under its field before any call; a taken one by the server. */
export const InvalidCode: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openAddLanguage(canvasElement);
    await userEvent.keyboard('Klingon');
    await userEvent.tab();
    await userEvent.keyboard('not a code');
    await pressButton(dialog, 'Add language');
    await expect(
      await within(dialog).findByText(/must be a BCP 47 code, such as de or pt-BR/),
    ).toBeInTheDocument();
    const code = within(dialog).getByRole('textbox', { name: 'Language code' });
    await userEvent.clear(code);
    await userEvent.type(code, 'fr');
    await pressButton(dialog, 'Add language');
    await expect(
      await within(dialog).findByText('There is already a language with this code.'),
    ).toBeInTheDocument();
  },
};

/** Rename from the row's menu: the code stays read-only. */
export const Rename: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await openRowMenu(canvasElement, 'Deutsch');
    await userEvent.keyboard('{Home}{ArrowDown}{Enter}');
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Rename language' });
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    await waitFor(() => expect(name).toHaveFocus());
    await expect(within(dialog).getByRole('textbox', { name: 'Language code' })).toHaveAttribute(
      'readonly',
    );
    await userEvent.keyboard('{Control>}a{/Control}Deutsch (Schweiz)');
    await pressButton(dialog, 'Save');
    await waitFor(() => expect(lastToast()).toBe('Language renamed'));
    await expect(await canvas.findByText('Deutsch (Schweiz)')).toBeInTheDocument();
  },
};

/** English names every message: its Delete is disabled. Another language is deleted, confirmed. */
export const DeleteLanguage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const menu = await openRowMenu(canvasElement, 'English');
    await expect(within(menu).getByRole('menuitem', { name: 'Delete' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await userEvent.keyboard('{Escape}');
    await openRowMenu(canvasElement, 'Deutsch');
    await userEvent.keyboard('{End}{Enter}');
    await confirmByKeyboard(canvasElement);
    await waitFor(() => expect(lastToast()).toBe('Language deleted'));
    await waitFor(() => expect(canvas.queryByText('Deutsch')).toBeNull());
  },
};

/** Upload a JSON file of lines into French; a file with a broken line is refused whole. */
export const Upload: Story = {
  play: async ({ canvasElement }) => {
    await openRowMenu(canvasElement, 'Français');
    await userEvent.keyboard('{End}{ArrowUp}{Enter}');
    const dialog = await body(canvasElement).findByRole('dialog', {
      name: 'Upload lines for Français',
    });
    const input = dialog.querySelector('input[type="file"]') as HTMLInputElement;
    const file = (lines: object) =>
      new File([JSON.stringify(lines)], 'fr.json', { type: 'application/json' });

    await userEvent.upload(input, file({ 'All files': 'Mes fichiers', Trash: 'Corbeille {n}' }));
    await expect(await within(dialog).findByText('2 lines in fr.json')).toBeInTheDocument();
    await pressButton(dialog, 'Upload');
    const alert = await within(dialog).findByRole('alert');
    await expect(alert).toHaveTextContent('1 line is not valid: nothing was saved.');
    await expect(alert).toHaveTextContent('Trash: This text must not use placeholders');

    await userEvent.upload(input, file({ 'All files': 'Mes fichiers' }));
    await expect(await within(dialog).findByText('1 line in fr.json')).toBeInTheDocument();
    await pressButton(dialog, 'Upload');
    await waitFor(() => expect(lastToast()).toBe('Lines uploaded'));
  },
};

/** A file that is not JSON is named as such, before any call. */
export const UploadNotJson: Story = {
  play: async ({ canvasElement }) => {
    await openRowMenu(canvasElement, 'Deutsch');
    await userEvent.keyboard('{End}{ArrowUp}{Enter}');
    const dialog = await body(canvasElement).findByRole('dialog', {
      name: 'Upload lines for Deutsch',
    });
    const input = dialog.querySelector('input[type="file"]') as HTMLInputElement;
    await userEvent.upload(input, new File(['not json'], 'de.json', { type: 'application/json' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The file is not JSON.',
    );
    await expect(within(dialog).getByRole('button', { name: 'Upload' })).toBeDisabled();
  },
};
