import { createDialogStore, DialogOutlet } from '@coffer/ui/DialogOutlet';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { UploadConflictDialog, type UploadConflictDialogProps } from './UploadConflictDialog';

const screen = () => within(document.body);

/** Opens the dialog as the drive does (`openDialog`), on an outlet of its own; `close` gets the answer. */
function Opened({
  names,
  close,
}: UploadConflictDialogProps & { close: (value?: unknown) => void }) {
  const [store] = useState(createDialogStore);
  useEffect(() => {
    void store.openDialog(UploadConflictDialog, { names }).then((choice) => {
      if (choice) close(choice);
      else close();
    });
    return () => store.closeDialog(undefined);
  }, [store, names, close]);
  return <DialogOutlet store={store} />;
}

const meta = {
  title: 'Drive/UploadConflictDialog',
  component: Opened,
  args: { names: ['Report.pdf'], close: fn() },
} satisfies Meta<typeof Opened>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One clash: Replace has the focus; Shift+Tab and Enter pick 'Keep both' from the keyboard. */
export const OneFile: Story = {
  play: async ({ args }) => {
    const dialog = await screen().findByRole('alertdialog');
    const view = within(dialog);
    await expect(view.getByText('Report.pdf')).toBeInTheDocument();
    const replace = view.getByRole('button', { name: 'Replace' });
    await waitFor(() => expect(replace).toHaveFocus());
    await userEvent.tab({ shift: true });
    await expect(view.getByRole('button', { name: 'Keep both' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.close).toHaveBeenCalledWith('keepBoth');
  },
};

/** Many clashes: the first five by name, then how many more; Skip answers nothing. */
export const ManyFiles: Story = {
  args: {
    names: ['a.txt', 'b.txt', 'c.txt', 'd.txt', 'e.txt', 'f.txt', 'g.txt'],
  },
  play: async ({ args }) => {
    const view = within(await screen().findByRole('alertdialog'));
    await expect(view.getAllByRole('listitem')).toHaveLength(5);
    await expect(view.getByText('and 2 more')).toBeInTheDocument();
    await userEvent.click(view.getByRole('button', { name: 'Skip' }));
    await expect(args.close).toHaveBeenCalledWith();
  },
};
