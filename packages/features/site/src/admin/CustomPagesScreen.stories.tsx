import { adminBootstrap } from '@coffer/admin/mocks';
import {
  body,
  confirmByKeyboard,
  lastToast,
  openRowMenu,
  withAdminSections,
} from '@coffer/admin/mocks/stories';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { siteHandlers } from '../mocks';
import { CustomPagesScreen } from './CustomPagesScreen';
import { siteAdminSection } from './section';

const meta = {
  title: 'Site/Admin/CustomPagesScreen',
  component: CustomPagesScreen,
  decorators: [withAdminSections([siteAdminSection])],
  parameters: {
    layout: 'fullscreen',
    route: '/admin/custom-pages',
    bootstrap: adminBootstrap(['admin.access', 'custom_pages.update']),
  },
  beforeEach({ msw }) {
    msw.use(...siteHandlers());
  },
} satisfies Meta<typeof CustomPagesScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every page, last updated first; the search asks the server once typing pauses. */
export const List: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Self-hosting guide');
    await expect(canvas.getByText('1–3 of 3')).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Custom pages' })).toBeInTheDocument();
    canvas.getByRole('searchbox', { name: 'Search' }).focus();
    await userEvent.keyboard('terms');
    await waitFor(() => expect(canvas.getByText('1–1 of 1')).toBeInTheDocument());
  },
};

export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(...siteHandlers({ pages: [] }));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No pages match')).toBeInTheDocument();
  },
};

/** A page deleted from its menu by keyboard, confirmed. */
export const DeletePage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await openRowMenu(canvasElement, 'Terms of service');
    await userEvent.keyboard('{End}{Enter}');
    await expect(
      await body(canvasElement).findByRole('alertdialog', { name: 'Delete Terms of service?' }),
    ).toBeInTheDocument();
    await confirmByKeyboard(canvasElement);
    await waitFor(() => expect(lastToast()).toBe('Deleted 1 page'));
    await waitFor(() => expect(canvas.queryByText('Terms of service')).toBeNull());
  },
};
