import { traceFixture } from '@coffer/contract/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ErrorDialog } from './ErrorDialog';

const meta = {
  title: 'Core/ErrorDialog',
  component: ErrorDialog,
  parameters: { layout: 'fullscreen' },
  args: { trace: traceFixture, isOpen: true },
} satisfies Meta<typeof ErrorDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => within(document.body).getByRole('dialog', { name: 'An error occured' });

/** The modal fades in; assertions about visibility wait for it. */
async function openedDialog() {
  await waitFor(() => expect(dialog()).toBeVisible());
  return within(dialog());
}

/** Vendor frames collapsed into counted groups; the first app frame is selected. */
export const Default: Story = {
  play: async () => {
    const body = await openedDialog();
    await expect(body.getByRole('button', { name: '3 vendor frames' })).toBeVisible();
    await expect(body.getByRole('button', { name: /usedSpace/ })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await expect(body.getByRole('link', { name: 'Download log' })).toBeVisible();
  },
};

/** Expanded by keyboard; then a vendor frame, which has no readable source, is chosen. */
export const VendorFramesExpanded: Story = {
  play: async () => {
    const body = await openedDialog();
    body.getByRole('button', { name: 'Expand vendor frames' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(body.getByRole('button', { name: 'Collapse vendor frames' })).toHaveFocus(),
    );
    const vendorFrame = body.getByRole('button', { name: /preHandlerCallbackInner/ });
    vendorFrame.focus();
    await userEvent.keyboard('{Enter}');
    await expect(vendorFrame).toHaveAttribute('aria-current', 'true');
    await expect(body.getByText('The source of this frame is not available.')).toBeVisible();
  },
};

/** A trace without vendor code has no expand toggle. */
export const WithoutVendorFrames: Story = {
  args: {
    trace: {
      ...traceFixture,
      totalVendorGroups: 0,
      trace: traceFixture.trace.filter((entry) => !('vendorGroup' in entry)),
    },
  },
  play: async () => {
    await expect(
      (await openedDialog()).queryByRole('button', { name: /vendor frames/ }),
    ).toBeNull();
  },
};
