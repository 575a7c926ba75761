import { openDialog } from '@coffer/ui/DialogOutlet';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../test/render-screen';
import { signedInBootstrap } from '../mocks/handlers';
import { SocialPasswordDialog } from './SocialPasswordDialog';

function openPasswordDialog(answers = {}) {
  renderScreen(null, { answers });
  let result!: Promise<unknown>;
  act(() => {
    result = openDialog(SocialPasswordDialog, {});
  });
  return result;
}

describe.each(['mouse', 'keyboard'] as const)('social password dialog (%s)', (mode) => {
  const press = async (user: ReturnType<typeof userEvent.setup>, name: string) => {
    const button = screen.getByRole('button', { name });
    if (mode === 'mouse') return user.click(button);
    act(() => button.focus());
    await user.keyboard('{Enter}');
  };

  it('given Cancel, closes with no result', async () => {
    const user = userEvent.setup();
    const result = openPasswordDialog();
    expect(await screen.findByRole('dialog', { name: 'Password required' })).toBeInTheDocument();
    await press(user, 'Cancel');
    await expect(result).resolves.toBeUndefined();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('given the right password, resolves with the new bootstrap data', async () => {
    const user = userEvent.setup();
    const data = signedInBootstrap();
    const result = openPasswordDialog({
      'POST /secure/auth/social/connect': { body: { bootstrapData: data } },
    });
    await user.type(await screen.findByLabelText('Password'), 'secret-password');
    await press(user, 'Connect');
    await expect(result).resolves.toEqual({ bootstrapData: data });
  });

  it('given no password, says it is required and sends nothing', async () => {
    const user = userEvent.setup();
    openPasswordDialog();
    await screen.findByRole('dialog');
    await press(user, 'Connect');
    expect(await screen.findByText('The password field is required.')).toBeInTheDocument();
  });
});
