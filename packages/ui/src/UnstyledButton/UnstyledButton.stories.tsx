import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Avatar } from '../Avatar/Avatar';
import { vars } from '../theme/vars.css';
import { UnstyledButton } from './UnstyledButton';

const meta = {
  title: 'UI/Actions/UnstyledButton',
  component: UnstyledButton,
  args: { onPress: fn() },
} satisfies Meta<typeof UnstyledButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A trigger whose look is its content: an avatar and a name, outlined while focused. */
export const Default: Story = {
  render: (args) => (
    <UnstyledButton
      {...args}
      style={({ isHovered, isFocusVisible }) => ({
        display: 'inline-flex',
        alignItems: 'center',
        gap: vars.space.sm,
        padding: vars.space.xs,
        border: 'none',
        borderRadius: vars.radius.md,
        font: 'inherit',
        color: vars.color.text,
        background: isHovered ? vars.color.surface : 'transparent',
        outline: isFocusVisible ? `2px solid ${vars.color.focusRing}` : 'none',
      })}
    >
      <span aria-hidden="true">
        <Avatar name="Ada Lovelace" size="md" />
      </span>
      Ada Lovelace
    </UnstyledButton>
  ),
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Ada Lovelace' });
    await userEvent.tab();
    await waitFor(() => expect(button).toHaveFocus());
    await expect(button).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).toHaveBeenCalledTimes(1);
    await userEvent.keyboard(' ');
    await expect(args.onPress).toHaveBeenCalledTimes(2);
  },
};

/** A list of entries, the current one marked (as an error trace's frames are). */
export const ListEntries: Story = {
  render: (args) => (
    <ol style={{ listStyle: 'none', padding: 0, margin: 0, width: 240 }}>
      {['handleRequest', 'usedSpace', 'executeQuery'].map((method, i) => (
        <li key={method}>
          <UnstyledButton
            {...args}
            aria-current={i === 1 ? 'true' : undefined}
            style={({ isFocusVisible }) => ({
              display: 'block',
              width: '100%',
              textAlign: 'start',
              padding: vars.space.xs,
              border: 'none',
              font: 'inherit',
              color: i === 1 ? vars.color.onPrimary : vars.color.text,
              background: i === 1 ? vars.color.primary : 'transparent',
              outline: isFocusVisible ? `2px solid ${vars.color.focusRing}` : 'none',
            })}
          >
            {method}
          </UnstyledButton>
        </li>
      ))}
    </ol>
  ),
};
