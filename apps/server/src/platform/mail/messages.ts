/**
 * Every email's wording, in one place so it can be translated: each language maps a
 * message key to its lines. `{name}` placeholders are filled from the message's data.
 */
export const EMAIL_LINES = {
  en: {
    'verify.subject': 'Your {site} verification code',
    'verify.intro': 'Use this code to verify your email address:',
    'verify.expiry': 'The code expires in {minutes} minutes.',
    'verify.ignore': 'If you did not create an account, you can ignore this email.',
    'reset.subject': 'Reset your {site} password',
    'reset.intro':
      'You are receiving this email because we received a password reset request for your account.',
    'reset.action': 'Reset password',
    'reset.expiry': 'This password reset link will expire in {minutes} minutes.',
    'reset.ignore': 'If you did not request a password reset, no further action is required.',
    greeting: 'Hello!',
    signature: 'Regards, {site}',
  },
} as const;

export type EmailLanguage = keyof typeof EMAIL_LINES;
export type EmailLineKey = keyof (typeof EMAIL_LINES)['en'];

export function line(
  language: string,
  key: EmailLineKey,
  data: Record<string, string | number> = {},
): string {
  const lines: Record<string, string> = EMAIL_LINES[language as EmailLanguage] ?? EMAIL_LINES.en;
  const template = lines[key] ?? EMAIL_LINES.en[key];
  return template.replace(/\{(\w+)\}/g, (match, name: string) =>
    name in data ? String(data[name]) : match,
  );
}
