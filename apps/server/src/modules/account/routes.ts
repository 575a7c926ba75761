import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { accountEndpoints as endpoints } from '@coffer/contract';
import fastifyMultipart from '@fastify/multipart';
import sharp from 'sharp';
import type { AppInstance } from '../../app';
import { route } from '../../kernel/roles/endpoint-route';
import { deleteUserSessions } from '../../kernel/sessions';
import {
  findUserById,
  normalizePhone,
  otherUserWithPhone,
  updateUser,
} from '../../kernel/users/repo';
import { HttpProblem } from '../../platform/http/errors';
import { defineMessage } from '../../platform/i18n/define-message';
import { hashPassword } from '../../platform/security/passwords';
import { lookupStores, storedObject } from '../../platform/storage';
import { revokeAccessTokens } from '../auth/repo';
import { assertCurrentPassword } from '../auth/service';
import { toClientUser } from '../users/service';
import {
  isCountry,
  isTimezone,
  LANGUAGE_COOKIE,
  LANGUAGE_COOKIE_MAX_AGE_SECONDS,
  valueLists,
} from './value-lists';

/** Avatars are stored square at this size (spec: cropped/resized server-side). */
export const AVATAR_SIZE = 256;
const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
const AVATAR_URL = '/api/v1/avatars/';
const AVATAR_FILE = /^\d+-[a-f0-9]{32}\.webp$/;

