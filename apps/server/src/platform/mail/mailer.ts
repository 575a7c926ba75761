import nodemailer from 'nodemailer';
import type { Config } from '../../config';
import type { Db } from '../db/database';
import type { Clock } from '../time/clock';
import type { EmailContent } from './templates';

export interface Mailer {
  /** Sends a message (or logs it when SMTP is not configured); every message is logged. */
  send(to: string, content: EmailContent): Promise<void>;
}

/**
 * SMTP when MAIL_HOST is set. Otherwise every message is only written to the
 * outgoing_emails table (and printed outside tests), so every flow works without a mail server.
 */
export function createMailer(
  db: Db,
  config: Config,
  { printToConsole, clock }: { printToConsole: boolean; clock: Clock },
): Mailer {
  const { mail } = config;
  const transport = mail.host
    ? nodemailer.createTransport({
        host: mail.host,
        port: mail.port,
        secure: mail.encryption === 'tls',
        ignoreTLS: mail.encryption === 'none',
        requireTLS: mail.encryption === 'starttls',
        auth: mail.username ? { user: mail.username, pass: mail.password ?? '' } : undefined,
      })
    : undefined;
  const from = mail.from.name
    ? { name: mail.from.name, address: mail.from.address }
    : mail.from.address;

  return {
    async send(to, content) {
      let status = 'logged';
      let error: string | null = null;
      if (transport) {
        try {
          await transport.sendMail({ from, to, ...content });
          status = 'sent';
        } catch (e) {
          status = 'failed';
          error = (e as Error).message;
        }
      } else if (printToConsole) {
        console.log(`\n[mail] to ${to}: ${content.subject}\n${content.text}\n`);
      }
      await db
        .insertInto('outgoing_emails')
        .values({ to, ...content, status, error, created_at: clock.iso() })
        .execute();
    },
  };
}
