import { adminHandlers } from '@coffer/admin/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { appearanceFixture } from '../../mocks';
import { SectionStory, sectionHandlers } from '../themes/test-render';
import { MenuEditorScreen } from './MenuEditorScreen';
import { MenuItemEditorScreen } from './MenuItemEditorScreen';
import { MenusScreen } from './MenusScreen';

const screens = {
  menus: <MenusScreen />,
  'menus/:menuIndex': <MenuEditorScreen />,
  'menus/:menuIndex/items/:menuItemIndex': <MenuItemEditorScreen />,
};

const initial = appearanceFixture({
  menus: [
    {
      id: 'main',
      name: 'Main menu',
      positions: ['navbar'],
      items: [
        { id: 'pricing', type: 'route', label: 'Pricing', action: '/pricing' },
        { id: 'contact', type: 'route', label: 'Contact', action: '/contact' },
        {
          id: 'blog',
          type: 'link',
          label: 'Blog',
          action: 'https://example.com/blog',
          target: '_blank',
          permissions: ['files.create'],
          settings: { 'billing.enable': true },
          subscriptionStatus: 'subscribed',
        },
      ],
    },
    { id: 'legal', name: 'Legal', positions: ['auth-page-footer'], items: [] },
  ],
});

const meta = {
  title: 'Appearance/Sections/Menus',
  component: SectionStory,
  args: { initial, screens, onMessage: fn() },
  argTypes: { screens: { table: { disable: true } }, initial: { table: { disable: true } } },
  parameters: { route: '/admin/appearance/menus' },
  beforeEach({ msw, args }) {
    msw.use(...sectionHandlers(args), ...adminHandlers());
  },
} satisfies Meta<typeof SectionStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every menu with where it shows; New menu adds one and opens it. */
export const List: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: 'Menus' });
    await expect(within(list).getByText('Navbar')).toBeInTheDocument();
    await expect(within(list).getByText('Footer of the sign-in pages')).toBeInTheDocument();
    canvas.getByRole('button', { name: 'New menu' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByRole('textbox', { name: 'Name' })).toHaveValue('New menu');
  },
};

const itemOrder = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('grid', { name: 'Menu items' }))
    .getAllByRole('row')
    .map((row) => row.textContent);

/**
 * Keyboard reorder: ArrowRight from a row reaches its drag handle, Enter picks the item up,
 * ArrowDown moves the drop place past the next item, Enter drops it there.
 */
export const ReorderByKeyboard: Story = {
  parameters: { route: '/admin/appearance/menus/0' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const grid = await canvas.findByRole('grid', { name: 'Menu items' });
    await waitFor(() =>
      expect(args.onMessage).toHaveBeenCalledWith(
        expect.objectContaining({ type: 'navigate', to: '/drive' }),
      ),
    );
    const pricing = within(grid).getByRole('row', { name: /Pricing/ });
    pricing.focus();
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(canvas.getByRole('button', { name: /Drag Pricing/ })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(document.activeElement).toHaveAccessibleName(/^Insert/));
    while (
      !/Insert between Contact and Blog/.test(
        document.activeElement?.getAttribute('aria-label') ?? '',
      )
    ) {
      await userEvent.keyboard('{ArrowDown}');
    }
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(itemOrder(canvasElement)[1]).toMatch(/^Pricing/));
    await expect(itemOrder(canvasElement)[0]).toMatch(/^Contact/);
    await waitFor(() =>
      expect(args.onMessage).toHaveBeenCalledWith(
        expect.objectContaining({
          type: 'setValues',
          values: {
            menus: expect.arrayContaining([
              expect.objectContaining({
                items: [
                  expect.objectContaining({ id: 'contact' }),
                  expect.objectContaining({ id: 'pricing' }),
                  expect.objectContaining({ id: 'blog' }),
                ],
              }),
            ]),
          },
        }),
      ),
    );
  },
};

/** A menu's positions: the sign-in footer moves the frame to the login page. */
export const Positions: Story = {
  parameters: { route: '/admin/appearance/menus/1' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('checkbox', { name: 'Footer of the sign-in pages' });
    await expect(
      canvas.getByRole('checkbox', { name: 'Footer of the sign-in pages' }),
    ).toBeChecked();
    await waitFor(() =>
      expect(args.onMessage).toHaveBeenCalledWith(
        expect.objectContaining({ type: 'navigate', to: '/login' }),
      ),
    );
    await expect(canvas.getByText('No items yet.')).toBeInTheDocument();
  },
};

/** An item's editor with every visibility rule set; Enter on a row of the menu opens it. */
export const ItemEditor: Story = {
  parameters: { route: '/admin/appearance/menus/0' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await canvas.findByRole('grid', { name: 'Menu items' });
    within(grid).getByRole('row', { name: /Blog/ }).focus();
    await userEvent.keyboard('{Enter}');
    const label = await canvas.findByRole('textbox', { name: 'Label' });
    await expect(label).toHaveValue('Blog');
    await expect(canvas.getByRole('radio', { name: 'A link to another site' })).toBeChecked();
    await expect(canvas.getByRole('row', { name: 'files.create' })).toBeInTheDocument();
    await expect(canvas.getByRole('textbox', { name: 'Setting' })).toHaveValue('billing.enable');
    await userEvent.clear(label);
    await userEvent.type(label, 'News');
    await expect(canvas.getByRole('heading', { name: 'News' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Delete item' }));
    await waitFor(() =>
      expect(
        within(canvas.getByRole('grid', { name: 'Menu items' })).getAllByRole('row'),
      ).toHaveLength(2),
    );
  },
};
