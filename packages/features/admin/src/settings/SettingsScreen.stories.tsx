import { RouterAdapterProvider } from '@coffer/ui/Link';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes, useHref, useNavigate } from 'react-router';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { adminBootstrap } from '../mocks';
import { settingsFixture, settingsHandlers, settingsRequests } from '../mocks/settings';
import {
  body,
  lastToast,
  pickOption,
  pressButton,
  typeInto,
  withAdminLayout,
} from '../mocks/stories';
import { SettingsScreen } from './SettingsScreen';

/** The screen at its route, with the kit's links on the router, as the app's root layout gives them. */
const atSettingsRoute: Decorator = (Story) => {
  const navigate = useNavigate();
  return (
    <RouterAdapterProvider navigate={navigate} useHref={useHref}>
      <Routes>
        <Route path="admin/settings/:tab" element={<Story />} />
      </Routes>
    </RouterAdapterProvider>
  );
};

const meta = {
  title: 'Admin/SettingsScreen',
  component: SettingsScreen,
  decorators: [atSettingsRoute, withAdminLayout],
  parameters: {
    layout: 'fullscreen',
    route: '/admin/settings/general',
    bootstrap: adminBootstrap(['admin.access', 'settings.update']),
  },
  beforeEach({ msw }) {
    msw.use(...settingsHandlers());
  },
} satisfies Meta<typeof SettingsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const MB = 1024 * 1024;

/** Toggles the switch named `name` with Space. */
async function toggle(canvasElement: HTMLElement, name: RegExp) {
  within(canvasElement).getByRole('switch', { name }).focus();
  await userEvent.keyboard(' ');
}

/** Presses Save by keyboard and waits for the saved toast. */
async function save(canvasElement: HTMLElement) {
  await pressButton(canvasElement, 'Save');
  await waitFor(() => expect(lastToast()).toBe('Settings saved'));
}

const lastUpdate = () => settingsRequests.updates.at(-1);

/**
 * General: a site URL that is no URL gets the server's 422 on its field, which takes the
 * focus; corrected, only that key is sent.
 */
export const General: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('tab', { name: 'General', selected: true })).toBeVisible();
    const url = await canvas.findByRole('textbox', { name: 'Site URL' });
    await expect(url).toHaveValue('https://files.example.com');
    await typeInto(url, 'files example');
    await pressButton(canvasElement, 'Save');
    await expect(await canvas.findByText('Enter a valid URL.')).toBeVisible();
    await waitFor(() => expect(url).toHaveFocus());
    await expect(lastUpdate()).toEqual({ client: { base_url: 'files example' } });
    await typeInto(url, 'https://drive.example.org');
    await toggle(canvasElement, /Demo mode/);
    await save(canvasElement);
    await expect(lastUpdate()).toEqual({
      client: { base_url: 'https://drive.example.org' },
      server: { 'site.demo': true },
    });
    await expect(canvas.queryByText('Enter a valid URL.')).toBeNull();
  },
};

/**
 * Subscriptions: billing on, the test gateway and Stripe switched on, and a Stripe secret
 * typed; the secret then shows as set.
 */
export const Subscriptions: Story = {
  parameters: { route: '/admin/settings/subscriptions' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const secret = await canvas.findByLabelText('Stripe secret key');
    // Each gateway's switch heads its own group of fields.
    for (const gateway of ['Test gateway', 'Stripe', 'PayPal']) {
      await expect(canvas.getByRole('heading', { level: 2, name: gateway })).toBeVisible();
    }
    await expect(canvas.getByRole('switch', { name: /Test mode/ })).not.toBeChecked();
    await toggle(canvasElement, /Enable billing/);
    await toggle(canvasElement, /Test mode/);
    await toggle(canvasElement, /Enable Stripe/);
    await typeInto(canvas.getByRole('textbox', { name: 'Stripe publishable key' }), 'pk_live_42');
    await userEvent.tab();
    await expect(secret).toHaveFocus();
    await userEvent.keyboard('sk_live_42');
    await save(canvasElement);
    await expect(lastUpdate()).toEqual({
      client: {
        'billing.enable': true,
        'billing.test_gateway.enable': true,
        'billing.stripe.enable': true,
      },
      server: {
        'billing.stripe.public_key': 'pk_live_42',
        'billing.stripe.secret_key': 'sk_live_42',
      },
    });
    await waitFor(() => expect(secret).toHaveValue(''));
    await expect(canvas.getByRole('button', { name: 'Remove Stripe secret key' })).toBeVisible();
  },
};

