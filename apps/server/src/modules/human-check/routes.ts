import { humanCheckEndpoints as endpoints } from '@coffer/contract';
import type { AppInstance } from '../../app';
import { route } from '../../kernel/roles/endpoint-route';
import {
  activeProvider,
  HUMAN_PASS_COOKIE,
  VERIFY_LIMIT_PER_MINUTE,
} from '../../platform/human-check';
import { issuePass, PASS_TTL_SECONDS } from '../../platform/human-check/store';
import { enforceLimits } from '../../platform/security/rate-limit';

/** The human check's two calls: a challenge to solve, and the check that hands out a pass. */
export function humanCheckRoutes(app: AppInstance) {
  route(app, endpoints.challenge, async ({ reply }) => {
    reply.header('cache-control', 'no-store');
    return (await activeProvider(app)).challenge();
  });

  route(app, endpoints.verify, async ({ request, reply, body: { token } }) => {
    // Each reCAPTCHA check is a call to Google: bound how many one address can cause.
    await enforceLimits(app.rateLimits, [
      { key: `human-check:ip:${request.ip}`, max: VERIFY_LIMIT_PER_MINUTE, windowMs: 60_000 },
    ]);
    const provider = await activeProvider(app);
    if (!(await provider.verify(token, { ip: request.ip }))) return { success: false };
    reply.setCookie(HUMAN_PASS_COOKIE, await issuePass(app.db, app.clock), {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: request.protocol === 'https',
      maxAge: PASS_TTL_SECONDS,
    });
    return { success: true };
  });
}
