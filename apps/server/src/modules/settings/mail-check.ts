import { HttpProblem } from '../../platform/http/errors';
import { defineMessage } from '../../platform/i18n/define-message';
import { type MailSettings, smtpTransport } from '../../platform/mail/mailer';

/**
 * Logs in to the SMTP server with these settings (nodemailer's `verify`), so a wrong host,
 * port or password is a field error before anything is saved.
 */
export async function probeMail(mail: MailSettings): Promise<void> {
  const transport = smtpTransport(mail);
  try {
    await transport.verify();
  } catch (error) {
    throw mailProblem(error);
  } finally {
    transport.close();
  }
}

/** A failed SMTP exchange as a field error of the mail settings. */
export function mailProblem(error: unknown): HttpProblem {
  return new HttpProblem(422, 'Coffer could not send email with these settings.', {
    [fieldOf(error)]: [messageOf(error)],
  });
}

/** nodemailer's error codes: EAUTH (login refused), ECONNECTION/ETIMEDOUT/ESOCKET/EDNS (no server). */
function fieldOf(error: unknown): string {
  const code = (error as { code?: string }).code;
  return code === 'EAUTH' ? 'server.mail.password' : 'server.mail.host';
}

function messageOf(error: unknown): string {
  const code = (error as { code?: string }).code;
  if (code === 'EAUTH') return defineMessage('The SMTP server refused this user name or password.');
  if (code === 'ETLS') return defineMessage('The SMTP server does not accept this encryption.');
  return defineMessage('No SMTP server answered at this host and port.');
}