/** Localization: the date format and default time zone, picked by keyboard. */
export const Localization: Story = {
  parameters: { route: '/admin/settings/localization' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('button', { name: /Date format/ });
    await pickOption(canvasElement, /Date format/, 'Long (March 14, 2026)');
    await pickOption(canvasElement, /Default language/, 'Français');
    await toggle(canvasElement, /Let users choose their language/);
    await save(canvasElement);
    await expect(lastUpdate()).toEqual({
      client: { 'dates.format': 'long', 'i18n.default_locale': 'fr', 'i18n.enable': false },
    });
  },
};

/**
 * Authentication: email confirmation on, a blocked domain added, Google's secret removed; the save sends those keys only, the removed secret as null.
 */
export const Authentication: Story = {
  parameters: { route: '/admin/settings/authentication' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('switch', { name: /Require email confirmation/ });
    await toggle(canvasElement, /Require email confirmation/);
    const domains = canvas.getByRole('textbox', { name: 'Blocked email domains' });
    await typeInto(domains, 'mailinator.com{Enter}spam.example');
    await pressButton(canvasElement, 'Remove Google client secret');
    await expect(await canvas.findByText('Removed when you save.')).toBeVisible();
    await save(canvasElement);
    await expect(lastUpdate()).toEqual({
      client: { require_email_confirmation: true },
      server: {
        'auth.blocked_email_domains': ['mailinator.com', 'spam.example'],
        'social.google.client_secret': null,
      },
    });
    await waitFor(() =>
      expect(canvas.queryByRole('button', { name: 'Remove Google client secret' })).toBeNull(),
    );
  },
};

/** Authentication: an extra registration field added; a new field's id follows its label. */
export const RegistrationFields: Story = {
  parameters: { route: '/admin/settings/authentication' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('list', { name: 'Extra registration fields' });
    await pressButton(canvasElement, 'Add field');
    const fields = canvas.getByRole('list', { name: 'Extra registration fields' });
    const row = within(fields).getAllByRole('listitem')[1] as HTMLElement;
    await waitFor(() => expect(within(row).getByRole('textbox', { name: 'Label' })).toHaveFocus());
    await userEvent.keyboard('Employee number');
    await expect(within(row).getByRole('textbox', { name: 'ID' })).toHaveValue('employee_number');
    await userEvent.tab();
    await userEvent.tab();
    await expect(within(row).getByRole('button', { name: /Type/ })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    const types = await body(canvasElement).findByRole('listbox');
    await waitFor(() => expect(types).toContainElement(document.activeElement as HTMLElement));
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() =>
      expect(within(types).getByRole('option', { name: 'Number' })).toHaveFocus(),
    );
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(within(row).getByRole('button', { name: /Type/ })).toHaveTextContent('Number'),
    );
    within(row).getByRole('switch', { name: 'Required' }).focus();
    await userEvent.keyboard(' ');
    await save(canvasElement);
    await expect(lastUpdate()).toEqual({
      client: {
        'registration.fields': [
          { id: 'company', label: 'Company', type: 'text', required: false },
          { id: 'employee_number', label: 'Employee number', type: 'number', required: true },
        ],
      },
    });
  },
};

/**
 * Uploading: S3 chosen, its fields filled in and tried with Test connection (unsaved values
 * sent), then saved with a new size limit in megabytes (sent in bytes).
 */
