import { customPageFixture } from '@coffer/contract/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { LANDING_IMAGES } from '../landing-images';
import { samplePages, siteHandlers } from '../mocks';
import { CustomPageView } from './CustomPageScreen';

declare global {
  interface Window {
    /** Set by the hostile page's script and handlers, had any of them run. */
    pageScriptRan?: boolean;
  }
}

// The guide's image is one of the site's own, so the story needs no network.
const guide = samplePages.map((page) =>
  page.slug === 'self-hosting-guide'
    ? {
        ...page,
        body: page.body.replace(
          'https://example.com/diagram.png',
          LANDING_IMAGES.secondaryFeatures[1]!,
        ),
      }
    : page,
);

const hostile = customPageFixture({
  id: 9,
  slug: 'hostile',
  title: 'A page with hostile HTML',
  body: [
    '<p>Harmless text.</p>',
    '<script>window.pageScriptRan = true</script>',
    `<img src="/nowhere.png" alt="Broken image" onerror="window.pageScriptRan = true">`,
    '<p><a href="javascript:window.pageScriptRan=true">A javascript: link</a></p>',
  ].join(''),
});

/** A custom page (spec §3) as any visitor reads it, its body sanitised once more as it is shown. */
const meta = {
  title: 'Site/CustomPage',
  component: CustomPageView,
  parameters: { layout: 'fullscreen', route: '/pages/privacy-policy' },
  args: { idOrSlug: 'privacy-policy' },
  beforeEach({ msw }) {
    msw.use(...siteHandlers({ pages: [...guide, hostile] }));
  },
} satisfies Meta<typeof CustomPageView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The shipped privacy policy; its links are reached by keyboard. */
export const PrivacyPolicy: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Privacy policy' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Privacy policy - Coffer'));
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Contact us' })).toHaveFocus();
  },
};

/** What the editor writes: headings, a table, a code block, a quote and an image. */
export const RichContent: Story = {
  args: { idOrSlug: 'self-hosting-guide' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('table')).toBeInTheDocument();
    await expect(canvas.getByRole('columnheader', { name: 'Minimum' })).toBeInTheDocument();
    await expect(canvas.getByText('./coffer start')).toBeInTheDocument();
    await expect(
      canvas.getByRole('img', { name: 'Two instances behind a load balancer' }),
    ).toBeInTheDocument();
  },
};

/** A body holding a script, an `onerror` handler and a `javascript:` link: none of them runs. */
export const HostileBodyRunsNothing: Story = {
  args: { idOrSlug: 'hostile' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Harmless text.')).toBeInTheDocument();
    await expect(canvasElement.querySelector('script')).toBeNull();
    await expect(canvas.getByRole('img', { name: 'Broken image' })).not.toHaveAttribute('onerror');
    await expect(canvas.getByText('A javascript: link').closest('a')).not.toHaveAttribute('href');
    // Long enough for the broken image's error event to have fired.
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(window.pageScriptRan).toBeUndefined();
  },
};

/** While the page loads: the delayed spinner, then the page. */
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(...siteHandlers({ pending: true }));
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('heading', { level: 1 })).toBeNull();
  },
};
