import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { AlertDialog } from '../AlertDialog/AlertDialog';
import { DialogOutlet } from './DialogOutlet';
import { createDialogStore, type OutletDialogProps } from './dialogStore';

function ConfirmMove({ folder, close }: { folder: string } & OutletDialogProps<string>) {
  return (
    <AlertDialog
      title={`Move to ${folder}?`}
      confirmLabel="Move"
      onConfirm={() => {
        close(folder);
        return false;
      }}
    />
  );
}

describe('dialog store', () => {
  it('resolves with the value given on close and clears the dialog and its data', async () => {
    const store = createDialogStore();
    const result = store.openDialog(ConfirmMove, { folder: 'Photos' });
    expect(store.getSnapshot()?.props).toEqual({ folder: 'Photos' });
    store.closeDialog('Photos');
    await expect(result).resolves.toBe('Photos');
    expect(store.getSnapshot()).toBeNull();
  });

  it('resolves with undefined when dismissed without a value', async () => {
    const store = createDialogStore();
    const result = store.openDialog(ConfirmMove, { folder: 'Photos' });
    store.closeDialog();
    await expect(result).resolves.toBeUndefined();
  });

  it('keeps one dialog open at a time: opening another dismisses the first', async () => {
    const store = createDialogStore();
    const first = store.openDialog(ConfirmMove, { folder: 'Photos' });
    const second = store.openDialog(ConfirmMove, { folder: 'Music' });
    await expect(first).resolves.toBeUndefined();
    expect(store.getSnapshot()?.props).toEqual({ folder: 'Music' });
    store.closeDialog('Music');
    await expect(second).resolves.toBe('Music');
  });

  it('ignores close when nothing is open', () => {
    const store = createDialogStore();
    expect(() => store.closeDialog('x')).not.toThrow();
    expect(store.getSnapshot()).toBeNull();
  });
});

describe('DialogOutlet', () => {
  it('renders nothing until a dialog is opened', async () => {
    const { container } = render(<DialogOutlet store={createDialogStore()} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('renders the opened dialog; its close(value) resolves the promise and removes it', async () => {
    const user = userEvent.setup();
    const store = createDialogStore();
    render(<DialogOutlet store={store} />);
    let result!: Promise<string | undefined>;
    act(() => {
      result = store.openDialog(ConfirmMove, { folder: 'Photos' });
    });
    expect(screen.getByRole('alertdialog', { name: 'Move to Photos?' })).toBeInTheDocument();
    await expectNoAxeViolations(document.body);
    await user.click(screen.getByRole('button', { name: 'Move' }));
    await expect(result).resolves.toBe('Photos');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('after pressing Escape, resolves with undefined and clears the dialog', async () => {
    const user = userEvent.setup();
    const store = createDialogStore();
    render(<DialogOutlet store={store} />);
    let result!: Promise<string | undefined>;
    act(() => {
      result = store.openDialog(ConfirmMove, { folder: 'Photos' });
    });
    await user.keyboard('{Escape}');
    await expect(result).resolves.toBeUndefined();
    expect(store.getSnapshot()).toBeNull();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
