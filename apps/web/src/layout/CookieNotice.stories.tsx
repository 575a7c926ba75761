import type { Settings } from '@coffer/contract';
import { bootstrapFixture, settingsFixture } from '@coffer/contract/fixtures';
import { getCookie, removeCookie } from '@coffer/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { COOKIE_NOTICE_COOKIE, CookieNotice } from './CookieNotice';

const enabled = (
  position: 'top' | 'bottom',
  label = 'Got it',
  more: Partial<Pick<Settings['cookie_notice'], 'policy_url'>> & {
    action?: Settings['cookie_notice']['button']['action'];
  } = {},
) =>
  bootstrapFixture({
    settings: settingsFixture({
      cookie_notice: {
        enable: true,
        position,
        button: { label, action: more.action ?? 'dismiss' },
        policy_url: more.policy_url ?? '',
      },
    }),
  });

const meta = {
  title: 'App/CookieNotice',
  component: CookieNotice,
  parameters: { layout: 'fullscreen', bootstrap: enabled('bottom') },
  // Each story starts as a visitor who has not accepted yet.
  beforeEach: () => removeCookie(COOKIE_NOTICE_COOKIE),
} satisfies Meta<typeof CookieNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** At the bottom edge; accepted by keyboard, it goes away and the cookie remembers it. */
export const Bottom: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: 'Cookie notice' });
    await expect(region).toBeVisible();
    await expect(Math.round(region.getBoundingClientRect().bottom)).toBe(window.innerHeight);
    // The dismiss action offers no policy link.
    await expect(within(region).queryByRole('link')).toBeNull();
    await userEvent.tab();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Got it' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(canvas.queryByRole('region', { name: 'Cookie notice' })).toBeNull();
    await expect(getCookie(COOKIE_NOTICE_COOKIE)).toBe('1');
    removeCookie(COOKIE_NOTICE_COOKIE);
  },
};

/** At the top edge (`cookie_notice.position: top`). */
export const Top: Story = {
  parameters: { bootstrap: enabled('top', 'Accept cookies') },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Cookie notice' });
    await expect(region.getBoundingClientRect().top).toBe(0);
    await expect(within(region).getByRole('button', { name: 'Accept cookies' })).toBeVisible();
  },
};

/**
 * The `policy` action: besides the button that accepts, a link opens the cookie policy
 * (`cookie_notice.policy_url`); accepting still hides the notice.
 */
export const WithPolicyLink: Story = {
  parameters: {
    bootstrap: enabled('bottom', 'Accept', { action: 'policy', policy_url: '/pages/cookies' }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: 'Cookie notice' });
    const link = within(region).getByRole('link', { name: 'Read the cookie policy' });
    await expect(link).toHaveAttribute('href', '/pages/cookies');
    await userEvent.tab();
    await waitFor(() => expect(link).toHaveFocus());
    await userEvent.tab();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Accept' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(canvas.queryByRole('region', { name: 'Cookie notice' })).toBeNull();
    await expect(getCookie(COOKIE_NOTICE_COOKIE)).toBe('1');
    removeCookie(COOKIE_NOTICE_COOKIE);
  },
};

/** A policy on another site opens in a new tab. */
export const WithOutsidePolicy: Story = {
  parameters: {
    bootstrap: enabled('top', 'OK', {
      action: 'policy',
      policy_url: 'https://example.com/cookies',
    }),
  },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Read the cookie policy' });
    await expect(link).toHaveAttribute('href', 'https://example.com/cookies');
    await expect(link).toHaveAttribute('target', '_blank');
  },
};

export const Disabled: Story = {
  parameters: { bootstrap: bootstrapFixture() },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('region')).toBeNull();
  },
};
