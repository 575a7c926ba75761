import { authApi, type MenuItem, type RegisterPayload } from '@coffer/contract';
import { mockEndpoint } from '@coffer/core/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  allSocial,
  atRoute,
  guestWith,
  pending,
  registerHandlers,
  signedInBootstrap,
} from '../mocks';
import { RegisterScreen } from './RegisterScreen';

const meta = {
  title: 'Auth/RegisterScreen',
  component: RegisterScreen,
  parameters: { layout: 'fullscreen', route: '/register' },
  decorators: [atRoute('/register')],
  beforeEach({ msw }) {
    msw.use(registerHandlers.succeeds());
  },
} satisfies Meta<typeof RegisterScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const policy = (id: string, label: string) => ({
  id,
  item: { id, type: 'route', label, action: `/pages/${id}` } satisfies MenuItem,
});

/** Types email, password and confirmation by keyboard from the focused email field. */
async function fillAccount(canvasElement: HTMLElement, { email = true } = {}) {
  const canvas = within(canvasElement);
  if (email) {
    await waitFor(() => expect(canvas.getByLabelText('Email')).toHaveFocus());
    await userEvent.keyboard('grace@example.com');
    await userEvent.tab();
  }
  await waitFor(() => expect(canvas.getByLabelText('Password')).toHaveFocus());
  await userEvent.keyboard('a long passphrase');
  await userEvent.tab(); // the show-password button
  await userEvent.tab();
  await userEvent.keyboard('a long passphrase');
  return canvas;
}

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await fillAccount(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Create a new account',
    );
    await expect(canvas.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByText('Current path: /drive')).toBeInTheDocument();
  },
};

export const NeedsEmailVerification: Story = {
  beforeEach({ msw }) {
    msw.use(registerHandlers.succeeds('needs_email_verification'));
  },
  play: async ({ canvasElement }) => {
    const canvas = await fillAccount(canvasElement);
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByText('Current path: /')).toBeInTheDocument();
  },
};

export const FieldErrors: Story = {
  beforeEach({ msw }) {
    msw.use(registerHandlers.emailTaken);
  },
  play: async ({ canvasElement }) => {
    const canvas = await fillAccount(canvasElement);
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByText('The email has already been taken.')).toBeInTheDocument();
    await waitFor(() => expect(canvas.getByLabelText('Email')).toHaveFocus());
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(pending(authApi.register));
  },
  play: async ({ canvasElement }) => {
    const canvas = await fillAccount(canvasElement);
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
  },
};

export const LockedEmail: Story = {
  parameters: { route: '/register?email=a@b.co' },
  play: async ({ canvasElement }) => {
    const email = within(canvasElement).getByLabelText('Email');
    await expect(email).toHaveValue('a@b.co');
    await expect(email).toHaveAttribute('readonly');
    await fillAccount(canvasElement, { email: false });
  },
};

export const FromPricing: Story = {
  parameters: { route: '/register?redirectFrom=pricing' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toHaveTextContent(
      "First, let's create your account.",
    );
  },
};

export const WorkspaceInvite: Story = {
  parameters: {
    route: '/workspace/join/register/42',
    routePattern: '/workspace/join/register/:inviteId',
    bootstrap: guestWith({ registration: { disable: true, policies: [], fields: [] } }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      'To join your team on the site, create an account.',
    );
    await expect(canvas.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/workspace/join/login/42',
    );
  },
};

export const RegistrationDisabled: Story = {
  parameters: {
    bootstrap: guestWith({ registration: { disable: true, policies: [], fields: [] } }),
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Current path: /login'),
    ).toBeInTheDocument();
  },
};

export const Policies: Story = {
  parameters: {
    bootstrap: guestWith({
      registration: {
        disable: false,
        policies: [policy('terms', 'Terms of Service'), policy('privacy', 'Privacy Policy')],
        fields: [],
      },
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = await fillAccount(canvasElement);
    await userEvent.keyboard('{Enter}');
    await expect(
      await canvas.findByText('You must accept the Terms of Service.'),
    ).toBeInTheDocument();
    const terms = canvas.getByRole('checkbox', { name: 'I accept the Terms of Service' });
    await waitFor(() => expect(terms).toHaveFocus());
    await userEvent.keyboard(' ');
    await expect(terms).toBeChecked();
    await expect(
      canvas.getByRole('checkbox', { name: 'I accept the Privacy Policy' }),
    ).not.toBeChecked();
  },
};

/** What the extra-fields story's register call was sent. */
let sentExtraFields: RegisterPayload['extra_fields'];

export const ExtraFields: Story = {
  // The extra fields are a lazy chunk of the screen: loaded before the story renders, so a
  // busy machine's first transform of it does not eat the play's wait for the fields.
  loaders: [async () => ({ extraFields: await import('../components/ExtraRegisterFields') })],
  parameters: {
    bootstrap: guestWith({
      registration: {
        ...guestWith().settings.registration,
        fields: [
          { id: 'company', label: 'Company', type: 'text', required: true },
          { id: 'seats', label: 'Seats', type: 'number', required: false },
          { id: 'newsletter', label: 'Send me the newsletter', type: 'checkbox', required: false },
        ],
      },
    }),
  },
  beforeEach({ msw }) {
    sentExtraFields = undefined;
    msw.use(
      mockEndpoint(authApi.register, ({ body }) => {
        sentExtraFields = body.extra_fields;
        return { bootstrapData: signedInBootstrap(), status: 'success' as const };
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = await fillAccount(canvasElement);
    await userEvent.keyboard('{Enter}');
    const company = await canvas.findByRole('textbox', { name: 'Company' });
    await expect(await canvas.findByText('The Company field is required.')).toBeInTheDocument();
    await waitFor(() => expect(company).toHaveFocus());
    await userEvent.keyboard('Acme');
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: 'Seats' })).toHaveFocus();
    await userEvent.keyboard('12');
    await userEvent.tab();
    await expect(canvas.getByRole('checkbox', { name: 'Send me the newsletter' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByText('Current path: /drive')).toBeInTheDocument();
    await expect(sentExtraFields).toEqual({ company: 'Acme', seats: 12, newsletter: true });
  },
};

export const SocialButtons: Story = {
  parameters: { bootstrap: guestWith({ social: allSocial(false) }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The buttons load with the first service switched on.
    await expect(await canvas.findByText('OR')).toBeInTheDocument();
    for (const name of ['Google', 'Facebook', 'Twitter', 'Envato']) {
      await expect(
        canvas.getByRole('button', { name: `Continue with ${name}` }),
      ).toBeInTheDocument();
    }
  },
};

export const CompactSocialButtons: Story = {
  parameters: {
    bootstrap: guestWith({
      social: { ...allSocial(true), facebook: { enable: false }, envato: { enable: false } },
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Or sign up with')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Google' })).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Facebook' })).toBeNull();
  },
};
