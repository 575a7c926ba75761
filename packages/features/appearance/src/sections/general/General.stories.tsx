import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { appearanceFixture, UPLOADED_IMAGE_URL } from '../../mocks';
import { SectionStory, sectionHandlers } from '../themes/test-render';
import { GeneralScreen } from './GeneralScreen';

const meta = {
  title: 'Appearance/Sections/General',
  component: SectionStory,
  args: { initial: appearanceFixture(), screens: { general: <GeneralScreen /> }, onMessage: fn() },
  argTypes: { screens: { table: { disable: true } }, initial: { table: { disable: true } } },
  parameters: { route: '/admin/appearance/general' },
  beforeEach({ msw, args }) {
    msw.use(...sectionHandlers(args));
  },
} satisfies Meta<typeof SectionStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The site name typed by keyboard reaches the frame at once (setValues branding). */
export const SiteName: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const name = await canvas.findByRole('textbox', { name: 'Site name' });
    await waitFor(() =>
      expect(args.onMessage).toHaveBeenCalledWith(
        expect.objectContaining({ type: 'navigate', to: '/' }),
      ),
    );
    name.focus();
    await userEvent.keyboard('{Control>}a{/Control}Acme');
    await waitFor(() =>
      expect(args.onMessage).toHaveBeenCalledWith(
        expect.objectContaining({
          type: 'setValues',
          values: { branding: expect.objectContaining({ site_name: 'Acme' }) },
        }),
      ),
    );
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Upload Light logo' })).toHaveFocus();
  },
};

/** A logo uploaded shows its preview and goes to the frame; Remove takes it off. */
export const UploadLogo: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const group = await canvas.findByRole('group', { name: 'Dark logo' });
    const input = group.querySelector('input[type="file"]') as HTMLInputElement;
    await userEvent.upload(input, new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' }));
    const image = await within(group).findByRole('img', { name: 'Dark logo, as uploaded' });
    await expect(image).toHaveAttribute('src', UPLOADED_IMAGE_URL);
    await waitFor(() =>
      expect(args.onMessage).toHaveBeenCalledWith(
        expect.objectContaining({
          values: { branding: expect.objectContaining({ logo_dark: UPLOADED_IMAGE_URL }) },
        }),
      ),
    );
    within(group).getByRole('button', { name: 'Remove Dark logo' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(within(group).queryByRole('img')).toBeNull());
  },
};

/** A site with its logos and favicon already set. */
export const WithImages: Story = {
  args: {
    initial: appearanceFixture({
      branding: {
        site_name: 'Acme',
        logo_light: UPLOADED_IMAGE_URL,
        logo_dark: UPLOADED_IMAGE_URL,
        logo_light_mobile: '',
        logo_dark_mobile: '',
        favicon: UPLOADED_IMAGE_URL,
        site_description: 'Files for Acme.',
      },
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('img', { name: 'Favicon, as uploaded' })).toBeVisible();
  },
};
