import { HttpError } from '@coffer/core';
import { DialogOutlet, openDialog } from '@coffer/ui/DialogOutlet';
import { expectNoAxeViolations } from '@coffer/ui/test';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { NameDialog, type NameDialogProps } from './NameDialog';

const clash = new HttpError(422, {
  message: 'Folder with same name already exists.',
  errors: { name: ['Folder with same name already exists.'] },
});

/** Opens the dialog as the drive does (through the outlet); `close` hears what it closes with. */
async function renderDialog(props: Partial<NameDialogProps> = {}) {
  const close = vi.fn();
  const save = vi.fn(async (_name: string) => ({}));
  render(<DialogOutlet />);
  act(() => {
    void openDialog(NameDialog, {
      title: 'New folder',
      submitLabel: 'Create',
      save,
      ...props,
    }).then(close);
  });
  return { close, save, field: await screen.findByRole('textbox', { name: 'Name' }) };
}

describe('the name dialog', () => {
  it('given an empty name, says it is required, keeps focus on the field and saves nothing', async () => {
    const user = userEvent.setup();
    const { save, field } = await renderDialog();
    await waitFor(() => expect(field).toHaveFocus());
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('The name field is required.')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(field).toHaveFocus());
    expect(save).not.toHaveBeenCalled();
    await expectNoAxeViolations(screen.getByRole('dialog'));
  });

  it("given a name with a slash, refuses it with the server's message", async () => {
    const user = userEvent.setup();
    const { save } = await renderDialog();
    await user.keyboard('a/b{Enter}');
    expect(await screen.findByText(/may not contain/i)).toBeInTheDocument();
    expect(save).not.toHaveBeenCalled();
  });

  it('saves the trimmed name (Enter submits) and closes with it', async () => {
    const user = userEvent.setup();
    const { save, close } = await renderDialog();
    await user.keyboard('  Reports {Enter}');
    await waitFor(() => expect(close).toHaveBeenCalledWith('Reports'));
    expect(save).toHaveBeenCalledWith('Reports');
  });

  it('given the server refuses the name (a clash), shows its message on the field until it changes', async () => {
    const user = userEvent.setup();
    const { close, field } = await renderDialog({
      save: vi.fn().mockRejectedValueOnce(clash).mockResolvedValue({}),
    });
    await user.keyboard('Reports{Enter}');
    expect(await screen.findByText('Folder with same name already exists.')).toBeInTheDocument();
    expect(field).toHaveFocus();
    expect(close).not.toHaveBeenCalled();
    await user.keyboard(' 2');
    await waitFor(() =>
      expect(screen.queryByText('Folder with same name already exists.')).toBeNull(),
    );
    await user.keyboard('{Enter}');
    await waitFor(() => expect(close).toHaveBeenCalledWith('Reports 2'));
  });

  it('given a file to rename, selects its base name so typing keeps the extension', async () => {
    const user = userEvent.setup();
    const { save } = await renderDialog({
      title: 'Rename',
      submitLabel: 'Rename',
      initialName: 'alpha.txt',
    });
    await user.keyboard('gamma{Enter}');
    await waitFor(() => expect(save).toHaveBeenCalledWith('gamma.txt'));
  });

  it('shows the save as pending while it runs', async () => {
    const user = userEvent.setup();
    let finish = () => {};
    await renderDialog({ save: () => new Promise<void>((resolve) => (finish = resolve)) });
    await user.keyboard('Reports{Enter}');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /Create/ })).toHaveAttribute(
        'data-pending',
        'true',
      ),
    );
    finish();
  });
});
