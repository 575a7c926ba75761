import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { appearanceFixture } from '../../mocks';
import { ThemeEditorScreen } from './ThemeEditorScreen';
import { ThemeFontScreen } from './ThemeFontScreen';
import { ThemeRadiusScreen } from './ThemeRadiusScreen';
import { ThemesScreen } from './ThemesScreen';
import { SectionStory, sectionHandlers } from './test-render';

const screens = {
  themes: <ThemesScreen />,
  'themes/:themeIndex': <ThemeEditorScreen />,
  'themes/:themeIndex/font': <ThemeFontScreen />,
  'themes/:themeIndex/radius': <ThemeRadiusScreen />,
};

const meta = {
  title: 'Appearance/Sections/Themes',
  component: SectionStory,
  args: { initial: appearanceFixture(), screens, onMessage: fn() },
  argTypes: { screens: { table: { disable: true } }, initial: { table: { disable: true } } },
  parameters: { route: '/admin/appearance/themes' },
  beforeEach({ msw, args }) {
    msw.use(...sectionHandlers(args));
  },
} satisfies Meta<typeof SectionStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The two default themes; New theme adds a copy of the light one and opens it. */
export const List: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: 'Themes' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    await expect(within(list).getByText('Default light')).toBeInTheDocument();
    canvas.getByRole('button', { name: 'New theme' }).focus();
    await userEvent.keyboard('{Enter}');
    const name = await canvas.findByRole('textbox', { name: 'Name' });
    await expect(name).toHaveValue('New theme');
  },
};

/** A theme's editor: the frame shows the theme; a colour picked by keyboard goes there at once. */
export const Editor: Story = {
  parameters: { route: '/admin/appearance/themes/0' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'Light' });
    await waitFor(() =>
      expect(args.onMessage).toHaveBeenCalledWith(
        expect.objectContaining({ type: 'setActiveTheme', themeId: 1 }),
      ),
    );
    const accent = canvas.getByRole('button', { name: /\bAccent$/ });
    accent.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await within(document.body).findByRole('dialog', { name: 'Accent' });
    const hex = within(dialog).getByRole('textbox', { name: 'Hex' });
    await userEvent.clear(hex);
    await userEvent.type(hex, '#0f766e{Enter}');
    await userEvent.keyboard('{Escape}');
    await waitFor(() =>
      expect(args.onMessage).toHaveBeenCalledWith(
        expect.objectContaining({
          type: 'setThemeValue',
          name: '--coffer-color-primary',
          value: '#0f766e',
        }),
      ),
    );
    await expect(canvas.getByText('#0f766e')).toBeInTheDocument();
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

/** Text too light for its background: the warning says which pair fails and by how much. */
export const ContrastWarning: Story = {
  parameters: { route: '/admin/appearance/themes/0' },
  args: {
    initial: appearanceFixture({
      themes: {
        default_id: null,
        user_change: true,
        all: [
          {
            id: 1,
            name: 'Washed out',
            is_dark: false,
            default_light: true,
            default_dark: false,
            values: { '--coffer-color-text': '#a0a0a0', '--coffer-color-primary': '#93c5fd' },
          },
        ],
      },
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('“Text” on “Background” has a contrast of');
    await expect(alert).toHaveTextContent('“Text on accent” on “Accent”');
    // The only theme cannot be deleted.
    await expect(canvas.getByRole('button', { name: 'Delete theme' })).toBeDisabled();
  },
};

/** The font, chosen with the arrow keys: the frame loads it at once. */
export const Font: Story = {
  parameters: { route: '/admin/appearance/themes/0/font' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const system = await canvas.findByRole('radio', { name: 'System font' });
    await expect(system).toBeChecked();
    system.focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'Inter' })).toBeChecked();
    await waitFor(() =>
      expect(args.onMessage).toHaveBeenCalledWith(
        expect.objectContaining({ type: 'setThemeFont', font: { family: 'Inter' } }),
      ),
    );
  },
};

/** The corner presets: each sets the three radii in the frame. */
export const Radius: Story = {
  parameters: { route: '/admin/appearance/themes/1/radius' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const medium = await canvas.findByRole('radio', { name: 'Medium' });
    await expect(medium).toBeChecked();
    medium.focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'Large' })).toBeChecked();
    await waitFor(() =>
      expect(args.onMessage).toHaveBeenCalledWith(
        expect.objectContaining({
          type: 'setThemeValue',
          name: '--coffer-radius-md',
          value: '14px',
        }),
      ),
    );
  },
};

/** Deleting a theme goes back to the list without it. */
export const Delete: Story = {
  parameters: { route: '/admin/appearance/themes/1' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const remove = await canvas.findByRole('button', { name: 'Delete theme' });
    remove.focus();
    await userEvent.keyboard('{Enter}');
    const list = await canvas.findByRole('list', { name: 'Themes' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    await expect(within(list).queryByText('Dark')).not.toBeInTheDocument();
  },
};