export const Uploading: Story = {
  parameters: { route: '/admin/settings/uploading' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('button', { name: /Store files on/ });
    await expect(canvas.queryByRole('textbox', { name: 'Bucket' })).toBeNull();
    await pickOption(canvasElement, /Store files on/, 'S3-compatible storage');
    await typeInto(
      await canvas.findByRole('textbox', { name: 'Endpoint' }),
      'https://s3.example.com',
    );
    await userEvent.tab();
    await userEvent.keyboard('eu-west-1');
    await userEvent.tab();
    await userEvent.keyboard('coffer-files');
    await userEvent.tab();
    await userEvent.keyboard('AKIA42');
    await userEvent.tab();
    await userEvent.keyboard('s3cr3t');
    await pressButton(canvasElement, 'Test connection');
    await waitFor(() =>
      expect(lastToast()).toBe('Connected: a test file was written and removed.'),
    );
    await expect(settingsRequests.checks.at(-1)).toEqual({
      kind: 'storage',
      body: {
        server: {
          'storage.driver': 's3',
          's3.endpoint': 'https://s3.example.com',
          's3.region': 'eu-west-1',
          's3.bucket': 'coffer-files',
          's3.access_key': 'AKIA42',
          's3.path_style': false,
          's3.secret_key': 's3cr3t',
        },
      },
    });
    await typeInto(canvas.getByRole('textbox', { name: 'Maximum file size' }), '500');
    await save(canvasElement);
    await expect(lastUpdate()).toEqual({
      client: { 'uploads.max_size': 500 * MB },
      server: {
        'storage.driver': 's3',
        's3.endpoint': 'https://s3.example.com',
        's3.region': 'eu-west-1',
        's3.bucket': 'coffer-files',
        's3.access_key': 'AKIA42',
        's3.secret_key': 's3cr3t',
      },
    });
  },
};

