import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { AlertDialog } from '../AlertDialog/AlertDialog';
import { Button } from '../Button/Button';
import { DialogOutlet } from './DialogOutlet';
import { createDialogStore, type OutletDialogProps } from './dialogStore';

function ConfirmLeave({ name, close }: { name: string } & OutletDialogProps<boolean>) {
  return (
    <AlertDialog
      title={`Leave ${name}?`}
      confirmLabel="Leave"
      onConfirm={() => {
        close(true);
        return false;
      }}
    />
  );
}

function Demo() {
  const [store] = useState(createDialogStore);
  const [result, setResult] = useState('none yet');
  return (
    <>
      <Button
        onPress={async () => {
          const left = await store.openDialog(ConfirmLeave, { name: 'Design team' });
          setResult(left ? 'left' : 'dismissed');
        }}
      >
        Leave workspace
      </Button>
      <p>Result: {result}</p>
      <DialogOutlet store={store} />
    </>
  );
}

const meta = {
  title: 'UI/DialogOutlet',
  component: DialogOutlet,
  render: () => <Demo />,
} satisfies Meta<typeof DialogOutlet>;

export default meta;
type Story = StoryObj<typeof meta>;

/** `openDialog` resolves with the value given on close, or undefined when dismissed. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Leave workspace' }));
    await within(document.body).findByRole('alertdialog', { name: 'Leave Design team?' });
    await userEvent.keyboard('{Escape}');
    await expect(await canvas.findByText('Result: dismissed')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Leave workspace' }));
    await userEvent.click(await within(document.body).findByRole('button', { name: 'Leave' }));
    await expect(await canvas.findByText('Result: left')).toBeVisible();
  },
};
