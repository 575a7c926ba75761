import { adminBootstrap } from '@coffer/admin/mocks';
import { lastToast, withAdminSections } from '@coffer/admin/mocks/stories';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { siteHandlers } from '../mocks';
import { CustomPageEditor } from './CustomPageEditorScreen';
import { siteAdminSection } from './section';

const meta = {
  title: 'Site/Admin/CustomPageEditor',
  component: CustomPageEditor,
  decorators: [withAdminSections([siteAdminSection])],
  parameters: {
    layout: 'fullscreen',
    route: '/admin/custom-pages/new',
    bootstrap: adminBootstrap(['admin.access', 'custom_pages.update']),
  },
  beforeEach({ msw }) {
    msw.use(...siteHandlers());
  },
} satisfies Meta<typeof CustomPageEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

const editorOf = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('textbox', { name: 'Body' });

/**
 * A new page: the slug follows the title as it is typed, until the slug is edited by hand;
 * the body is written with the toolbar by keyboard, then saved.
 */
export const NewPage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const title = canvas.getByRole('textbox', { name: 'Title' });
    const slug = canvas.getByRole('textbox', { name: 'Slug' });
    await waitFor(() => expect(title).toHaveFocus());
    await userEvent.keyboard('Cookies & privacy');
    await waitFor(() => expect(slug).toHaveValue('cookies-privacy'));
    await userEvent.tab();
    await userEvent.keyboard('{End}-2026');
    await expect(slug).toHaveValue('cookies-privacy-2026');
    title.focus();
    await userEvent.keyboard('{End} notice');
    await expect([(title as HTMLInputElement).value, (slug as HTMLInputElement).value]).toEqual([
      'Cookies & privacy notice',
      'cookies-privacy-2026',
    ]);

    // The body: text typed in (user-event does not type into a contenteditable; the browser's
    // own text insertion does, as an input method would), selected, then made bold from the
    // toolbar, reached by keyboard.
    editorOf(canvasElement).focus();
    document.execCommand('insertText', false, 'We keep few cookies.');
    await waitFor(() => expect(editorOf(canvasElement)).toHaveTextContent('We keep few cookies.'));
    document.execCommand('selectAll');
    // ProseMirror takes the DOM's selection on its next `selectionchange`.
    await new Promise((resolve) => setTimeout(resolve, 100));
    canvas.getByRole('button', { name: 'Bold' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(editorOf(canvasElement).querySelector('strong')).not.toBeNull());
    await expect(canvas.getByRole('button', { name: 'Bold' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    canvas.getByRole('button', { name: 'Save' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(lastToast()).toBe('Page saved'));
  },
};

/** The toolbar is one Tab stop; the arrow keys move between its buttons. */
export const ToolbarByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toolbar = canvas.getByRole('toolbar', { name: 'Formatting' });
    canvas.getByRole('button', { name: 'Heading' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(within(toolbar).getByRole('button', { name: 'Subheading' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(within(toolbar).getByRole('button', { name: 'Bold' })).toHaveFocus();
  },
};

/** A saved page: its fields filled in; the slug stays as the title changes; the preview shows it. */
export const EditAndPreview: Story = {
  args: { pageId: '3' },
  parameters: { route: '/admin/custom-pages/3/edit' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const title = await canvas.findByRole('textbox', { name: 'Title' });
    await expect(title).toHaveValue('Self-hosting guide');
    title.focus();
    await userEvent.keyboard('{End} for teams');
    await expect(canvas.getByRole('textbox', { name: 'Slug' })).toHaveValue('self-hosting-guide');
    await waitFor(() => expect(editorOf(canvasElement).querySelector('table')).not.toBeNull());
    canvas.getByRole('tab', { name: 'Write' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    const preview = await canvas.findByRole('tabpanel', { name: 'Preview' });
    await expect(
      within(preview).getByRole('heading', { level: 2, name: 'Self-hosting guide for teams' }),
    ).toBeInTheDocument();
    await expect(within(preview).getByRole('table')).toBeInTheDocument();
  },
};

/** A taken slug: the server's message under the field, nothing saved. */
export const TakenSlug: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Title' }), 'Terms of service');
    canvas.getByRole('button', { name: 'Save' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByText('The slug has already been taken.')).toBeInTheDocument();
  },
};
