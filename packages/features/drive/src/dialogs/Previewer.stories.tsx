import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { previewEntries, previewHandlers } from '../mocks/preview';
import { Previewer } from './Previewer';

const entries = previewEntries();
const at = (name: string) => entries.findIndex((e) => e.name === name);
const screen = () => within(document.body);
const dialog = () => screen().findByRole('dialog');

const meta = {
  title: 'Drive/Previewer',
  component: Previewer,
  args: { entries, index: 0, close: fn() },
  parameters: { layout: 'fullscreen' },
  beforeEach({ msw }) {
    msw.use(...previewHandlers());
  },
} satisfies Meta<typeof Previewer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An image: zoom with the buttons and the + / - / 0 keys, pan a zoomed picture with the arrows. */
export const Image: Story = {
  play: async () => {
    const view = within(await dialog());
    const picture = await view.findByRole('img', { name: 'Landscape.jpg' });
    await waitFor(() => expect((picture as HTMLImageElement).complete).toBe(true));
    const level = view.getByRole('status', { name: 'Zoom level' });
    await expect(level).toHaveTextContent('100%');
    view.getByRole('button', { name: 'Zoom in' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(level).toHaveTextContent('125%');
    await userEvent.keyboard('+');
    await expect(level).toHaveTextContent('156%');
    // Zoomed and focused, the arrows pan the picture instead of changing file.
    await userEvent.tab();
    await userEvent.tab();
    const stage = view.getByRole('group', { name: /Landscape\.jpg, zoomed 156%/ });
    await waitFor(() => expect(stage).toHaveFocus());
    await userEvent.keyboard('{ArrowRight}');
    await expect(picture.style.transform).toMatch(/translate\(-48px, 0px\) scale\(1\.5625\)/);
    await expect(view.getByText('1 of 6')).toBeInTheDocument();
    await userEvent.keyboard('0');
    await expect(level).toHaveTextContent('100%');
    await expect(view.getByRole('button', { name: 'Fit to screen' })).toBeDisabled();
  },
};

/** A video with the browser's controls; the arrow keys step to the next file. */
export const Video: Story = {
  args: { index: at('Clip.webm') },
  play: async ({ args }) => {
    const view = within(await dialog());
    const video = view.getByLabelText('Clip.webm') as HTMLVideoElement;
    await waitFor(() => expect(video.readyState).toBeGreaterThanOrEqual(1), { timeout: 10_000 });
    // Seeking against the real Range route is proven by the Playwright journey.
    await expect(video.duration).toBeCloseTo(12, 0);
    view.getByRole('button', { name: 'Next' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(await view.findByLabelText('Tone.ogg')).toBeInTheDocument();
    await expect(view.getByText('3 of 6')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(args.close).toHaveBeenCalled());
  },
};

export const Audio: Story = {
  args: { index: at('Tone.ogg') },
  play: async () => {
    const view = within(await dialog());
    await expect(view.getByLabelText('Tone.ogg')).toBeInTheDocument();
  },
};

/** Code is highlighted by its extension, with the grammar loaded on demand. */
export const Code: Story = {
  args: { index: at('server.ts') },
  play: async () => {
    const view = within(await dialog());
    const text = await view.findByRole('region', { name: 'Contents of server.ts' });
    await waitFor(() => expect(text.querySelector('.hljs-keyword')).not.toBeNull(), {
      timeout: 10_000,
    });
    await expect(text).toHaveTextContent('export function start(port = 8080)');
  },
};

/** A large text file comes a page at a time: "Load more" reads on until the end. */
export const LargeText: Story = {
  args: { index: at('build.log') },
  play: async () => {
    const view = within(await dialog());
    const text = await view.findByRole('region', { name: 'Contents of build.log' });
    await expect(view.getByText(/^Showing 64 KB of 146/)).toBeInTheDocument();
    await expect(text.textContent?.length).toBeLessThanOrEqual(64 * 1024);
    const more = view.getByRole('button', { name: 'Load more' });
    more.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(view.getByText(/^Showing 128 KB of 146/)).toBeInTheDocument());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(view.queryByRole('button', { name: 'Load more' })).toBeNull());
    // The last page took the button away: focus moves into the text.
    await waitFor(() => expect(text).toHaveFocus());
    await expect(text.textContent).toHaveLength(150_000);
  },
};

/** Types the browser cannot show offer a download. */
export const DownloadFallback: Story = {
  args: { index: at('Archive.zip') },
  play: async () => {
    const view = within(await dialog());
    await expect(view.getByText(/No preview available for this file/)).toBeInTheDocument();
    await expect(view.getByRole('link', { name: 'Download Archive.zip' })).toHaveAttribute(
      'href',
      expect.stringContaining('/api/v1/file-entries/download/'),
    );
    await expect(view.getByRole('button', { name: 'Next' })).toBeDisabled();
  },
};

/** Previous / Next by keyboard: at the last file focus moves from Next to Previous. */
export const Navigation: Story = {
  args: { index: at('build.log') },
  play: async () => {
    const view = within(await dialog());
    await expect(view.getByText('5 of 6')).toBeInTheDocument();
    view.getByRole('button', { name: 'Next' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(await view.findByText('6 of 6')).toBeInTheDocument();
    await waitFor(() => expect(view.getByRole('button', { name: 'Previous' })).toHaveFocus());
    await userEvent.keyboard('{ArrowLeft}');
    await expect(await view.findByText('5 of 6')).toBeInTheDocument();
  },
};
