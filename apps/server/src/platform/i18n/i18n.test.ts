import { changeLocaleResponseSchema } from '@coffer/contract';
import { expect, it } from 'vitest';
import { Browser, createUser, lastEmailTo, signIn } from '../../../test/auth';
import { updateUser } from '../../kernel/users/repo';
import { describeFrenchServer } from './i18n.test-support';

describeFrenchServer("answers in the reader's language (issue 23)", (server) => {
  async function frenchUser() {
    const user = await createUser(server());
    await updateUser(server().app.db, user.row.id, { language: 'fr' }, server().app.clock.iso());
    return user;
  }

  it('answers a guest whose language cookie is French a 422 in French, message and fields', async () => {
    const guest = new Browser(server());
    guest.cookies.set('language', 'fr');
    const response = await guest.post('/auth/login', {
      phone: 'nobody@example.com',
      password: 'x',
    });
    expect(response.status).toBe(422);
    expect(response.json.message).toBe(
      'Ces identifiants ne correspondent pas à nos enregistrements.',
    );
    expect(response.json.errors.phone).toEqual([
      'Ces identifiants ne correspondent pas à nos enregistrements.',
    ]);
  });

  it("translates the contract's (zod) field messages of a French guest", async () => {
    const guest = new Browser(server());
    guest.cookies.set('language', 'fr');
    const response = await guest.post('/auth/login', { phone: 'someone@example.com' });
    expect(response.status).toBe(422);
    expect(response.json.errors.password).toEqual(['Le champ mot de passe est obligatoire.']);
  });

  it('answers a French user a 422 in French, and an English user in English', async () => {
    const french = await signIn(server(), await frenchUser());
    const refused = await french.request('PUT', '/api/v1/users/me', { timezone: 'Mars/Olympus' });
    expect(refused.status).toBe(422);
    expect(refused.json.message).toBe('Le fuseau horaire n’est pas valide.');
    expect(refused.json.errors.timezone).toEqual(['Le fuseau horaire n’est pas valide.']);

    const english = await signIn(server(), await createUser(server()));
    const same = await english.request('PUT', '/api/v1/users/me', { timezone: 'Mars/Olympus' });
    expect(same.status).toBe(422);
    expect(same.json.message).toBe('The time zone is not valid.');
    expect(same.json.errors.timezone).toEqual(['The time zone is not valid.']);

    const unknown = await english.post('/api/v1/users/me/locale', { locale: 'xx' });
    expect(unknown.json.errors.locale).toEqual(['The language is not available.']);
    const unknownFr = await french.post('/api/v1/users/me/locale', { locale: 'xx' });
    expect(unknownFr.json.errors.locale).toEqual(['Cette langue n’est pas disponible.']);
  });

  it('fills the placeholders of a translated message (ICU plural)', () => {
    const message =
      'You can create at most {max, plural, one {# workspace} other {# workspaces}}. Delete one or upgrade your plan.';
    expect(server().app.catalogue.translate('fr', message, { max: 1 })).toBe(
      'Vous pouvez créer au plus 1 espace de travail. Supprimez-en un ou passez à une offre supérieure.',
    );
    expect(server().app.catalogue.translate('en', message, { max: 3 })).toBe(
      'You can create at most 3 workspaces. Delete one or upgrade your plan.',
    );
  });

  it("writes the password reset email in a French user's language", async () => {
    const user = await frenchUser();
    const response = await new Browser(server()).post('/auth/forgot-password', {
      email: user.email,
    });
    expect(response.status).toBe(200);
    const email = await lastEmailTo(server(), user.email);
    expect(email?.subject).toBe('Réinitialisez votre mot de passe Coffer');
    expect(email?.text).toContain('Bonjour !');
    expect(email?.text).toContain('Réinitialiser le mot de passe: http');
    expect(email?.text).toContain('Cordialement, Coffer');
    expect(email?.html).toContain('<html lang="fr">');
    expect(email?.html).toContain('>Réinitialiser le mot de passe</a>');
  });

  it("writes an English user's password reset email in English", async () => {
    const user = await createUser(server());
    await new Browser(server()).post('/auth/forgot-password', { email: user.email });
    const email = await lastEmailTo(server(), user.email);
    expect(email?.subject).toBe('Reset your Coffer password');
  });

  it("says an answer's message in the reader's language", async () => {
    const guest = new Browser(server());
    guest.cookies.set('language', 'fr');
    const answer = await guest.post('/auth/forgot-password', { email: 'nobody@example.com' });
    expect(answer.status).toBe(200);
    expect(answer.json.message).toBe(
      'Si un compte existe pour cette adresse e-mail, nous y avons envoyé un lien de réinitialisation du mot de passe.',
    );
    const english = await new Browser(server()).post('/auth/forgot-password', {
      email: 'nobody@example.com',
    });
    expect(english.json.message).toMatch(/^If an account exists/);
  });

  it('accepts a code whose language the catalogue has, keeping the code', async () => {
    const browser = await signIn(server(), await createUser(server()));
    const canadian = await browser.post('/api/v1/users/me/locale', { locale: 'fr-CA' });
    expect(canadian.status).toBe(200);
    const { i18n } = changeLocaleResponseSchema.parse(canadian.json);
    expect(i18n.language).toBe('fr-CA');
    expect(i18n.lines['Account deleted']).toBe('Compte supprimé');

    const rtl = await browser.post('/api/v1/users/me/locale', { locale: 'en-Arab' });
    expect(rtl.status).toBe(200);
    expect(changeLocaleResponseSchema.parse(rtl.json).i18n).toEqual({
      language: 'en-Arab',
      lines: {},
    });
    const page = await browser.get('/api/v1/bootstrap-data');
    expect(page.json.i18n).toEqual({ language: 'en-Arab', lines: {} });

    const lists = await browser.get('/api/v1/value-lists/localizations');
    expect(lists.json.localizations).toEqual([
      { language: 'en', name: 'English' },
      { language: 'fr', name: 'Français' },
    ]);
  });
});
