import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { accountBootstrap } from '../mocks/handlers';
import { withOutlets } from '../mocks/StoryShell';
import { ApiDocsPage } from './ApiDocsPage';

const DOC = {
  openapi: '3.0.3',
  info: { title: 'Coffer API', version: '1' },
  paths: {
    '/api/v1/access-tokens': {
      post: {
        summary: 'Create a personal access token',
        requestBody: {
          content: {
            'application/json': {
              schema: { type: 'object', properties: { tokenName: { type: 'string' } } },
            },
          },
        },
        responses: { 200: { description: 'OK' } },
      },
    },
  },
};

const meta = {
  title: 'Account/ApiDocsPage',
  component: ApiDocsPage,
  parameters: { layout: 'fullscreen', route: '/api-docs', bootstrap: accountBootstrap() },
  decorators: [withOutlets],
  beforeEach({ msw }) {
    msw.use(http.get('/api/v1/openapi.json', () => HttpResponse.json(DOC)));
  },
} satisfies Meta<typeof ApiDocsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each operation with its request schema behind a disclosure, opened by a click. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Coffer API' })).toBeInTheDocument();
    const operation = canvas.getByRole('region', { name: 'POST /api/v1/access-tokens' });
    await userEvent.click(within(operation).getByText('Request body'));
    await expect(within(operation).getByText(/tokenName/)).toBeVisible();
  },
};
