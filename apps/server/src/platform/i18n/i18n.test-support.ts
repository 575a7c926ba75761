import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';
import { type DatabaseKind, describeServer, type TestServer } from '../../../test/harness';

/**
 * A locales folder for a test server (`LOCALES_DIR`): English (no lines) and the French
 * lines given, so tests see French whatever apps/server/locales holds.
 */
export function frenchLocalesDir(lines: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'coffer-locales-'));
  writeFileSync(join(dir, 'en.json'), '{}\n');
  writeFileSync(join(dir, 'fr.json'), `${JSON.stringify(lines, null, 2)}\n`);
  return dir;
}

/** French lines the i18n tests read (a few of fr.json's). */
export const FRENCH_LINES: Record<string, string> = {
  'These credentials do not match our records.':
    'Ces identifiants ne correspondent pas à nos enregistrements.',
  'The password field is required.': 'Le champ mot de passe est obligatoire.',
  'The language is not available.': 'Cette langue n’est pas disponible.',
  'The time zone is not valid.': 'Le fuseau horaire n’est pas valide.',
  'You can create at most {max, plural, one {# workspace} other {# workspaces}}. Delete one or upgrade your plan.':
    'Vous pouvez créer au plus {max, plural, one {# espace de travail} other {# espaces de travail}}. Supprimez-en un ou passez à une offre supérieure.',
  'Reset your {site} password': 'Réinitialisez votre mot de passe {site}',
  'If an account exists for that email address, we have emailed a password reset link.':
    'Si un compte existe pour cette adresse e-mail, nous y avons envoyé un lien de réinitialisation du mot de passe.',
  'Reset password': 'Réinitialiser le mot de passe',
  'Hello!': 'Bonjour !',
  'Regards, {site}': 'Cordialement, {site}',
  'Your {site} verification code': 'Votre code de vérification {site}',
  'Use this code to verify your email address:':
    'Utilisez ce code pour vérifier votre adresse e-mail :',
  'Account deleted': 'Compte supprimé',
  'Location and language': 'Lieu et langue',
};

/**
 * `describeServer` with a server whose catalogue is `FRENCH_LINES` (through `LOCALES_DIR`),
 * for tests that read French lines whatever apps/server/locales/fr.json holds.
 */
export function describeFrenchServer(
  name: string,
  body: (server: () => TestServer, kind: DatabaseKind) => void,
) {
  const localesDir = frenchLocalesDir(FRENCH_LINES);
  afterAll(() => rmSync(localesDir, { recursive: true, force: true }));
  describeServer(name, body, { LOCALES_DIR: localesDir });
}