/** Test connection refused: the server's message lands on the field it names, which takes the focus. */
export const StorageTestFailure: Story = {
  parameters: { route: '/admin/settings/uploading' },
  beforeEach({ msw }) {
    msw.use(
      ...settingsHandlers({
        storageErrors: { 'server.s3.bucket': ['The bucket coffer-files does not exist.'] },
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('button', { name: /Store files on/ });
    await pickOption(canvasElement, /Store files on/, 'S3-compatible storage');
    await typeInto(await canvas.findByRole('textbox', { name: 'Bucket' }), 'coffer-files');
    await pressButton(canvasElement, 'Test connection');
    await expect(await canvas.findByText('The bucket coffer-files does not exist.')).toBeVisible();
    const bucket = canvas.getByRole('textbox', { name: 'Bucket' });
    await waitFor(() => expect(bucket).toHaveFocus());
    await expect(bucket).toHaveAttribute('aria-invalid', 'true');
    await expect(settingsRequests.updates).toHaveLength(0);
  },
};

/** Outgoing email: a new port tried with 'Send test email', then saved. */
export const OutgoingEmail: Story = {
  parameters: { route: '/admin/settings/outgoing-email' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const port = await canvas.findByRole('textbox', { name: 'Port' });
    await expect(port).toHaveValue('587');
    await typeInto(port, '465');
    await pickOption(canvasElement, /Encryption/, 'TLS');
    await pressButton(canvasElement, 'Send test email');
    await waitFor(() => expect(lastToast()).toBe('A test email was sent to admin@example.com.'));
    await expect(settingsRequests.checks.at(-1)?.body.server).toMatchObject({
      'mail.port': 465,
      'mail.encryption': 'tls',
      'mail.host': 'smtp.example.com',
    });
    await save(canvasElement);
    await expect(lastUpdate()).toEqual({ server: { 'mail.port': 465, 'mail.encryption': 'tls' } });
  },
};

/** Logging: the level and the error-reporting endpoint (a secret), with the sample rate said. */
export const Logging: Story = {
  parameters: { route: '/admin/settings/logging' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/a sample rate of 0.2/)).toBeVisible();
    await pickOption(canvasElement, /Log level/, 'Warning: problems that were handled');
    canvas.getByLabelText('Error reporting endpoint').focus();
    await userEvent.keyboard('https://key@errors.example.com/1');
    await save(canvasElement);
    await expect(lastUpdate()).toEqual({
      server: {
        'logging.level': 'warn',
        'logging.error_endpoint': 'https://key@errors.example.com/1',
      },
    });
  },
};

/** Cache: Redis chosen, its URL tried with 'Test connection', saved; 'Clear cache' by keyboard. */
export const Cache: Story = {
  parameters: { route: '/admin/settings/cache' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('button', { name: /Keep the cache in/ });
    await expect(canvas.queryByLabelText('Redis URL')).toBeNull();
    await pressButton(canvasElement, 'Clear cache');
    await waitFor(() => expect(lastToast()).toBe('The cache was cleared.'));
    await expect(settingsRequests.cacheClears).toBe(1);
    await pickOption(canvasElement, /Keep the cache in/, 'Redis (shared by every instance)');
    const url = await canvas.findByLabelText('Redis URL');
    url.focus();
    await userEvent.keyboard('redis://:s3cret@redis.example.com:6379/0');
    await pressButton(canvasElement, 'Test connection');
    await waitFor(() => expect(lastToast()).toBe('Redis answered PONG with these settings.'));
    await expect(settingsRequests.checks.at(-1)).toEqual({
      kind: 'redis',
      body: { server: { 'redis.url': 'redis://:s3cret@redis.example.com:6379/0' } },
    });
    await save(canvasElement);
    await expect(lastUpdate()).toEqual({
      server: { 'cache.driver': 'redis', 'redis.url': 'redis://:s3cret@redis.example.com:6379/0' },
    });
    // The URL is write-only: the saved answer only says one is set.
    await expect(await canvas.findByText('Set')).toBeVisible();
  },
};

/** Redis unreachable: the save is refused with a message on the URL field, which takes the focus. */
export const RedisFailure: Story = {
  parameters: { route: '/admin/settings/queue' },
  beforeEach({ msw }) {
    msw.use(
      ...settingsHandlers({
        redisErrors: { 'server.redis.url': ['Redis could not be reached at this URL.'] },
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('button', { name: /Run queued jobs with/ });
    await pickOption(
      canvasElement,
      /Run queued jobs with/,
      'Redis: a new job wakes every instance’s worker at once',
    );
    const url = await canvas.findByLabelText('Redis URL');
    url.focus();
    await userEvent.keyboard('redis://127.0.0.1:1');
    await pressButton(canvasElement, 'Save');
    await expect(await canvas.findByText('Redis could not be reached at this URL.')).toBeVisible();
    await waitFor(() => expect(url).toHaveFocus());
    await expect(url).toHaveAttribute('aria-invalid', 'true');
    await expect(lastToast()).not.toBe('Settings saved');
  },
};

/** Queue: in-process by default; Redis chosen with the URL already saved (left empty, kept). */
export const Queue: Story = {
  parameters: { route: '/admin/settings/queue' },
  beforeEach({ msw }) {
    const settings = settingsFixture();
    settings.secrets['redis.url'] = true;
    msw.use(...settingsHandlers({ settings }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('button', { name: /Run queued jobs with/ });
    await pickOption(
      canvasElement,
      /Run queued jobs with/,
      'Redis: a new job wakes every instance’s worker at once',
    );
    await expect(await canvas.findByText('Leave empty to keep the saved value.')).toBeVisible();
    await pressButton(canvasElement, 'Test connection');
    await waitFor(() => expect(lastToast()).toBe('Redis answered PONG with these settings.'));
    await expect(settingsRequests.checks.at(-1)).toEqual({ kind: 'redis', body: { server: {} } });
    await save(canvasElement);
    await expect(lastUpdate()).toEqual({ server: { 'queue.driver': 'redis' } });
  },
};

/** Realtime (`websockets`): live updates turned off and their events moved to Redis. */
export const Realtime: Story = {
  parameters: { route: '/admin/settings/websockets' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('tab', { name: 'Realtime', selected: true }),
    ).toBeVisible();
    await expect(await canvas.findByRole('switch', { name: /Live updates/ })).toBeChecked();
    await toggle(canvasElement, /Live updates/);
    await pickOption(canvasElement, /Send live events with/, 'Redis: fanned out to every instance');
    const url = await canvas.findByLabelText('Redis URL');
    url.focus();
    await userEvent.keyboard('rediss://redis.example.com:6380');
    await save(canvasElement);
    await expect(lastUpdate()).toEqual({
      client: { 'realtime.enable': false },
      server: { 'realtime.driver': 'redis', 'redis.url': 'rediss://redis.example.com:6380' },
    });
  },
};

/** Analytics: a measurement id; the note says when the script loads. */
export const Analytics: Story = {
  parameters: { route: '/admin/settings/analytics' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await typeInto(await canvas.findByRole('textbox', { name: 'Measurement ID' }), 'G-COFFER42');
    await expect(canvas.getByText(/only after the visitor accepts cookies/)).toBeVisible();
    await save(canvasElement);
    await expect(lastUpdate()).toEqual({ client: { 'analytics.tracking_id': 'G-COFFER42' } });
  },
};

/** reCAPTCHA: keys, and the check turned on for link creation and off for the contact form. */
export const Recaptcha: Story = {
  parameters: { route: '/admin/settings/recaptcha' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await typeInto(await canvas.findByRole('textbox', { name: 'Site key' }), '6Lc-site');
    await toggle(canvasElement, /Creating shareable links/);
    await toggle(canvasElement, /Contact form/);
    await save(canvasElement);
    await expect(lastUpdate()).toEqual({
      client: {
        'recaptcha.site_key': '6Lc-site',
        'recaptcha.enable.contact': false,
        'recaptcha.enable.link_creation': true,
      },
    });
  },
};

/** GDPR: the notice moved to the top, and a privacy policy added to the register form's list. */
export const Gdpr: Story = {
  parameters: { route: '/admin/settings/gdpr' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('button', { name: /Position/ });
    await pickOption(canvasElement, /Position/, 'Top of the page');
    await pressButton(canvasElement, 'Add policy');
    const list = canvas.getByRole('list', { name: 'Registration policies' });
    const added = within(list).getAllByRole('listitem')[1] as HTMLElement;
    await waitFor(() => expect(within(added).getByRole('textbox', { name: 'Name' })).toHaveFocus());
    await userEvent.keyboard('Privacy policy');
    await userEvent.tab();
    await userEvent.keyboard('https://example.com/privacy');
    await save(canvasElement);
    const sent = lastUpdate();
    await expect(sent?.client?.['cookie_notice.position']).toBe('top');
    await expect(sent?.client?.['registration.policies']).toEqual([
      expect.objectContaining({ id: 'terms' }),
      expect.objectContaining({
        item: expect.objectContaining({
          type: 'link',
          label: 'Privacy policy',
          action: 'https://example.com/privacy',
        }),
      }),
    ]);
    await pressButton(canvasElement, 'Remove Terms of service');
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
  },
};

/** Drive: the grid as the default view, a week in the trash, and 20 versions per file. */
export const Drive: Story = {
  parameters: { route: '/admin/settings/drive' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('button', { name: /Default view/ });
    await pickOption(canvasElement, /Default view/, 'Grid');
    await typeInto(canvas.getByRole('textbox', { name: 'Days in trash' }), '7');
    await typeInto(canvas.getByRole('textbox', { name: 'Versions kept per file' }), '20');
    await save(canvasElement);
    await expect(lastUpdate()).toEqual({
      client: { 'drive.default_view': 'grid', 'drive.trash_retention_days': 7 },
      server: { 'drive.versions.max_count': 20 },
    });
  },
};

/** The tabs are links: arrow keys move along them, Enter opens the next tab's form. */
export const TabsByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const general = await canvas.findByRole('tab', { name: 'General', selected: true });
    await canvas.findByRole('textbox', { name: 'Site URL' });
    general.focus();
    await userEvent.keyboard('{ArrowRight}');
    const next = canvas.getByRole('tab', { name: 'Subscriptions' });
    await waitFor(() => expect(next).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(next).toHaveAttribute('aria-selected', 'true'));
    await expect(await canvas.findByRole('switch', { name: /Enable billing/ })).toBeVisible();
  },
};

/** An unknown tab goes to the first. */
export const UnknownTab: Story = {
  parameters: { route: '/admin/settings/nowhere' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('tab', { name: 'General', selected: true })).toBeVisible();
  },
};

/** While the settings load. */
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(...settingsHandlers({ pending: true }));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('progressbar')).toBeVisible();
  },
};
