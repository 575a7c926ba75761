import { accountApi } from '@coffer/contract';
import { bootstrapFixture, settingsFixture } from '@coffer/contract/fixtures';
import { ThemeProvider } from '@coffer/core';
import { mockEndpoint } from '@coffer/core/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Footer } from './Footer';
import { footerMenus } from './story-fixtures';

const meta = {
  title: 'App/Footer',
  component: Footer,
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <ThemeProvider>
        <Story />
      </ThemeProvider>
    ),
  ],
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const before = globals.theme === 'dark' ? 'Light mode' : 'Dark mode';
    const after = globals.theme === 'dark' ? 'Dark mode' : 'Light mode';
    await userEvent.tab();
    await waitFor(() => expect(canvas.getByRole('button', { name: before })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('button', { name: after })).toBeVisible();
    // Put the page back as the toolbar had it.
    await userEvent.keyboard('{Enter}');
  },
};

export const ThemeSwitchNotAllowed: Story = {
  parameters: {
    bootstrap: bootstrapFixture({
      settings: settingsFixture({ themes: { ...settingsFixture().themes, user_change: false } }),
    }),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

/** The admin's footer menu beside the copyright; the auth-page-footer menu stays off. */
export const WithMenus: Story = {
  parameters: {
    bootstrap: bootstrapFixture({ settings: settingsFixture({ menus: footerMenus }) }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = within(canvas.getByRole('navigation', { name: 'Footer' }));
    await expect(nav.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Privacy policy',
      'Terms of service',
    ]);
    await expect(canvas.queryByRole('navigation', { name: 'Legal' })).toBeNull();
  },
};

/** On auth pages the auth-page-footer menu joins in. */
export const OnAuthPage: Story = {
  args: { isAuthPage: true },
  parameters: {
    bootstrap: bootstrapFixture({ settings: settingsFixture({ menus: footerMenus }) }),
  },
  play: async ({ canvasElement }) => {
    const legal = within(within(canvasElement).getByRole('navigation', { name: 'Legal' }));
    await expect(legal.getByRole('link', { name: 'Help center' })).toHaveAttribute(
      'href',
      '/pages/help',
    );
  },
};

/** With i18n on: the language switch; a choice by keyboard switches the language in place. */
export const WithLanguageSwitch: Story = {
  parameters: {
    bootstrap: bootstrapFixture({
      settings: settingsFixture({ i18n: { enable: true, default_locale: 'en' } }),
    }),
  },
  beforeEach({ msw }) {
    msw.use(
      mockEndpoint(accountApi.valueLists, () => ({
        localizations: [
          { language: 'en', name: 'English' },
          { language: 'fr', name: 'Français' },
        ],
      })),
      mockEndpoint(accountApi.changeLocale, ({ body }) => ({
        i18n: { language: body.locale, lines: {} },
      })),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The switch is its own chunk: give its first load time.
    const trigger = await canvas.findByRole(
      'button',
      { name: /English.*Language|Language.*English/ },
      { timeout: 5000 },
    );
    trigger.focus();
    await userEvent.keyboard('{ArrowDown}');
    const option = await within(document.body).findByRole('option', { name: 'Français' });
    await waitFor(() => expect(document.activeElement).not.toBe(trigger));
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(option).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(
      await canvas.findByRole('button', { name: /Français.*Language|Language.*Français/ }),
    ).toBeInTheDocument();
  },
};
