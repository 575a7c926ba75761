import { Button } from '@coffer/ui/Button';
import { closeDialog, openDialog } from '@coffer/ui/DialogOutlet';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { atRoute, sessionHandlers } from '../mocks';
import { SocialPasswordDialog } from './SocialPasswordDialog';

/** Opens the dialog the way the social login flow does, and shows how it was closed. */
function OpenSocialPasswordDialog() {
  const [result, setResult] = useState('');
  return (
    <>
      <Button
        onPress={async () => {
          const answer = await openDialog(SocialPasswordDialog, {});
          setResult(answer ? `Connected as ${answer.bootstrapData.user?.email}` : 'Cancelled');
        }}
      >
        Connect Google
      </Button>
      <p>{result}</p>
    </>
  );
}

const meta = {
  title: 'Auth/SocialPasswordDialog',
  component: OpenSocialPasswordDialog,
  decorators: [atRoute('*')],
  beforeEach({ msw }) {
    msw.use(sessionHandlers.socialConnect);
    // The app-wide dialog store outlives a story: start and end each with none open.
    closeDialog();
    return () => closeDialog();
  },
} satisfies Meta<typeof OpenSocialPasswordDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

async function open(canvasElement: HTMLElement) {
  within(canvasElement).getByRole('button', { name: 'Connect Google' }).focus();
  await userEvent.keyboard('{Enter}');
  const dialog = await within(document.body).findByRole('dialog', { name: 'Password required' });
  await waitFor(() => expect(within(dialog).getByLabelText('Password')).toHaveFocus());
  return within(dialog);
}

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await open(canvasElement);
    await userEvent.keyboard('secret-password{Enter}');
    await expect(
      await within(canvasElement).findByText('Connected as ada@example.com'),
    ).toBeInTheDocument();
  },
};

export const WrongPassword: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement);
    await userEvent.keyboard('nope{Enter}');
    await expect(await dialog.findByText('The password is incorrect.')).toBeInTheDocument();
  },
};

export const Cancel: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement);
    await userEvent.tab(); // the show-password button
    await userEvent.tab();
    await waitFor(() => expect(dialog.getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(await within(canvasElement).findByText('Cancelled')).toBeInTheDocument();
  },
};

export const DismissWithEscape: Story = {
  play: async ({ canvasElement }) => {
    await open(canvasElement);
    await userEvent.keyboard('{Escape}');
    await expect(await within(canvasElement).findByText('Cancelled')).toBeInTheDocument();
  },
};
