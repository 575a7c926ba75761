import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { I18nProvider } from 'react-aria/I18nProvider';
import { describe, expect, it } from 'vitest';
import { AvatarGroup } from '../Avatar/AvatarGroup';
import { Button } from '../Button/Button';
import { Dialog, DialogTitle, DialogTrigger } from '../Dialog/Dialog';
import { useFormatBytes } from '../Meter/formatBytes';
import { Modal } from '../Modal/Modal';
import { PasswordField } from '../PasswordField/PasswordField';
import { ToastRegion } from '../Toast/ToastRegion';
import { createToastStore } from '../Toast/toastStore';
import { KitStringsProvider } from './KitStringsProvider';
import { type KitStringOverrides, kitStrings } from './kitStrings';

function inLocale(locale: string, children: ReactNode) {
  return <I18nProvider locale={locale}>{children}</I18nProvider>;
}

async function openDialog() {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Open' }));
  return screen.getByRole('dialog');
}

function FileDialog() {
  return (
    <DialogTrigger>
      <Button>Open</Button>
      <Modal>
        <Dialog>
          <DialogTitle>Fichier</DialogTitle>
        </Dialog>
      </Modal>
    </DialogTrigger>
  );
}

function FileSize({ bytes }: { bytes: number }) {
  return <span>{useFormatBytes()(bytes)}</span>;
}

describe("the kit's own strings", () => {
  it('given no locale, speaks English', async () => {
    render(<FileDialog />);
    expect(within(await openDialog()).getByRole('button', { name: 'Close' })).toBeVisible();
  });

  it('under I18nProvider locale="fr-FR", a dialog, a password field and a toast region speak French', async () => {
    const store = createToastStore();
    render(
      inLocale(
        'fr-FR',
        <>
          <PasswordField label="Mot de passe" />
          <ToastRegion store={store} />
          <FileDialog />
        </>,
      ),
    );
    expect(screen.getByRole('button', { name: 'Afficher le mot de passe' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Notifications' })).toBeInTheDocument();
    expect(within(await openDialog()).getByRole('button', { name: 'Fermer' })).toBeVisible();
  });

  it('given a French regional locale the kit has no strings for (fr-CA), falls back to fr-FR', () => {
    render(inLocale('fr-CA', <PasswordField label="Mot de passe" />));
    expect(screen.getByRole('button', { name: 'Afficher le mot de passe' })).toBeInTheDocument();
  });

  it('counts by the locale\'s plural rules ("2 autres")', () => {
    const people = ['Ada', 'Alan', 'Grace', 'Linus'].map((name) => ({ name }));
    render(inLocale('fr-FR', <AvatarGroup aria-label="Partagé avec" people={people} max={2} />));
    expect(screen.getByRole('img', { name: '2 autres' })).toBeInTheDocument();
  });

  it('formats byte sizes with the locale\'s units ("2,1 Go")', () => {
    render(inLocale('fr-FR', <FileSize bytes={2.1 * 1024 ** 3} />));
    expect(screen.getByText('2,1 Go')).toBeInTheDocument();
  });
});

describe('KitStringsProvider', () => {
  const overrides: KitStringOverrides = {
    'fr-FR': { showPassword: 'Voir le mot de passe' },
    de: { showPassword: 'Passwort anzeigen' },
  };

  it("given an override for the locale, it wins over the kit's French", async () => {
    render(
      inLocale(
        'fr-FR',
        <KitStringsProvider strings={{ 'fr-FR': { close: 'Quitter' } }}>
          <FileDialog />
        </KitStringsProvider>,
      ),
    );
    const dialog = await openDialog();
    expect(within(dialog).getByRole('button', { name: 'Quitter' })).toBeVisible();
  });

  it('keeps the kit strings an override leaves out', () => {
    render(
      inLocale(
        'fr-FR',
        <KitStringsProvider strings={overrides}>
          <PasswordField label="Mot de passe" defaultVisible />
        </KitStringsProvider>,
      ),
    );
    expect(screen.getByRole('button', { name: 'Masquer le mot de passe' })).toBeInTheDocument();
  });

  it('translates into a language the kit does not speak, by language alone, English for the rest', () => {
    render(
      inLocale(
        'de-AT',
        <KitStringsProvider strings={overrides}>
          <PasswordField label="Passwort" />
          <ToastRegion store={createToastStore()} />
        </KitStringsProvider>,
      ),
    );
    expect(screen.getByRole('button', { name: 'Passwort anzeigen' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Notifications' })).toBeInTheDocument();
  });

  it("lets an inner provider override an outer one, keeping the outer one's other strings", () => {
    render(
      inLocale(
        'fr-FR',
        <KitStringsProvider strings={{ 'fr-FR': { notifications: 'Alertes', showPassword: 'A' } }}>
          <KitStringsProvider strings={{ 'fr-FR': { showPassword: 'B' } }}>
            <PasswordField label="Mot de passe" />
            <ToastRegion store={createToastStore()} />
          </KitStringsProvider>
        </KitStringsProvider>,
      ),
    );
    expect(screen.getByRole('button', { name: 'B' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Alertes' })).toBeInTheDocument();
  });

  it('lets a prop given by the product win over every kit string', () => {
    render(
      inLocale(
        'fr-FR',
        <KitStringsProvider strings={overrides}>
          <ToastRegion store={createToastStore()} label="Messages" />
        </KitStringsProvider>,
      ),
    );
    expect(screen.getByRole('region', { name: 'Messages' })).toBeInTheDocument();
  });
});

describe("the kit's French", () => {
  // The same word in both languages, checked by hand.
  const sameInFrench = new Set(['notifications', 'navigation', 'minimum', 'maximum']);
  const english = kitStrings['en-US'] ?? {};
  const french = kitStrings['fr-FR'] ?? {};
  const sample = { count: 3, label: 'Nom', message: 'Obligatoire' };
  const text = (value: unknown) =>
    typeof value === 'function' ? (value as (v: typeof sample) => string)(sample) : value;

  it('has every English key', () => {
    expect(Object.keys(french).sort()).toEqual(Object.keys(english).sort());
  });

  it.each(Object.keys(english))('translates %s', (key) => {
    const fr = text(french[key as keyof typeof french]);
    expect(typeof fr).toBe('string');
    if (!sameInFrench.has(key)) expect(fr).not.toBe(text(english[key as keyof typeof english]));
  });
});
