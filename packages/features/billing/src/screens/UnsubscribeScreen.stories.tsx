import { humanCheckApi } from '@coffer/contract';
import { mockEndpoint } from '@coffer/core/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { billingBootstrap, billingHandlers, subscriberBootstrap } from '../mocks';
import { lastToast, tabTo } from '../mocks/stories';
import { UnsubscribeScreen } from './UnsubscribeScreen';

const meta = {
  title: 'Billing/UnsubscribeScreen',
  component: UnsubscribeScreen,
  parameters: { layout: 'fullscreen', route: '/unsubscribe', bootstrap: billingBootstrap() },
  beforeEach({ msw }) {
    msw.use(...billingHandlers());
  },
} satisfies Meta<typeof UnsubscribeScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Types `phone` into the field by keyboard and presses Unsubscribe. */
async function unsubscribeWith(canvasElement: HTMLElement, phone: string) {
  await tabTo(canvasElement, 'textbox', 'Phone');
  await userEvent.keyboard('{Control>}a{/Control}{Backspace}');
  if (phone) await userEvent.keyboard(phone);
  await userEvent.tab();
  await waitFor(() =>
    expect(within(canvasElement).getByRole('button', { name: 'Unsubscribe' })).toHaveFocus(),
  );
  await userEvent.keyboard('{Enter}');
}

/** The account's own phone: the success toast, and the date the plan stops. */
export const Success: Story = {
  parameters: { bootstrap: subscriberBootstrap() },
  play: async ({ canvasElement }) => {
    await unsubscribeWith(canvasElement, '+1 555 0100');
    await waitFor(() => expect(lastToast()).toBe('You have successfully unsubscribed.'));
    await expect(
      await within(canvasElement).findByText(/^Your plan stays active until .*2027/),
    ).toBeVisible();
  },
};

/** Any other phone: 'Subscription not found.', and the form stays. */
export const NotFound: Story = {
  play: async ({ canvasElement }) => {
    await unsubscribeWith(canvasElement, '+44 20 7946 0000');
    await waitFor(() => expect(lastToast()).toBe('Subscription not found.'));
    await expect(within(canvasElement).getByRole('textbox', { name: 'Phone' })).toBeVisible();
  },
};

/** The phone is required, before any call. */
export const PhoneRequired: Story = {
  play: async ({ canvasElement }) => {
    await unsubscribeWith(canvasElement, '');
    await expect(
      await within(canvasElement).findByText('The phone field is required.'),
    ).toBeVisible();
  },
};

/** The site runs the human check for unsubscribe: a proof of work, answered before the call. */
function withHumanCheck(passes: boolean): Pick<Story, 'parameters' | 'beforeEach'> {
  const bootstrap = subscriberBootstrap();
  bootstrap.settings.recaptcha.enable.unsubscribe = true;
  return {
    parameters: { bootstrap },
    beforeEach({ msw }) {
      msw.use(
        // The easiest work there is: any key starts with an empty prefix.
        mockEndpoint(humanCheckApi.challenge, () => ({
          provider: 'altcha' as const,
          challenge: {
            parameters: {
              algorithm: 'PBKDF2/SHA-256',
              nonce: '00ff',
              salt: 'aa55',
              cost: 1,
              keyLength: 16,
              keyPrefix: '',
            },
          },
        })),
        mockEndpoint(humanCheckApi.verify, () => ({ success: passes })),
      );
    },
  };
}

/** With the check on, the visitor is verified first, then unsubscribed. */
export const HumanCheckPassed: Story = {
  ...withHumanCheck(true),
  play: async ({ canvasElement }) => {
    await unsubscribeWith(canvasElement, '+1 555 0100');
    await waitFor(() => expect(lastToast()).toBe('You have successfully unsubscribed.'));
  },
};

/** A failed check stops before the call: 'Could not verify you are human.' */
export const HumanCheckFailed: Story = {
  ...withHumanCheck(false),
  play: async ({ canvasElement }) => {
    await unsubscribeWith(canvasElement, '+1 555 0100');
    await waitFor(() => expect(lastToast()).toBe('Could not verify you are human.'));
    await expect(within(canvasElement).getByRole('textbox', { name: 'Phone' })).toBeVisible();
  },
};
