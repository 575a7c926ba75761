import { describe, expect, it } from 'vitest';
import { Browser, createUser } from '../../../test/auth';
import { startFakeSmtp } from '../../../test/fake-smtp';
import { databaseKinds, startTestServer } from '../../../test/harness';
import { EMAIL_LINES, line } from './messages';
import { passwordResetEmail } from './templates';

describe('email templates', () => {
  it('fills placeholders and escapes HTML in the HTML part only', () => {
    const mail = passwordResetEmail(
      { language: 'en', site: 'A<b>&Co' },
      'https://x.test/password/reset/abc?a=1&b=2',
      60,
    );
    expect(mail.subject).toBe('Reset your A<b>&Co password');
    expect(mail.text).toContain('https://x.test/password/reset/abc?a=1&b=2');
    expect(mail.text).toContain('will expire in 60 minutes');
    expect(mail.html).toContain('href="https://x.test/password/reset/abc?a=1&amp;b=2"');
    expect(mail.html).not.toContain('<b>&Co');
  });

  it('falls back to English for a language without its own lines', () => {
    expect(line('xx', EMAIL_LINES.resetAction)).toBe('Reset password');
  });
});

for (const kind of databaseKinds()) {
  describe(`the mailer [${kind}]`, () => {
    it('delivers over SMTP when MAIL_HOST is set, and logs the message as sent', async () => {
      const smtp = await startFakeSmtp();
      const { server, cleanup } = await startTestServer(kind, {
        MAIL_HOST: '127.0.0.1',
        MAIL_PORT: String(smtp.port),
        MAIL_ENCRYPTION: 'none',
        MAIL_FROM_ADDRESS: 'drive@example.com',
        MAIL_FROM_NAME: 'Coffer',
      });
      try {
        const user = await createUser(server);
        const response = await new Browser(server).post('/auth/forgot-password', {
          email: user.email,
        });
        expect(response.status).toBe(200);
        expect(smtp.received).toHaveLength(1);
        expect(smtp.received[0]!.from).toBe('drive@example.com');
        expect(smtp.received[0]!.to).toEqual([user.email]);
        expect(smtp.received[0]!.data).toContain('Subject: Reset your Coffer password');
        expect(smtp.received[0]!.data).toMatch(/multipart\/alternative/);
        const logged = await server.app.db.selectFrom('outgoing_emails').selectAll().execute();
        expect(logged.map((m) => m.status)).toEqual(['sent']);
      } finally {
        await cleanup();
        await smtp.close();
      }
    });

    it('logs a failed delivery instead of failing the request or revealing the account', async () => {
      const smtp = await startFakeSmtp();
      const port = smtp.port;
      await smtp.close();
      const { server, cleanup } = await startTestServer(kind, {
        MAIL_HOST: '127.0.0.1',
        MAIL_PORT: String(port),
        MAIL_ENCRYPTION: 'none',
      });
      try {
        const user = await createUser(server);
        const response = await new Browser(server).post('/auth/forgot-password', {
          email: user.email,
        });
        expect(response.status).toBe(200);
        const logged = await server.app.db.selectFrom('outgoing_emails').selectAll().execute();
        expect(logged.map((m) => m.status)).toEqual(['failed']);
        expect(logged[0]!.error).toBeTruthy();
      } finally {
        await cleanup();
      }
    });
  });
}
