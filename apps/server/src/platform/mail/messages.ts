import { IntlMessageFormat } from 'intl-messageformat';
import type { Catalogue, MessageValues } from '../i18n/catalogue';
import { defineMessage } from '../i18n/define-message';

/**
 * Every email's wording: English catalogue messages (ADR 0016), translated into the
 * recipient's language when the email is written. `{name}` placeholders are ICU.
 */
export const EMAIL_LINES = {
  verifySubject: defineMessage('Your {site} verification code'),
  verifyIntro: defineMessage('Use this code to verify your email address:'),
  verifyExpiry: defineMessage('The code expires in {minutes} minutes.'),
  verifyIgnore: defineMessage('If you did not create an account, you can ignore this email.'),
  resetSubject: defineMessage('Reset your {site} password'),
  resetIntro: defineMessage(
    'You are receiving this email because we received a password reset request for your account.',
  ),
  resetAction: defineMessage('Reset password'),
  resetExpiry: defineMessage('This password reset link will expire in {minutes} minutes.'),
  resetIgnore: defineMessage(
    'If you did not request a password reset, no further action is required.',
  ),
  testSubject: defineMessage('{site} test email'),
  testIntro: defineMessage('This is a test email from {site}: its outgoing email settings work.'),
  contactSubject: defineMessage('New message from {name} via {site}'),
  contactIntro: defineMessage(
    '{name} ({email}) sent this message through the contact form of {site}. Reply to this email to answer them.',
  ),
  greeting: defineMessage('Hello!'),
  signature: defineMessage('Regards, {site}'),
} as const;

/** Translates messages: the app's catalogue, or English as written without one. */
export type Translator = Pick<Catalogue, 'translate'>;

/** English as written, placeholders filled: for templates rendered without a catalogue. */
export const ENGLISH: Translator = {
  translate(_language, message, values) {
    try {
      return String(new IntlMessageFormat(message, 'en').format(values));
    } catch {
      return message;
    }
  },
};

/** A message in `language` (English where the catalogue has no line), placeholders filled. */
export function line(
  language: string,
  message: string,
  values: MessageValues = {},
  catalogue: Translator = ENGLISH,
): string {
  return catalogue.translate(language, message, values);
}
