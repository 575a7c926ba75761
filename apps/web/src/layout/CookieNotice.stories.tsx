import { bootstrapFixture, settingsFixture } from '@coffer/contract/fixtures';
import { getCookie, removeCookie } from '@coffer/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { COOKIE_NOTICE_COOKIE, CookieNotice } from './CookieNotice';

const enabled = (position: 'top' | 'bottom', label = 'Got it') =>
  bootstrapFixture({
    settings: settingsFixture({ cookie_notice: { enable: true, position, button: { label } } }),
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

/** At the bottom; accepted by keyboard, it goes away and the cookie remembers it. */
export const Bottom: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Cookie notice' })).toBeVisible();
    await userEvent.tab();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Got it' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(canvas.queryByRole('region', { name: 'Cookie notice' })).toBeNull();
    await expect(getCookie(COOKIE_NOTICE_COOKIE)).toBe('1');
    removeCookie(COOKIE_NOTICE_COOKIE);
  },
};

export const Top: Story = {
  parameters: { bootstrap: enabled('top', 'Accept cookies') },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Cookie notice' });
    await expect(region.getBoundingClientRect().top).toBe(0);
    await expect(within(region).getByRole('button', { name: 'Accept cookies' })).toBeVisible();
  },
};

export const Disabled: Story = {
  parameters: { bootstrap: bootstrapFixture() },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('region')).toBeNull();
  },
};
