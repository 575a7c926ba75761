import { bootstrapFixture, settingsFixture, userFixture } from '@coffer/contract/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AdPreview, AdSlot } from './AdSlot';

const BANNER =
  '<a href="https://ads.example.com" target="_blank" style="display:block;height:90px;background:#1d4ed8;color:#fff;font:600 20px/90px sans-serif;text-align:center">Your ad here</a>';

/** The ad document's size report (see the server's ads module). */
const REPORTER = `<script>(function(){function r(){parent.postMessage({type:'coffer-ad-size',height:Math.ceil(document.body.getBoundingClientRect().height)},'*')}new ResizeObserver(r).observe(document.body);r()})()</script>`;

/**
 * What the server's `GET ads/{slot}` answers, as a data URL: stories have no server, and
 * MSW does not answer a frame's navigation.
 */
function adDocument(code: string) {
  return `data:text/html;charset=utf-8,${encodeURIComponent(
    `<!doctype html><html><body style="margin:0;display:flow-root">${code}${REPORTER}</body></html>`,
  )}`;
}

/**
 * What the server's `GET ads/preview` answers, as a data URL: an empty ad document that writes
 * the code its page posts, then reports its size like a slot's document.
 */
function adPreviewDocument() {
  const receiver = `<script>addEventListener('message',function(e){if(e.source!==parent||!e.data||e.data.type!=='coffer-ad-preview')return;document.open();document.write('<!doctype html><html><body style="margin:0;display:flow-root">'+e.data.code+${JSON.stringify(REPORTER).replace(/</g, '\\u003c')}+'</body></html>');document.close()});parent.postMessage({type:'coffer-ad-preview-ready'},'*')</script>`;
  return `data:text/html;charset=utf-8,${encodeURIComponent(`<!doctype html><html><body>${receiver}</body></html>`)}`;
}

const withAd = (code: string, user = userFixture(), disable = false) =>
  bootstrapFixture({
    user,
    settings: settingsFixture({
      ads: { disable, drive: code, 'file-preview': '', 'landing-top': '' },
    }),
  });

const frameOf = (canvas: HTMLElement) =>
  within(canvas).findByTitle('Advertisement') as Promise<HTMLIFrameElement>;

const meta = {
  title: 'Core/AdSlot',
  component: AdSlot,
  args: { slot: 'drive', src: adDocument(BANNER) },
  parameters: {
    bootstrap: withAd(BANNER),
    // The ad's frame is another origin without axe in it; its title is still checked.
    a11y: { options: { iframes: false } },
  },
} satisfies Meta<typeof AdSlot>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The admin's code in a sandboxed frame that takes the ad's height; the keyboard reaches it. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const frame = await frameOf(canvasElement);
    await expect(frame).toHaveAttribute(
      'sandbox',
      'allow-scripts allow-popups allow-popups-to-escape-sandbox allow-forms',
    );
    await waitFor(() => expect(frame.getBoundingClientRect().height).toBe(90), {
      timeout: 5000,
    });
    // Keyboard users reach the ad like any other frame.
    await expect(frame).not.toHaveAttribute('tabindex', '-1');
    frame.focus();
    await waitFor(() => expect(frame).toHaveFocus());
  },
};

/** A taller ad is cut at 600 px (spec §9). */
export const CappedAt600: Story = {
  args: { src: adDocument('<div style="height:1200px;background:#15803d"></div>') },
  play: async ({ canvasElement }) => {
    const frame = await frameOf(canvasElement);
    await waitFor(() => expect(frame.getBoundingClientRect().height).toBe(600), {
      timeout: 5000,
    });
  },
};

/** Subscribers see no ads (spec §6): nothing is rendered, nothing takes focus. */
export const HiddenForSubscribers: Story = {
  parameters: {
    bootstrap: withAd(
      BANNER,
      userFixture({ subscriptions: [{ id: 1, valid: true, active: true }] }),
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByTitle('Advertisement')).not.toBeInTheDocument();
    await userEvent.tab();
    await expect(canvasElement).not.toContainElement(document.activeElement as HTMLElement);
  },
};

/** A slot without ad code shows nothing. */
export const EmptySlot: Story = {
  parameters: { bootstrap: withAd('   ') },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('complementary')).not.toBeInTheDocument();
    await userEvent.tab();
    await expect(canvasElement).not.toContainElement(document.activeElement as HTMLElement);
  },
};

/** Ads turned off by the admin (`ads.disable`): nothing is rendered, though the slot has code. */
export const TurnedOff: Story = {
  parameters: { bootstrap: withAd(BANNER, userFixture(), true) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByTitle('Advertisement')).not.toBeInTheDocument();
    await expect(within(canvasElement).queryByRole('complementary')).not.toBeInTheDocument();
    await userEvent.tab();
    await expect(canvasElement).not.toContainElement(document.activeElement as HTMLElement);
  },
};

/**
 * The admin's preview of code not saved yet: the code is posted into the sandboxed document,
 * runs there (it takes the ad's height) and never enters this page's DOM.
 */
export const Preview: Story = {
  render: () => (
    <AdPreview code={BANNER} title="Preview of the drive slot" src={adPreviewDocument()} />
  ),
  play: async ({ canvasElement }) => {
    const frame = (await within(canvasElement).findByTitle(
      'Preview of the drive slot',
    )) as HTMLIFrameElement;
    await expect(frame).toHaveAttribute(
      'sandbox',
      'allow-scripts allow-popups allow-popups-to-escape-sandbox allow-forms',
    );
    await waitFor(() => expect(frame.getBoundingClientRect().height).toBe(90), {
      timeout: 5000,
    });
    await expect(within(canvasElement).queryByText('Your ad here')).not.toBeInTheDocument();
  },
};

/** A preview of code taller than 600 px is cut at 600 px, as the slot would be (spec §9). */
export const PreviewCappedAt600: Story = {
  render: () => (
    <AdPreview
      code={'<div style="height:1500px;background:#15803d"></div>'}
      title="Preview of the drive slot"
      src={adPreviewDocument()}
    />
  ),
  play: async ({ canvasElement }) => {
    const frame = await within(canvasElement).findByTitle('Preview of the drive slot');
    await waitFor(() => expect(frame.getBoundingClientRect().height).toBe(600), {
      timeout: 5000,
    });
  },
};
