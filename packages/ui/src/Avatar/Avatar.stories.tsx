import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { Avatar, avatarSizeNames } from './Avatar';
import { AvatarGroup } from './AvatarGroup';
import { avatarColor, avatarPalette } from './avatarColor';

// A local picture (a data URL), so stories never depend on the network.
const picture = `data:image/svg+xml;utf8,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" fill="#6b8fb5"/><circle cx="20" cy="16" r="7" fill="#f1d2b6"/><rect x="8" y="26" width="24" height="14" rx="7" fill="#2f4a6b"/></svg>',
)}`;

const names = [
  'Ada Lovelace',
  'Alan Turing',
  'Grace Hopper',
  'Linus Torvalds',
  'Ken Thompson',
  'Dennis Ritchie',
  'Barbara Liskov',
];

const meta = {
  title: 'UI/Avatar',
  component: Avatar,
  args: { name: 'Ada Lovelace' },
  argTypes: { size: { control: 'select', options: avatarSizeNames } },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('img', { name: 'Ada Lovelace' }),
    ).toHaveTextContent('AL');
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      {avatarSizeNames.map((size) => (
        <Avatar key={size} {...args} size={size} />
      ))}
    </div>
  ),
};

export const WithPicture: Story = {
  args: { src: picture, size: 'xl' },
  play: async ({ canvasElement }) => {
    const avatar = within(canvasElement).getByRole('img', { name: 'Ada Lovelace' });
    await waitFor(() => expect(avatar).not.toHaveTextContent('AL'));
  },
};

export const BrokenPictureFallsBack: Story = {
  args: { src: '/does-not-exist.png', size: 'xl' },
  play: async ({ canvasElement }) => {
    const avatar = within(canvasElement).getByRole('img', { name: 'Ada Lovelace' });
    await waitFor(() => expect(avatar.querySelector('img')).toBeNull());
    await expect(avatar).toHaveTextContent('AL');
  },
};

/** One avatar per palette colour (names picked to land on each), to check contrast in both themes. */
export const Palette: Story = {
  render: (args) => {
    const byColour = new Map<string, string>();
    for (let i = 0; byColour.size < avatarPalette.length && i < 500; i++) {
      const name = `Person ${i}`;
      const colour = avatarColor(name);
      if (!byColour.has(colour)) byColour.set(colour, name);
    }
    return (
      <div style={{ display: 'flex', gap: 8 }}>
        {[...byColour.values()].map((name) => (
          <Avatar key={name} {...args} name={name} size="lg" />
        ))}
      </div>
    );
  },
};

export const Group: StoryObj<typeof AvatarGroup> = {
  render: () => (
    <AvatarGroup aria-label="Shared with" people={names.map((name) => ({ name }))} max={4} />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: '3 more' })).toHaveTextContent('+3');
  },
};

export const GroupSizes: StoryObj<typeof AvatarGroup> = {
  render: () => (
    <div style={{ display: 'grid', gap: 12 }}>
      {avatarSizeNames.map((size) => (
        <AvatarGroup
          key={size}
          aria-label={`Shared with (${size})`}
          people={names.map((name) => ({ name }))}
          size={size}
          max={3}
        />
      ))}
    </div>
  ),
};
