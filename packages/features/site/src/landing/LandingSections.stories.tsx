import { defaultLandingContent, type LandingContent } from '@coffer/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { BottomCallToAction } from './BottomCallToAction';
import { Hero } from './Hero';
import { PrimaryFeatures } from './PrimaryFeatures';
import { SecondaryFeatures } from './SecondaryFeatures';

/** The landing page's sections one by one, with the default content and with an admin's own. */
const meta = {
  title: 'Site/Landing sections',
  component: Hero,
  parameters: { layout: 'fullscreen' },
  args: { content: defaultLandingContent },
} satisfies Meta<typeof Hero>;

export default meta;
type Story = StoryObj<typeof meta>;

const ownContent: LandingContent = {
  ...defaultLandingContent,
  headerTitle: 'The studio’s shared drive',
  headerSubtitle: 'Every project file in one place, for the whole team.',
  headerImageOpacity: 0.6,
  headerOverlayColor1: '#3b0764',
  headerOverlayColor2: 'rgba(30, 27, 75, 0.9)',
  actions: {
    cta1: { label: 'Join the studio', type: 'route', action: '/register', icon: 'cloud' },
    cta2: { label: 'Pricing', type: 'route', action: '/pricing', icon: '' },
    cta3: {
      label: 'Read the docs',
      type: 'link',
      action: 'https://example.com/docs',
      icon: 'arrow-right',
    },
  },
};

/** The hero as a new site shows it: the built-in image over the overlay gradient, two buttons. */
export const HeroDefault: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Your files, on your own server' }),
    ).toBeInTheDocument();
    // The buttons in reading order, one Tab each.
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Create your account' })).toHaveFocus();
    await expect(canvas.getByRole('link', { name: 'Create your account' })).toHaveAttribute(
      'href',
      '/register',
    );
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'I have an account' })).toHaveFocus();
  },
};

/** An admin's own hero: three buttons (the third a link elsewhere), other colours and opacity. */
export const HeroWithThreeButtons: Story = {
  args: { content: ownContent },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('link')).toHaveLength(3);
    await expect(canvas.getByRole('link', { name: 'Read the docs' })).toHaveAttribute(
      'href',
      'https://example.com/docs',
    );
  },
};

/** Without buttons: only the title and subtitle. */
export const HeroWithoutButtons: Story = {
  args: { content: { ...defaultLandingContent, actions: { cta1: null, cta2: null, cta3: null } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryAllByRole('link')).toHaveLength(0);
  },
};

export const PrimaryFeatureCards: Story = {
  render: () => <PrimaryFeatures features={defaultLandingContent.primaryFeatures} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await expect(
      canvas.getByRole('heading', { level: 3, name: 'Share with a link' }),
    ).toBeInTheDocument();
  },
};

export const SecondaryFeatureRows: Story = {
  render: () => <SecondaryFeatures features={defaultLandingContent.secondaryFeatures} />,
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 3, name: 'Every version kept' }),
    ).toBeInTheDocument();
  },
};

/** The bottom call to action with the hero's first button, reached by keyboard. */
export const BottomCallToActionBand: Story = {
  render: () => (
    <BottomCallToAction
      content={defaultLandingContent}
      action={defaultLandingContent.actions.cta1}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Bring your files home' }),
    ).toBeInTheDocument();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Create your account' })).toHaveFocus();
  },
};
