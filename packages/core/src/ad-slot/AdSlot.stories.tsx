import { bootstrapFixture, settingsFixture, userFixture } from '@coffer/contract/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AdSlot } from './AdSlot';

const BANNER =
  '<a href="https://ads.example.com" target="_blank" style="display:block;height:90px;background:#1d4ed8;color:#fff;font:600 20px/90px sans-serif;text-align:center">Your ad here</a>';

/**
 * What the server's `GET ads/{slot}` answers, as a data URL: stories have no server, and
 * MSW does not answer a frame's navigation.
 */
function adDocument(code: string) {
  const reporter = `<script>(function(){function r(){parent.postMessage({type:'coffer-ad-size',height:Math.ceil(document.body.getBoundingClientRect().height)},'*')}new ResizeObserver(r).observe(document.body);r()})()</script>`;
  return `data:text/html;charset=utf-8,${encodeURIComponent(
    `<!doctype html><html><body style="margin:0;display:flow-root">${code}${reporter}</body></html>`,
  )}`;
}

const withAd = (code: string, user = userFixture()) =>
  bootstrapFixture({
    user,
    settings: settingsFixture({ ads: { drive: code, 'file-preview': '', 'landing-top': '' } }),
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
