import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { adminBootstrap } from '../mocks';
import { localizationHandlers } from '../mocks/localizations';
import { body, lastToast, pressButton, withAdminLayout } from '../mocks/stories';
import { TranslateScreen } from './TranslateScreen';

/** The screen at its route, so it reads `:localeId` as the app's router gives it. */
const atTranslateRoute: Decorator = (Story) => (
  <Routes>
    <Route path="admin/localizations/:localeId/translate" element={<Story />} />
  </Routes>
);

const meta = {
  title: 'Admin/TranslateScreen',
  component: TranslateScreen,
  decorators: [atTranslateRoute, withAdminLayout],
  parameters: {
    layout: 'fullscreen',
    route: '/admin/localizations/2/translate',
    bootstrap: adminBootstrap(['admin.access', 'localizations.update']),
  },
  beforeEach({ msw }) {
    msw.use(...localizationHandlers());
  },
} satisfies Meta<typeof TranslateScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The list of lines, once loaded. */
async function linesGrid(canvasElement: HTMLElement) {
  return within(canvasElement).findByRole('grid', { name: 'Lines' });
}

/** Replaces the search text by keyboard. */
async function searchFor(canvasElement: HTMLElement, text: string) {
  const search = within(canvasElement).getByRole('searchbox', { name: 'Search lines' });
  search.focus();
  await userEvent.keyboard(`{Control>}a{/Control}{Backspace}${text}`);
}

/** Opens a line from the grid by keyboard (Enter on its row); resolves to the edit dialog. */
async function openLine(canvasElement: HTMLElement, english: string) {
  const grid = await linesGrid(canvasElement);
  const row = await within(grid).findByRole('row', { name: english });
  row.focus();
  await waitFor(() => expect(row).toHaveFocus());
  await userEvent.keyboard('{Enter}');
  const dialog = await body(canvasElement).findByRole('dialog', { name: 'Edit line' });
  await waitFor(() =>
    expect(within(dialog).getByRole('textbox', { name: 'Translation' })).toHaveFocus(),
  );
  return dialog;
}

/** Every line (1200) is listed, but only the rows in view are in the page. */
export const Lines: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await linesGrid(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Translate Français' })).toBeVisible();
    await expect(canvas.getByText('1,200 of 1,200 lines')).toBeInTheDocument();
    await expect(grid).toHaveAttribute('aria-rowcount', '1201');
    await expect(within(grid).getAllByRole('row').length).toBeLessThan(60);
    await expect(within(grid).getByText('Tous les fichiers')).toBeInTheDocument();
    await expect(within(grid).getAllByText('Not translated').length).toBeGreaterThan(0);
  },
};

/** The search finds lines by their English and by their translation. */
export const Search: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await linesGrid(canvasElement);
    await searchFor(canvasElement, 'corbeille');
    await waitFor(() => expect(canvas.getByText('2 of 1,200 lines')).toBeInTheDocument());
    await expect(within(grid).getByRole('row', { name: 'Trash' })).toBeInTheDocument();
    await searchFor(canvasElement, 'section 0999');
    await waitFor(() => expect(canvas.getByText('1 of 1,200 lines')).toBeInTheDocument());
  },
};

/**
 * A line edited by keyboard stays an unsaved change while the search changes, and Save sends
 * it: the count of changes goes and the line shows as edited.
 */
export const EditAndSave: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await linesGrid(canvasElement);
    await searchFor(canvasElement, 'all files');
    const dialog = await openLine(canvasElement, 'All files');
    // The English it translates, above the field (visible once the dialog's entry animation ends).
    await waitFor(() => expect(within(dialog).getByText('All files')).toBeVisible());
    await userEvent.keyboard('{Control>}a{/Control}Mes fichiers');
    await pressButton(dialog, 'Apply');
    await expect(await canvas.findByText('1 unsaved change')).toBeInTheDocument();
    const grid = await linesGrid(canvasElement);
    await expect(within(grid).getByText('Unsaved')).toBeInTheDocument();

    await searchFor(canvasElement, 'starred');
    await waitFor(() => expect(within(grid).queryByText('Mes fichiers')).toBeNull());
    await searchFor(canvasElement, '');
    await expect(await within(grid).findByText('Mes fichiers')).toBeInTheDocument();
    await expect(canvas.getByText('1 unsaved change')).toBeInTheDocument();

    await pressButton(canvasElement, 'Save');
    await waitFor(() => expect(lastToast()).toBe('Lines saved'));
    await waitFor(() => expect(canvas.queryByText('1 unsaved change')).toBeNull());
    await expect(await within(grid).findByText('Edited')).toBeInTheDocument();
  },
};

/** A text that drops the English's placeholders is refused on Save: the line is marked, nothing saved. */
export const RefusedLine: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await linesGrid(canvasElement);
    await searchFor(canvasElement, 'shared');
    const dialog = await openLine(canvasElement, 'Shared {name} with {who}');
    await userEvent.keyboard('{Control>}a{/Control}Partagé');
    await pressButton(dialog, 'Apply');
    await pressButton(canvasElement, 'Save');
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('1 line is not valid: nothing was saved.');
    await expect(alert).toHaveTextContent(
      'This text must use the placeholders of the English: {name}, {who}.',
    );
    const grid = await linesGrid(canvasElement);
    await expect(within(grid).getByText('Not valid')).toBeInTheDocument();
    await expect(canvas.getByText('1 unsaved change')).toBeInTheDocument();
  },
};

/** A line of the admin's own (a menu label in English) is added, then saved with the rest. */
export const AddLine: Story = {
  play: async ({ canvasElement }) => {
    await linesGrid(canvasElement);
    await pressButton(canvasElement, 'Add line');
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Add line' });
    await waitFor(() =>
      expect(within(dialog).getByRole('textbox', { name: 'English text' })).toHaveFocus(),
    );
    await userEvent.keyboard('Pricing');
    await pressButton(dialog, 'Add line');
    await expect(await within(dialog).findByText('Enter the translation.')).toBeInTheDocument();
    const english = within(dialog).getByRole('textbox', { name: 'English text' });
    english.focus();
    await userEvent.keyboard('{Control>}a{/Control}All files');
    within(dialog).getByRole('textbox', { name: 'Translation' }).focus();
    await userEvent.keyboard('Tarifs');
    await pressButton(dialog, 'Add line');
    await expect(
      await within(dialog).findByText('This line exists already: search for it to edit it.'),
    ).toBeInTheDocument();
    english.focus();
    await userEvent.keyboard('{Control>}a{/Control}Pricing');
    await pressButton(dialog, 'Add line');
    await searchFor(canvasElement, 'pricing');
    const grid = await linesGrid(canvasElement);
    await expect(await within(grid).findByText('Added')).toBeInTheDocument();
    await pressButton(canvasElement, 'Save');
    await waitFor(() => expect(lastToast()).toBe('Lines saved'));
    await expect(await within(grid).findByRole('row', { name: 'Pricing' })).toBeInTheDocument();
    await expect(within(grid).getByText('Tarifs')).toBeInTheDocument();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(...localizationHandlers({ pending: true }));
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('grid')).toBeNull();
    await expect(within(canvasElement).getByRole('heading', { name: 'Translate' })).toBeVisible();
  },
};
