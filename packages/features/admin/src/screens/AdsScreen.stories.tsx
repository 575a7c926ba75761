import type { UpdateSettingsPayload } from '@coffer/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { adminBootstrap } from '../mocks';
import { adPreviewDocument, adSettingsHandlers, BANNER_AD } from '../mocks/ads';
import { adminScreenMeta, lastToast, pressButton } from '../mocks/stories';
import { AdsScreen } from './AdsScreen';

/** The `POST settings` bodies of the story playing now. */
const sent: UpdateSettingsPayload[] = [];
const record = (body: UpdateSettingsPayload) => {
  sent.push(body);
};

const screen = adminScreenMeta('/admin/ads', adminBootstrap(['admin.access', 'settings.update']));

const meta = {
  title: 'Admin/AdsScreen',
  component: AdsScreen,
  args: { previewSrc: adPreviewDocument() },
  decorators: screen.decorators,
  parameters: {
    ...screen.parameters,
    // The previews are frames of another (opaque) origin with no axe in them; their titles
    // are still checked.
    a11y: { options: { iframes: false } },
  },
  beforeEach({ msw }) {
    sent.length = 0;
    msw.use(...adSettingsHandlers({ onUpdate: record }));
  },
} satisfies Meta<typeof AdsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const TALL_AD = '<div style="height:1500px;background:#15803d">Tall ad</div>';

/** The form once the settings have loaded: its switch has the focus. */
async function focusSwitch(canvasElement: HTMLElement) {
  const toggle = await within(canvasElement).findByRole('switch', { name: /Turn off ads/ });
  toggle.focus();
  await waitFor(() => expect(toggle).toHaveFocus());
  return toggle;
}

/**
 * A preview frame, once the code in it has reported its height. Each draft gets a fresh
 * frame, so the frame is looked up again until the latest one has the height.
 */
async function previewHeight(canvasElement: HTMLElement, title: string, height: number) {
  const canvas = within(canvasElement);
  await waitFor(() => expect(canvas.getByTitle(title).getBoundingClientRect().height).toBe(height));
  await expect(canvas.getByTitle(title)).toHaveAttribute(
    'sandbox',
    'allow-scripts allow-popups allow-popups-to-escape-sandbox allow-forms',
  );
}

/**
 * Saved code in two slots, each previewed in the slot's sandbox (a tall one cut at 600 px);
 * the empty slot says so.
 */
export const Default: Story = {
  beforeEach({ msw }) {
    msw.use(...adSettingsHandlers({ ads: { 'ads.drive': BANNER_AD, 'ads.landing-top': TALL_AD } }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('textbox', { name: 'Drive ad code' })).toHaveValue(
      BANNER_AD,
    );
    await previewHeight(canvasElement, 'Preview of the drive ad', 90);
    await previewHeight(canvasElement, 'Preview of the landing page top ad', 600);
    await expect(canvas.getByText('This slot is empty: nothing is shown.')).toBeInTheDocument();
    // The ad's markup runs in the frame, never in this page.
    await expect(canvas.queryByText('Your ad here')).not.toBeInTheDocument();
    await expect(canvas.getByRole('switch', { name: /Turn off ads/ })).not.toBeChecked();
  },
};

/** Ads turned off: the switch is on, and the code is still there to edit and preview. */
export const TurnedOff: Story = {
  beforeEach({ msw }) {
    msw.use(...adSettingsHandlers({ ads: { 'ads.disable': true, 'ads.drive': BANNER_AD } }));
  },
  play: async ({ canvasElement }) => {
    const toggle = await focusSwitch(canvasElement);
    await expect(toggle).toBeChecked();
    await previewHeight(canvasElement, 'Preview of the drive ad', 90);
  },
};

/**
 * By keyboard: turn ads off, type the drive's code (previewed as typing pauses), Save. Only
 * the two keys that changed are sent; a toast confirms.
 */
export const SaveByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = await focusSwitch(canvasElement);
    await userEvent.keyboard(' ');
    await expect(toggle).toBeChecked();
    await userEvent.tab();
    const drive = canvas.getByRole('textbox', { name: 'Drive ad code' });
    await expect(drive).toHaveFocus();
    const code = '<div style="height:120px">Drive ad</div>';
    await userEvent.keyboard(code);
    await expect(canvas.getByText(/40 of 20,000 characters/)).toBeInTheDocument();
    await previewHeight(canvasElement, 'Preview of the drive ad', 120);
    await pressButton(canvasElement, 'Save');
    await waitFor(() => expect(lastToast()).toBe('Ad settings saved'));
    await expect(sent).toEqual([{ client: { 'ads.disable': true, 'ads.drive': code } }]);
    // Saving again with nothing changed sends nothing.
    await pressButton(canvasElement, 'Save');
    await waitFor(() => expect(lastToast()).toBe('No setting changed.'));
    await expect(sent).toHaveLength(1);
  },
};

/** The server refuses a slot's code (422): its message is under that field, which has the focus. */
export const ServerFieldError: Story = {
  beforeEach({ msw }) {
    msw.use(
      ...adSettingsHandlers({
        onUpdate: record,
        errors: { 'client.ads.landing-top': ['The ad code is too long.'] },
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = await canvas.findByRole('textbox', { name: 'Landing page top ad code' });
    field.focus();
    await userEvent.keyboard('<p>Top</p>');
    await pressButton(canvasElement, 'Save');
    await waitFor(() => expect(field).toHaveFocus());
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('The ad code is too long.')).toBeInTheDocument();
    await expect(sent).toEqual([{ client: { 'ads.landing-top': '<p>Top</p>' } }]);
    await expect(lastToast()).not.toBe('Ad settings saved');
  },
};

/** Code over the length limit is refused under its field before anything is sent. */
export const TooLong: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = await canvas.findByRole('textbox', { name: 'Shared file preview ad code' });
    field.focus();
    await userEvent.paste('x'.repeat(20_001));
    await pressButton(canvasElement, 'Save');
    await expect(await canvas.findByText('The ad code is too long.')).toBeInTheDocument();
    await waitFor(() => expect(field).toHaveFocus());
    await expect(sent).toEqual([]);
  },
};