/** The signed-in user's own details, avatar, password and language; the value lists. */
export function accountRoutes(app: AppInstance) {
  route(app, endpoints.updateDetails, async ({ request, body: payload }) => {
    const user = request.user!;
    if (payload.timezone && !isTimezone(payload.timezone)) {
      throw new HttpProblem(422, 'The time zone is not valid.', {
        timezone: [defineMessage('The time zone is not valid.')],
      });
    }
    if (payload.country && !isCountry(payload.country)) {
      throw new HttpProblem(422, 'The country is not valid.', {
        country: [defineMessage('The country is not valid.')],
      });
    }
    if (payload.language && !app.catalogue.languageOf(payload.language)) {
      throw new HttpProblem(422, 'The language is not available.', {
        language: [defineMessage('The language is not available.')],
      });
    }
    const phone = payload.phone ? normalizePhone(payload.phone) : payload.phone;
    if (phone) {
      const other = await otherUserWithPhone(app.db, phone, user.id);
      if (other) {
        const message = defineMessage('The phone has already been taken.');
        throw new HttpProblem(422, message, { phone: [message] });
      }
    }
    await updateUser(
      app.db,
      user.id,
      {
        ...payload,
        ...(phone !== undefined ? { phone: phone || null } : {}),
      },
      app.clock.iso(),
    );
    return { user: await toClientUser(app, (await findUserById(app.db, user.id))!) };
  });

  app.register(async (scope) => {
    await scope.register(fastifyMultipart, { limits: { files: 1, fields: 2 } });
    route(scope, endpoints.uploadAvatar, async ({ request }) => {
      const user = request.user!;
      const part = request.isMultipart()
        ? await request.file({ limits: { fileSize: AVATAR_MAX_BYTES } })
        : undefined;
      if (!part) throw avatarProblem('The avatar field is required.');
      const input = await part.toBuffer().catch((error: unknown) => {
        // Over the size limit is the user's to fix; a body cut off or malformed is the
        // client's (400, by the error handler), never "too large".
        if ((error as { code?: string } | null)?.code === 'FST_REQ_FILE_TOO_LARGE')
          throw avatarProblem('The avatar may not be greater than 5 MB.');
        throw error;
      });
      const image = await sharp(input)
        .rotate()
        .resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'cover', position: 'attention' })
        .webp({ quality: 85 })
        .toBuffer()
        .catch(() => {
          throw avatarProblem('The avatar must be an image.');
        });
      const file = `${user.id}-${randomBytes(16).toString('hex')}.webp`;
      const [storage] = await lookupStores(app.storages);
      await storage!.put(avatarKey(file), Readable.from(image), { contentType: 'image/webp' });
      await removeAvatar(app, user.image);
      await updateUser(app.db, user.id, { image: AVATAR_URL + file }, app.clock.iso());
      return { user: await toClientUser(app, (await findUserById(app.db, user.id))!) };
    });
  });

  route(app, endpoints.removeAvatar, async ({ request }) => {
    const user = request.user!;
    await removeAvatar(app, user.image);
    await updateUser(app.db, user.id, { image: null }, app.clock.iso());
    return { user: await toClientUser(app, (await findUserById(app.db, user.id))!) };
  });

  // Public on purpose: avatars show next to shared files and members. Names are random and
  // change on every upload, so they can be cached for good.
  route(app, endpoints.avatar, async ({ reply, params: { file } }) => {
    if (!AVATAR_FILE.test(file)) throw new HttpProblem(404, 'Avatar not found.');
    const [current, other] = await lookupStores(app.storages);
    const body =
      (await storedObject(current!, avatarKey(file))) ??
      // The other store only answers what it has: one that fails counts as not having it.
      (other ? await storedObject(other, avatarKey(file)).catch(() => null) : null);
    if (!body) throw new HttpProblem(404, 'Avatar not found.');
    return reply
      .header('content-type', 'image/webp')
      .header('cache-control', 'public, max-age=31536000, immutable')
      .send(body);
  });

  route(app, endpoints.changePassword, async ({ request, body: payload }) => {
    const user = request.user!;
    await assertCurrentPassword(
      app,
      request,
      payload.current_password,
      'current_password',
      defineMessage('The provided password does not match your current password.'),
    );
    const password = await hashPassword(payload.password);
    await app.db.transaction().execute(async (trx) => {
      await updateUser(trx, user.id, { password }, app.clock.iso());
      await deleteUserSessions(trx, user.id, request.session?.id);
      if (payload.revoke_tokens) await revokeAccessTokens(trx, user.id);
    });
    return { message: 'Password updated' };
  });

  // The interface language: saved on the user, or for a guest (the footer's language switch)
  // in a cookie that the bootstrap data reads on the next page load.
  route(app, endpoints.changeLocale, async ({ request, reply, body: { locale } }) => {
    // A code the catalogue has a language for: `fr-CA` gets the lines of `fr`, and the
    // pseudo-locale `en-Arab` (right-to-left English) those of `en`; the code is kept.
    const language = app.catalogue.languageOf(locale);
    const entry = language ? app.catalogue.languages[language] : undefined;
    if (!entry) {
      throw new HttpProblem(422, 'The language is not available.', {
        locale: [defineMessage('The language is not available.')],
      });
    }
    if (request.user) {
      await updateUser(app.db, request.user.id, { language: locale }, app.clock.iso());
    } else {
      reply.setCookie(LANGUAGE_COOKIE, locale, {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: request.protocol === 'https',
        maxAge: LANGUAGE_COOKIE_MAX_AGE_SECONDS,
      });
    }
    return { i18n: { language: locale, lines: entry.lines } };
  });

  route(app, endpoints.valueLists, async ({ params: { names } }) =>
    valueLists(app.catalogue, names),
  );
}

function avatarProblem(message: string) {
  return new HttpProblem(422, message, { avatar: [message] });
}

function avatarKey(file: string): string {
  return `avatars/${file}`;
}

async function removeAvatar(app: AppInstance, image: string | null): Promise<void> {
  if (!image?.startsWith(AVATAR_URL)) return;
  const file = image.slice(AVATAR_URL.length);
  if (!AVATAR_FILE.test(file)) return;
  const [current, other] = await lookupStores(app.storages);
  await current!.delete(avatarKey(file));
  // Bytes left in an unreachable other store cost space, not a failed upload or deletion.
  await other?.delete(avatarKey(file)).catch(() => {});
}

/** Removes a user's stored avatar (before the account is deleted). */
export async function deleteAvatarOf(app: AppInstance, userId: number): Promise<void> {
  const user = await findUserById(app.db, userId);
  if (user) await removeAvatar(app, user.image);
}
