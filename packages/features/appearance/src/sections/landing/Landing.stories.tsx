import { LANDING_FEATURES_MAX } from '@coffer/contract';
import { LANDING_PREVIEW_PATH } from '@coffer/contract/constants';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { appearanceFixture, UPLOADED_IMAGE_URL } from '../../mocks';
import { SectionStory, sectionHandlers } from '../themes/test-render';
import { LandingActionsScreen } from './LandingActionsScreen';
import { PrimaryFeaturesScreen, SecondaryFeaturesScreen } from './LandingFeaturesScreen';
import { LandingGeneralScreen } from './LandingGeneralScreen';

const screens = {
  'landing-page/general': <LandingGeneralScreen />,
  'landing-page/action-buttons': <LandingActionsScreen />,
  'landing-page/primary-features': <PrimaryFeaturesScreen />,
  'landing-page/secondary-features': <SecondaryFeaturesScreen />,
};

const meta = {
  title: 'Appearance/Sections/LandingPage',
  component: SectionStory,
  args: { initial: appearanceFixture(), screens, onMessage: fn() },
  argTypes: { screens: { table: { disable: true } }, initial: { table: { disable: true } } },
  parameters: { route: '/admin/appearance/landing-page/general' },
  beforeEach({ msw, args }) {
    msw.use(...sectionHandlers(args));
  },
} satisfies Meta<typeof SectionStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const landingOf = (onMessage: unknown) => {
  const calls = (
    onMessage as { mock: { calls: [{ type: string; values?: { landing?: unknown } }][] } }
  ).mock.calls;
  const last = calls
    .map(([m]) => m)
    .filter((m) => m.type === 'setValues' && m.values?.landing)
    .at(-1);
  return last?.values?.landing as Record<string, unknown> | undefined;
};

/** The hero's and the footer's words and images; a new headline goes to the frame as typed. */
export const General: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await waitFor(() =>
      expect(args.onMessage).toHaveBeenCalledWith(
        expect.objectContaining({ type: 'navigate', to: LANDING_PREVIEW_PATH }),
      ),
    );
    const [title] = await canvas.findAllByRole('textbox', { name: 'Title' });
    await userEvent.clear(title!);
    await userEvent.type(title!, 'Files at home');
    await waitFor(() => expect(landingOf(args.onMessage)?.headerTitle).toBe('Files at home'));
    const opacity = canvas.getByRole('slider', { name: 'Image opacity' });
    opacity.focus();
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(landingOf(args.onMessage)?.headerImageOpacity).toBeCloseTo(0.4));
  },
};

/**
 * The hero's image uploaded: its address fills the field and goes to the frame. Reached by
 * keyboard: Tab from the field to its Upload button.
 */
export const UploadHeroImage: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const [field] = await canvas.findAllByRole('textbox', { name: 'Image' });
    field!.focus();
    await userEvent.tab();
    const button = canvas.getAllByRole('button', { name: 'Upload Image' })[0]!;
    await expect(button).toHaveFocus();
    const input = button.parentElement!.querySelector('input[type="file"]') as HTMLInputElement;
    await userEvent.upload(input, new File(['<svg/>'], 'hero.svg', { type: 'image/svg+xml' }));
    await waitFor(() => expect(field).toHaveValue(UPLOADED_IMAGE_URL));
    await waitFor(() => expect(landingOf(args.onMessage)?.headerImage).toBe(UPLOADED_IMAGE_URL));
  },
};

/** The three buttons: the third, hidden, shown by keyboard and pointed at a link. */
export const ActionButtons: Story = {
  parameters: { route: '/admin/appearance/landing-page/action-buttons' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const third = await canvas.findByRole('switch', { name: 'Show button 3' });
    await expect(third).not.toBeChecked();
    third.focus();
    await userEvent.keyboard(' ');
    await expect(canvas.getAllByRole('textbox', { name: 'Label' })).toHaveLength(3);
    await waitFor(() =>
      expect(
        (landingOf(args.onMessage)?.actions as Record<string, unknown> | undefined)?.cta3,
      ).toMatchObject({ label: 'Get started', type: 'route' }),
    );
  },
};

/** Features reordered and removed with their buttons. */
export const PrimaryFeatures: Story = {
  parameters: { route: '/admin/appearance/landing-page/primary-features' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const down = await canvas.findByRole('button', { name: 'Move Upload anything down' });
    down.focus();
    await userEvent.keyboard('{Enter}');
    const titles = () =>
      canvas.getAllByRole('textbox', { name: 'Title' }).map((f) => (f as HTMLInputElement).value);
    await waitFor(() => expect(titles()[1]).toBe('Upload anything'));
    await expect(titles()[0]).toBe('Share with a link');
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Share with a link' }));
    await waitFor(() => expect(titles()).toHaveLength(2));
  },
};

/** The secondary features, with their descriptions; Add feature stops at the most shown. */
export const SecondaryFeatures: Story = {
  parameters: { route: '/admin/appearance/landing-page/secondary-features' },
  args: {
    initial: appearanceFixture({
      landing: {
        ...appearanceFixture().values.landing,
        secondaryFeatures: Array.from({ length: LANDING_FEATURES_MAX - 1 }, (_, i) => ({
          image: '',
          title: `Feature ${i + 1}`,
          subtitle: '',
          description: '',
        })),
      },
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const add = await canvas.findByRole('button', { name: 'Add feature' });
    await expect(canvas.getAllByRole('textbox', { name: 'Description' })).toHaveLength(
      LANDING_FEATURES_MAX - 1,
    );
    add.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(add).toBeDisabled());
    await expect(canvas.getByText(`At most ${LANDING_FEATURES_MAX} features.`)).toBeInTheDocument();
  },
};
