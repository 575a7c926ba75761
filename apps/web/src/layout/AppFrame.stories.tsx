import { bootstrapFixture, settingsFixture, userFixture } from '@coffer/contract/fixtures';
import { removeCookie } from '@coffer/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AppFrame } from './AppFrame';
import { COOKIE_NOTICE_COOKIE } from './CookieNotice';

const noticeOn = {
  cookie_notice: {
    enable: true,
    position: 'bottom' as const,
    button: { label: 'Got it', action: 'dismiss' as const },
    policy_url: '',
  },
};

const meta = {
  title: 'App/AppFrame',
  component: AppFrame,
  parameters: { layout: 'fullscreen', route: '/drive' },
  // Each story starts as a visitor who has not accepted the notice yet.
  beforeEach: () => removeCookie(COOKIE_NOTICE_COOKIE),
} satisfies Meta<typeof AppFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The play of a gated screen: its heading, and the cookie notice beside it. */
const showsWithNotice =
  (heading: string): Story['play'] =>
  async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Cookie notice' })).toBeVisible();
  };

/** A banned user sees only the suspended screen, with the cookie notice (spec §2.5). */
export const Suspended: Story = {
  parameters: {
    bootstrap: bootstrapFixture({
      settings: settingsFixture(noticeOn),
      user: userFixture({ banned_at: '2026-02-01T00:00:00.000Z' }),
    }),
  },
  play: showsWithNotice('Your account is suspended'),
};

/** An unverified user, while confirmation is required: the verify screen and the notice. */
export const VerifyEmail: Story = {
  parameters: {
    bootstrap: bootstrapFixture({
      settings: settingsFixture({ ...noticeOn, require_email_confirmation: true }),
      user: userFixture({ email_verified_at: null }),
    }),
  },
  play: showsWithNotice('Verify your email'),
};
