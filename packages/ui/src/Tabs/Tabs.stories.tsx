import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { NavTabs } from './NavTabs';
import { Tab, TabList, TabPanel, Tabs } from './Tabs';

const orientations = ['horizontal', 'vertical'] as const;
const activations = ['automatic', 'manual'] as const;

const meta = {
  title: 'UI/Tabs',
  component: Tabs,
  args: { orientation: 'horizontal', keyboardActivation: 'automatic', onSelectionChange: fn() },
  argTypes: {
    orientation: { control: 'inline-radio', options: orientations },
    keyboardActivation: { control: 'inline-radio', options: activations },
  },
  render: (args) => (
    <Tabs {...args}>
      <TabList aria-label="Settings">
        <Tab id="general">General</Tab>
        <Tab id="security">Security</Tab>
        <Tab id="storage">Storage</Tab>
      </TabList>
      <TabPanel id="general">General settings</TabPanel>
      <TabPanel id="security">Two-factor authentication and sessions</TabPanel>
      <TabPanel id="storage">Quota and usage</TabPanel>
    </Tabs>
  ),
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await waitFor(() => expect(canvas.getByRole('tab', { name: 'General' })).toHaveFocus());
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Security' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Two-factor');
  },
};

export const Vertical: Story = { args: { orientation: 'vertical' } };

export const ManualActivation: Story = { args: { keyboardActivation: 'manual' } };

export const DisabledTab: Story = { args: { disabledKeys: ['storage'] } };

const adminTabs = [
  { href: '/admin/users', label: 'Users' },
  { href: '/admin/roles', label: 'Roles' },
  { href: '/admin/settings', label: 'Settings' },
];

/** URL-driven tabs: the selected tab follows the current path (here `/admin/roles/7`). */
export const Navigation: Story = {
  render: () => (
    <NavTabs aria-label="Admin sections" tabs={adminTabs} currentPath="/admin/roles/7">
      Roles page
    </NavTabs>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Roles' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByRole('tab', { name: 'Users' })).toHaveAttribute(
      'href',
      '/admin/users',
    );
  },
};
