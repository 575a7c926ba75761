import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { appearanceFixture } from '../../mocks';
import { SectionStory, sectionHandlers } from '../themes/test-render';
import { CustomCodeScreen } from './CustomCodeScreen';

const meta = {
  title: 'Appearance/Sections/CustomCode',
  component: SectionStory,
  args: {
    initial: appearanceFixture({
      custom_code: { css: '.hero { letter-spacing: 0.02em; }', html: '' },
    }),
    screens: { 'custom-code': <CustomCodeScreen /> },
    onMessage: fn(),
  },
  argTypes: { screens: { table: { disable: true } }, initial: { table: { disable: true } } },
  parameters: { route: '/admin/appearance/custom-code' },
  beforeEach({ msw, args }) {
    msw.use(...sectionHandlers(args));
  },
} satisfies Meta<typeof SectionStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** CSS pasted into its code editor by keyboard reaches the frame at once; so does HTML. */
export const TypeCss: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const css = await canvas.findByRole('textbox', { name: 'Custom CSS' });
    await expect(css).toHaveTextContent('.hero { letter-spacing: 0.02em; }');
    css.focus();
    // Select all, then paste (CodeMirror reads typed keys from the DOM, slower than the test
    // types them; a paste arrives whole, as Ctrl+V would give it).
    await userEvent.keyboard('{Control>}a{/Control}');
    await userEvent.paste('body { color: teal; }');
    await waitFor(() =>
      expect(args.onMessage).toHaveBeenCalledWith(
        expect.objectContaining({
          type: 'setCustomCode',
          mode: 'css',
          value: 'body { color: teal; }',
        }),
      ),
    );
    const html = canvas.getByRole('textbox', { name: 'Custom HTML and JavaScript' });
    html.focus();
    await userEvent.paste('<p>Hi</p>');
    await waitFor(() =>
      expect(args.onMessage).toHaveBeenCalledWith(
        expect.objectContaining({ type: 'setCustomCode', mode: 'html' }),
      ),
    );
  },
};
