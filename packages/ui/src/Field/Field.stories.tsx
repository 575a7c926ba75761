import type { Meta, StoryObj } from '@storybook/react-vite';
import { Input } from 'react-aria-components/Input';
import { TextField as AriaTextField } from 'react-aria-components/TextField';
import { expect, within } from 'storybook/test';
import { FieldHelp } from './Field';
import { FieldLabel } from './FieldLabel';
import * as styles from './field.css';

/**
 * The parts every field of the kit is built from. Compose them with a react-aria field
 * to build a new kind of field that looks and behaves like the others.
 */
const meta = {
  title: 'UI/Fields/Field parts',
  component: FieldHelp,
  args: { description: 'Letters and numbers only.', errorMessage: 'That code has expired.' },
  render: (args) => (
    <AriaTextField className={styles.fieldRoot} isInvalid={args.errorMessage != null}>
      <FieldLabel>Invite code</FieldLabel>
      <div className={styles.inputBox}>
        <Input className={styles.input} />
      </div>
      <FieldHelp {...args} />
    </AriaTextField>
  ),
} satisfies Meta<typeof FieldHelp>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { args: { errorMessage: undefined } };

export const Invalid: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('textbox', { name: 'Invite code' }),
    ).toHaveAccessibleDescription('Letters and numbers only. That code has expired.');
  },
};
