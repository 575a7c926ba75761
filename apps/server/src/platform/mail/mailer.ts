import type { ServerSettingValues } from '@coffer/contract';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Db } from '../db/database';
import type { Clock } from '../time/clock';
import type { EmailContent } from './templates';

export interface Mailer {
  /** Sends a message (or logs it when the driver is `log`); every message is logged. */
  send(to: string, content: EmailContent, options?: SendOptions): Promise<void>;
}

export interface SendOptions {
  /** Where a reply goes instead of the sender (a contact-form message: its author). */
  replyTo?: string;
}

/** The server settings the mailer reads (`mail.*`, issue 26). */
export type MailSettings = Pick<
  ServerSettingValues,
  | 'mail.driver'
  | 'mail.host'
  | 'mail.port'
  | 'mail.encryption'
  | 'mail.username'
  | 'mail.password'
  | 'mail.from_address'
  | 'mail.from_name'
>;

/** An SMTP transport for these settings (nodemailer). */
export function smtpTransport(mail: MailSettings): Transporter {
  return nodemailer.createTransport({
    host: mail['mail.host'],
    port: mail['mail.port'],
    secure: mail['mail.encryption'] === 'tls',
    ignoreTLS: mail['mail.encryption'] === 'none',
    requireTLS: mail['mail.encryption'] === 'starttls',
    auth: mail['mail.username']
      ? { user: mail['mail.username'], pass: mail['mail.password'] }
      : undefined,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
  });
}

/** The `From` of a message under these settings. */
export function mailFrom(mail: MailSettings) {
  return mail['mail.from_name']
    ? { name: mail['mail.from_name'], address: mail['mail.from_address'] }
    : mail['mail.from_address'];
}

/**
 * SMTP when the `mail.driver` setting says so (the default when MAIL_HOST is set); with
 * `log`, every message is only written to the outgoing_emails table (and printed outside
 * tests), so every flow works without a mail server. The settings are read on each message,
 * so an admin's change applies to the next one; the transport is kept while they stay the same.
 */
export function createMailer(
  db: Db,
  settings: () => Promise<MailSettings>,
  { printToConsole, clock }: { printToConsole: boolean; clock: Clock },
): Mailer {
  let cached: { signature: string; transport: Transporter } | undefined;

  function transportFor(mail: MailSettings): Transporter {
    const signature = JSON.stringify(mail);
    if (cached?.signature !== signature) {
      cached?.transport.close();
      cached = { signature, transport: smtpTransport(mail) };
    }
    return cached.transport;
  }

  return {
    async send(to, content, { replyTo } = {}) {
      const mail = await settings();
      let status = 'logged';
      let error: string | null = null;
      if (mail['mail.driver'] === 'smtp' && mail['mail.host']) {
        try {
          await transportFor(mail).sendMail({ from: mailFrom(mail), to, replyTo, ...content });
          status = 'sent';
        } catch (e) {
          status = 'failed';
          error = (e as Error).message;
        }
      } else if (printToConsole) {
        console.log(`\n[mail] to ${to}: ${content.subject}\n${content.text}\n`);
      }
      await recordEmail(db, clock, { to, content, status, error, replyTo });
    },
  };
}

/** Writes a message into the outgoing email log (admin, logs). */
export async function recordEmail(
  db: Db,
  clock: Clock,
  entry: {
    to: string;
    content: EmailContent;
    status: string;
    error: string | null;
    replyTo?: string;
  },
): Promise<void> {
  await db
    .insertInto('outgoing_emails')
    .values({
      to: entry.to,
      ...entry.content,
      status: entry.status,
      error: entry.error,
      reply_to: entry.replyTo ?? null,
      created_at: clock.iso(),
    })
    .execute();
}
