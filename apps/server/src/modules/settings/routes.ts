import { adminSettingsEndpoints as endpoints } from '@coffer/contract';
import type { AppInstance } from '../../app';
import { route } from '../../kernel/roles/endpoint-route';
import { HttpProblem } from '../../platform/http/errors';
import { defineMessage } from '../../platform/i18n/define-message';
import { chosenLanguage } from '../../platform/i18n/request-language';
import { mailFrom, recordEmail, smtpTransport } from '../../platform/mail/mailer';
import { testEmail } from '../../platform/mail/templates';
import { probeRedis } from '../../platform/redis';
import { probeStorage } from '../../platform/storage/probe';
import { seedDemoAccounts } from '../auth/first-admin';
import { mailProblem } from './mail-check';
import { adminSettings, updateSettings, withServerChanges } from './service';

/**
 * The admin's settings (spec §2.4 settings): read, save, try storage, email and Redis first,
 * and clear the cache.
 */
export function settingsRoutes(app: AppInstance) {
  route(app, endpoints.get, async () => adminSettings(app));

  route(app, endpoints.update, async ({ body }) => {
    await updateSettings(app, body);
    if (body.server?.['site.demo']) await seedDemoAccounts(app);
    return adminSettings(app);
  });

  route(app, endpoints.testStorage, async ({ body }) => {
    await probeStorage(withServerChanges(await app.serverSettings.all(), body.server));
    return { message: 'Coffer wrote, read and removed a test file with these settings.' };
  });

  route(app, endpoints.testRedis, async ({ body }) => {
    await probeRedis(withServerChanges(await app.serverSettings.all(), body.server)['redis.url']);
    return { message: defineMessage('Redis answered PONG with these settings.') };
  });

  route(app, endpoints.clearCache, async () => {
    await app.cache.clear();
    return { message: defineMessage('The cache was cleared.') };
  });

  route(app, endpoints.testMail, async ({ body, request }) => {
    const mail = withServerChanges(await app.serverSettings.all(), body.server);
    const admin = request.user!;
    const content = testEmail({
      language: await chosenLanguage(app, admin.language),
      site: (await app.settings.get('branding')).site_name,
      catalogue: app.catalogue,
    });
    if (mail['mail.driver'] === 'log') {
      await recordEmail(app.db, app.clock, {
        to: admin.email,
        content,
        status: 'logged',
        error: null,
      });
      return { message: 'The test email was written to the outgoing email log.' };
    }
    if (!mail['mail.host']) {
      throw new HttpProblem(422, 'Some settings are missing.', {
        'server.mail.host': [defineMessage('Enter the SMTP server’s host name.')],
      });
    }
    const transport = smtpTransport(mail);
    try {
      await transport.sendMail({ from: mailFrom(mail), to: admin.email, ...content });
    } catch (error) {
      throw mailProblem(error);
    } finally {
      transport.close();
    }
    await recordEmail(app.db, app.clock, { to: admin.email, content, status: 'sent', error: null });
    return { message: 'A test email was sent to your address.' };
  });
}
