import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { ToastRegion } from './ToastRegion';
import { createToastStore, type ToastOptions, toastPositions, toastTypes } from './toastStore';

interface DemoProps extends ToastOptions {
  /** Text of the toast. */
  message: string;
}

/** A region on its own store, showing one toast that stays until closed. */
function Showing({ message, ...options }: DemoProps) {
  const [store] = useState(() => {
    const s = createToastStore();
    s.show(message, { duration: 0, disableEnterAnimation: true, ...options });
    return s;
  });
  return <ToastRegion store={store} />;
}

function Demo() {
  const [store] = useState(createToastStore);
  return (
    <>
      <Button onPress={() => store.show('Link copied to clipboard')}>Copy link</Button>
      <ToastRegion store={store} />
    </>
  );
}

const meta = {
  title: 'UI/Toast',
  component: Showing,
  args: { message: 'Link copied to clipboard', type: 'positive', position: 'bottom-center' },
  argTypes: {
    type: { control: 'select', options: toastTypes },
    position: { control: 'select', options: toastPositions },
  },
} satisfies Meta<typeof Showing>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Pressing the button shows a toast; its close button is reachable by keyboard. */
export const Default: Story = {
  render: () => <Demo />,
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Copy link' }));
    await expect(body.getByRole('status')).toHaveTextContent('Link copied to clipboard');
    await userEvent.tab();
    await waitFor(() => expect(body.getByRole('button', { name: 'Close' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(body.getByRole('status')).toBeEmptyDOMElement());
  },
};

export const Positive: Story = {};
export const Danger: Story = {
  args: { type: 'danger', message: 'There was an issue. Please try again.' },
};
export const Loading: Story = { args: { type: 'loading', message: 'Uploading 3 files…' } };
export const WithAction: Story = {
  args: { message: 'Moved to trash', action: { label: 'View trash', href: '/drive/trash' } },
};
export const BottomRight: Story = { args: { position: 'bottom-right' } };
