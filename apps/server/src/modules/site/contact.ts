import { siteEndpoints } from '@coffer/contract';
import type { FastifyRequest } from 'fastify';
import type { AppInstance } from '../../app';
import { route } from '../../kernel/roles/endpoint-route';
import { requireHumanCheck } from '../../platform/human-check';
import { defineMessage } from '../../platform/i18n/define-message';
import { contactMessageEmail } from '../../platform/mail/templates';
import { enforceLimits } from '../../platform/security/rate-limit';

/** Messages one address may send in an hour, and all addresses in a minute (a flood's cap). */
export const CONTACT_LIMITS = { perIpPerHour: 5, perSitePerMinute: 60 } as const;

/**
 * `POST contact-page` (spec §5, §7): the human check when `recaptcha.enable.contact` is on,
 * then one email to the site's contact address (`mail.contact_address`, else the sender
 * address of its emails) that a reply sends back to the visitor. Limited per address and
 * for the whole site, counted before the payload is read, so malformed posts count too.
 */
export function contactRoute(app: AppInstance) {
  route(
    app,
    siteEndpoints.contact,
    async ({ request, body }) => {
      await requireHumanCheck(app, request, 'contact');
      const [settings, server] = await Promise.all([app.settings.all(), app.serverSettings.all()]);
      const to = server['mail.contact_address'] || server['mail.from_address'];
      const email = contactMessageEmail(
        {
          language: settings.i18n.default_locale,
          site: settings.branding.site_name,
          catalogue: app.catalogue,
        },
        body,
      );
      await app.mailer.send(to, email, { replyTo: body.email });
      // The spec's words (CONTACT_SUBMITTED_MESSAGE), written out for the catalogue.
      return { message: defineMessage('Your message has been submitted.') };
    },
    {
      preHandler: [
        async (request: FastifyRequest) =>
          enforceLimits(app.rateLimits, [
            {
              key: `contact:ip:${request.ip}`,
              max: CONTACT_LIMITS.perIpPerHour,
              windowMs: 60 * 60_000,
            },
            { key: 'contact:site', max: CONTACT_LIMITS.perSitePerMinute, windowMs: 60_000 },
          ]),
      ],
    },
  );
}
