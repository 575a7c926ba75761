import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { AvatarGroup } from '../Avatar/AvatarGroup';
import { Breadcrumbs } from '../Breadcrumbs/Breadcrumbs';
import { Disclosure } from '../Disclosure/Disclosure';
import { PasswordField } from '../PasswordField/PasswordField';
import { ProgressBar } from '../ProgressBar/ProgressBar';
import { Stack } from '../Stack/Stack';
import { Switch } from '../Switch/Switch';
import { KitStringsProvider } from './KitStringsProvider';
import type { KitStringOverrides } from './kitStrings';

const path = ['Drive', 'Projects', '2026', 'Budget', 'Q3', 'Reports'].map((label, i) => ({
  id: i,
  label,
}));
const people = ['Ada Lovelace', 'Alan Turing', 'Grace Hopper', 'Linus Torvalds'].map((name) => ({
  name,
}));

/** Kit components that say words of their own, and point somewhere. */
function KitWords() {
  return (
    <Stack gap="lg">
      <Breadcrumbs items={path} />
      <PasswordField label="Password · Mot de passe" />
      <AvatarGroup aria-label="Shared with · Partagé avec" people={people} max={2} />
      <Switch defaultSelected>Sync · Synchronisation</Switch>
      <ProgressBar label="Upload · Envoi" isIndeterminate />
      <Disclosure title="Details · Détails">…</Disclosure>
    </Stack>
  );
}

/**
 * The kit's own strings follow React Aria's locale: switch the toolbar's language and
 * direction, or see the stories below, which set them. A product translates the kit with
 * `KitStringsProvider`.
 */
const meta = {
  title: 'UI/KitStrings',
  component: KitWords,
} satisfies Meta<typeof KitWords>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Show password' })).toBeInTheDocument();
    await expect(canvas.getByRole('img', { name: '2 more' })).toBeInTheDocument();
  },
};

export const French: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('button', { name: 'Afficher le mot de passe' }),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('navigation', { name: 'Fil d’Ariane' })).toBeInTheDocument();
    await expect(canvas.getByRole('img', { name: '2 autres' })).toBeInTheDocument();
    await waitFor(() =>
      expect(
        canvas.getByRole('button', { name: 'Afficher les dossiers masqués' }),
      ).toBeInTheDocument(),
    );
  },
};

/** French, mirrored: the path runs right to left, the switch's thumb starts on the right. */
export const FrenchRightToLeft: Story = {
  globals: { locale: 'fr', direction: 'rtl' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement).toHaveAttribute('dir', 'rtl');
    await expect(
      within(canvasElement).getByRole('button', { name: 'Afficher le mot de passe' }),
    ).toBeInTheDocument();
  },
};

const productWords: KitStringOverrides = {
  'fr-FR': { showPassword: 'Voir le mot de passe' },
  en: { showPassword: 'Reveal password' },
};

/** A product's own wording through `KitStringsProvider`, over the kit's in each language. */
export const ProductOverrides: Story = {
  decorators: [
    (Story) => (
      <KitStringsProvider strings={productWords}>
        <Story />
      </KitStringsProvider>
    ),
  ],
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Reveal password' }),
    ).toBeInTheDocument();
  },
};
