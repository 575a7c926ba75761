import type { AdminUserDetails } from '@coffer/contract';
import type { FastifyRequest } from 'fastify';
import type { AppInstance } from '../../app';
import { tokensOfUser } from '../../kernel/users/repo';
import { HttpProblem } from '../../platform/http/errors';
import { defineMessage } from '../../platform/i18n/define-message';
import { isTimezone } from '../account/value-lists';
import { directGrantsOfUser, signedInSessionsOfUser, userPreferences } from './user-details-repo';
import { adminUser } from './users-service';

/** The user's page in the admin area, or 404: never a token, a hash or a secret. */
export async function userDetails(
  app: AppInstance,
  request: FastifyRequest,
  id: number,
): Promise<AdminUserDetails> {
  const user = await adminUser(app, id);
  const preferences = await userPreferences(app.db, id);
  const grants = await directGrantsOfUser(app.db, id);
  const sessions = await signedInSessionsOfUser(app.db, id);
  const tokens = await tokensOfUser(app.db, id);
  const fields = (await app.settings.get('registration')).fields;
  const answers = JSON.parse(preferences?.extra_fields ?? '{}') as Record<string, unknown>;
  return {
    ...user,
    timezone: preferences?.timezone ?? null,
    language: preferences?.language ?? null,
    // Labels as the register form asks now; an answer to a field since removed keeps its id.
    extra_fields: Object.entries(answers).map(([fieldId, value]) => ({
      id: fieldId,
      label: fields.find((field) => field.id === fieldId)?.label ?? fieldId,
      value: value as string | number | boolean,
    })),
    permissions: grants.map((g) => ({
      name: g.name,
      restrictions: Object.entries(
        JSON.parse(g.restrictions) as Record<string, number | string | null>,
      ).map(([name, value]) => ({ name, value })),
    })),
    sessions: sessions.map((s) => ({ ...s, current: s.id === request.session?.id })),
    tokens: tokens.map(({ id, name, last_used_at, created_at }) => ({
      id,
      name,
      last_used_at,
      created_at,
    })),
  };
}

/** 422 on `timezone` or `language` for a zone or a language the site does not know. */
export function assertDatePreferences(
  app: AppInstance,
  fields: { timezone?: string | null; language?: string | null },
): void {
  if (fields.timezone && !isTimezone(fields.timezone)) {
    throw new HttpProblem(422, 'The time zone is not valid.', {
      timezone: [defineMessage('The time zone is not valid.')],
    });
  }
  if (fields.language && !app.catalogue.languageOf(fields.language)) {
    throw new HttpProblem(422, 'The language is not available.', {
      language: [defineMessage('The language is not available.')],
    });
  }
}
