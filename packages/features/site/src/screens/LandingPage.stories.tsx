import { defaultLandingContent } from '@coffer/contract';
import { bootstrapFixture, settingsFixture, userFixture } from '@coffer/contract/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { LandingPage } from './LandingPage';

const withAd = (subscribed: boolean) =>
  bootstrapFixture({
    settings: settingsFixture({
      ads: { disable: false, drive: '', 'file-preview': '', 'landing-top': '<p>Ad</p>' },
    }),
    user: subscribed
      ? userFixture({ subscriptions: [{ id: 1, valid: true, active: true }] })
      : null,
  });

/** The whole landing page (spec §2.5) as a new site shows it, every word from the settings. */
const meta = {
  title: 'Site/LandingPage',
  component: LandingPage,
  parameters: { layout: 'fullscreen', route: '/' },
} satisfies Meta<typeof LandingPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every section in order; Tab goes through the buttons, then on to the bottom one. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      defaultLandingContent.headerTitle,
    );
    for (const name of ['Upload anything', 'Every version kept', 'Bring your files home']) {
      await expect(canvas.getByRole('heading', { name })).toBeInTheDocument();
    }
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'I have an account' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getAllByRole('link', { name: 'Create your account' })[1]).toHaveFocus();
    // No ad code: no ad slot.
    await expect(canvas.queryByRole('complementary', { name: 'Advertisement' })).toBeNull();
  },
};

/** A subscriber sees no ad, even where the landing-top slot has code (spec §6). */
export const SubscriberSeesNoAd: Story = {
  parameters: { bootstrap: withAd(true) },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).queryByRole('complementary', { name: 'Advertisement' }),
    ).toBeNull();
  },
};
