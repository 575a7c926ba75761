import { adminBootstrap } from '@coffer/admin/mocks';
import { lastToast } from '@coffer/admin/mocks/stories';
import { RouterAdapterProvider } from '@coffer/ui/Link';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useHref, useNavigate, useRoutes } from 'react-router';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { appearanceHandlers } from '../mocks';
import { GeneralScreen } from '../sections/general/GeneralScreen';
import { SeoScreen } from '../sections/seo/SeoScreen';
import { AppearanceEditorScreen } from './AppearanceEditor';
import { LandingSectionsList, SectionsList } from './SectionsList';

/** The editor as the app mounts it, a few sections under it; the frame shows a blank page. */
function EditorStory() {
  const navigate = useNavigate();
  const routes = useRoutes([
    {
      path: '/admin/appearance',
      element: <AppearanceEditorScreen previewUrl="about:blank" />,
      children: [
        { index: true, element: <SectionsList /> },
        { path: 'general', element: <GeneralScreen /> },
        { path: 'seo-settings', element: <SeoScreen /> },
        { path: 'landing-page', element: <LandingSectionsList /> },
      ],
    },
    { path: '/admin', element: <h1>Admin dashboard</h1> },
  ]);
  // The kit's links move the story's router, as the app's do.
  return (
    <RouterAdapterProvider navigate={navigate} useHref={useHref}>
      {routes}
    </RouterAdapterProvider>
  );
}

const meta = {
  title: 'Appearance/Editor',
  component: EditorStory,
  parameters: {
    layout: 'fullscreen',
    route: '/admin/appearance',
    bootstrap: adminBootstrap(['admin.access', 'appearance.update']),
  },
  beforeEach({ msw }) {
    msw.use(...appearanceHandlers());
  },
} satisfies Meta<typeof EditorStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Tabs forward from the focused element until `target` has the focus. */
async function tabTo(target: HTMLElement) {
  for (let i = 0; i < 30 && document.activeElement !== target; i++) await userEvent.tab();
  await expect(target).toHaveFocus();
}

/** The sections beside the preview; nothing changed yet, so the button reads 'Saved'. */
export const Sections: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = await canvas.findByRole('navigation', { name: 'Sections' });
    for (const name of ['General', 'SEO', 'Custom code', 'Themes', 'Menus', 'Landing page']) {
      await expect(within(nav).getByRole('link', { name })).toBeInTheDocument();
    }
    await expect(canvas.getByRole('button', { name: 'Saved' })).toBeDisabled();
    await expect(canvas.getByTitle('Preview')).toHaveAttribute('id', 'appearance-editor-preview');
    // By keyboard into the landing page's parts.
    await tabTo(within(nav).getByRole('link', { name: 'Landing page' }));
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByRole('link', { name: 'Action buttons' })).toBeInTheDocument();
  },
};

/** A change by keyboard makes the button 'Save'; saved, 'Changes saved' and 'Saved' again. */
export const EditAndSave: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = await canvas.findByRole('navigation', { name: 'Sections' });
    await tabTo(within(nav).getByRole('link', { name: 'General' }));
    await userEvent.keyboard('{Enter}');
    const name = await canvas.findByRole('textbox', { name: 'Site name' });
    name.focus();
    await userEvent.keyboard('{Control>}a{/Control}Acme Files');
    const save = canvas.getByRole('button', { name: 'Save' });
    await expect(save).toBeEnabled();
    save.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(lastToast()).toBe('Changes saved'));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Saved' })).toBeDisabled());
    await expect(name).toHaveValue('Acme Files');
  },
};

/** The server refuses a field: its message shows at the field. */
export const SaveRefused: Story = {
  parameters: { route: '/admin/appearance/general' },
  beforeEach({ msw }) {
    msw.use(
      ...appearanceHandlers({
        saveErrors: { 'changes.branding.site_name': ['The text is too long.'] },
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const name = await canvas.findByRole('textbox', { name: 'Site name' });
    name.focus();
    await userEvent.keyboard('{Control>}a{/Control}A very long name');
    canvas.getByRole('button', { name: 'Save' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(name).toHaveAccessibleDescription('The text is too long.'));
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeEnabled();
  },
};

/** Leaving with unsaved changes asks first; Stay keeps the editor and the changes. */
export const LeaveUnsaved: Story = {
  parameters: { route: '/admin/appearance/general' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const name = await canvas.findByRole('textbox', { name: 'Site name' });
    name.focus();
    await userEvent.keyboard('{Control>}a{/Control}Unsaved name');
    canvas.getByRole('link', { name: 'Admin area' }).focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await body(canvasElement).findByRole('alertdialog', {
      name: 'Leave without saving?',
    });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Stay' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(canvas.getByRole('textbox', { name: 'Site name' })).toHaveValue('Unsaved name');
    // Asked again, Leave goes.
    canvas.getByRole('link', { name: 'Admin area' }).focus();
    await userEvent.keyboard('{Enter}');
    const again = await body(canvasElement).findByRole('alertdialog');
    await waitFor(() => expect(within(again).getByRole('button', { name: 'Stay' })).toHaveFocus());
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Admin dashboard' }),
    ).toBeInTheDocument();
  },
};

/** While the server answers, a spinner. */
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(...appearanceHandlers({ pending: true }));
  },
};
