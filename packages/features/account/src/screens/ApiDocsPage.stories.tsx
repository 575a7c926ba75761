import { accountApi, openApiDocument, openApiDocumentSchema } from '@coffer/contract';
import { mockEndpoint } from '@coffer/core/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { accountBootstrap } from '../mocks/handlers';
import { withOutlets } from '../mocks/StoryShell';
import { ApiDocsPage } from './ApiDocsPage';

const meta = {
  title: 'Account/ApiDocsPage',
  component: ApiDocsPage,
  parameters: { layout: 'fullscreen', route: '/api-docs', bootstrap: accountBootstrap() },
  decorators: [withOutlets],
  beforeEach({ msw }) {
    // The very document the server generates from the endpoint map, parsed as its route does.
    const document = openApiDocumentSchema.parse(openApiDocument('Coffer'));
    msw.use(mockEndpoint(accountApi.openApi, () => document));
  },
} satisfies Meta<typeof ApiDocsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each operation with who may call it, its request schema behind a disclosure opened by a click. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Coffer API' })).toBeInTheDocument();
    const operation = canvas.getByRole('region', { name: 'POST /api/v1/access-tokens' });
    await expect(
      within(operation).getByText('Needs the `api.access` permission and a signed-in user.'),
    ).toBeInTheDocument();
    await userEvent.click(within(operation).getByText('Request body'));
    await expect(await within(operation).findByText(/tokenName/)).toBeVisible();
  },
};
