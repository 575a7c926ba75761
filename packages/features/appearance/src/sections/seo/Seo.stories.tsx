import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { appearanceFixture } from '../../mocks';
import { SectionStory, sectionHandlers } from '../themes/test-render';
import { SeoScreen } from './SeoScreen';

const meta = {
  title: 'Appearance/Sections/SEO',
  component: SectionStory,
  args: {
    initial: appearanceFixture(),
    screens: { 'seo-settings': <SeoScreen /> },
    onMessage: fn(),
  },
  argTypes: { screens: { table: { disable: true } }, initial: { table: { disable: true } } },
  parameters: { route: '/admin/appearance/seo-settings' },
  beforeEach({ msw, args }) {
    msw.use(...sectionHandlers(args));
  },
} satisfies Meta<typeof SectionStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each page's templates with the placeholders it may use; an edit goes to the frame. */
export const Templates: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const title = await canvas.findByRole('textbox', { name: 'Pricing page title' });
    await expect(title).toHaveValue('Pricing - {site_name}');
    await expect(
      canvas.getByRole('textbox', { name: 'Custom pages title' }),
    ).toHaveAccessibleDescription('Placeholders: {site_name}, {page_title}, {page_description}');
    title.focus();
    await userEvent.keyboard('{Control>}a{/Control}Plans of {{site_name}');
    await waitFor(() =>
      expect(args.onMessage).toHaveBeenCalledWith(
        expect.objectContaining({
          type: 'setValues',
          values: {
            seo: expect.objectContaining({
              pricing: expect.objectContaining({ title: 'Plans of {site_name}' }),
            }),
          },
        }),
      ),
    );
  },
};
