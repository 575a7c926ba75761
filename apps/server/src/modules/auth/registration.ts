import type { RegistrationField, registerPayloadSchema } from '@coffer/contract';
import type { z } from 'zod';
import type { AppInstance } from '../../app';
import { assignDefaultRoles } from '../../kernel/roles/repo';
import {
  findUserByEmail,
  findUserByPhone,
  insertUser,
  type UserRow,
} from '../../kernel/users/repo';
import { HttpProblem } from '../../platform/http/errors';
import type { MessageValues } from '../../platform/i18n/catalogue';
import { defineMessage } from '../../platform/i18n/define-message';
import { hashPassword } from '../../platform/security/passwords';
import { proveEmail, sendVerificationCode } from './service';

type RegisterPayload = z.infer<typeof registerPayloadSchema>;

/**
 * Checks an invitation that lets someone register while registration is disabled
 * (the workspaces module adds one for workspace invites).
 */
export type InviteCheck = (invite: { id: string; type: string; email: string }) => Promise<boolean>;

/**
 * Whether the address's domain, or a domain it is under, is in `auth.blocked_email_domains`
 * (`example.com` blocks `a@example.com` and `a@mail.example.com`).
 */
export async function isBlockedEmail(app: AppInstance, email: string): Promise<boolean> {
  const blocked = await app.serverSettings.get('auth.blocked_email_domains');
  const domain = email.slice(email.lastIndexOf('@') + 1).toLowerCase();
  return blocked.some((entry) => domain === entry || domain.endsWith(`.${entry}`));
}

/** Creates the account with the `users` role, or refuses with nothing written. */
export async function registerAccount(
  app: AppInstance,
  payload: RegisterPayload,
): Promise<{ user: UserRow; status: 'success' | 'needs_email_verification' }> {
  const settings = await app.settings.all();
  // An invite's id reaches only its address: registering with it proves the address.
  const invited = await hasValidInvite(app, payload);
  if (settings.registration.disable && !invited) {
    throw new HttpProblem(403, 'Registration is currently disabled.');
  }

  const errors: Record<string, string[]> = {};
  const fieldValues: Record<string, MessageValues> = {};
  for (const policy of settings.registration.policies) {
    if ((payload as Record<string, unknown>)[policy.id] !== true) {
      errors[policy.id] = [defineMessage('You must accept the {policy}.')];
      fieldValues[policy.id] = { policy: policy.item.label };
    }
  }
  if (await isBlockedEmail(app, payload.email)) {
    errors.email = [defineMessage('Accounts with this email domain are not accepted.')];
  } else if (await findUserByEmail(app.db, payload.email)) {
    errors.email = [defineMessage('The email has already been taken.')];
  }
  if (payload.phone && (await findUserByPhone(app.db, payload.phone))) {
    errors.phone = [defineMessage('The phone has already been taken.')];
  }
  const extra = extraFieldAnswers(settings.registration.fields, payload.extra_fields ?? {});
  for (const [field, message] of Object.entries(extra.errors)) {
    errors[field] = [message.text];
    fieldValues[field] = message.values;
  }
  const first = Object.values(errors)[0]?.[0];
  if (first) {
    const problem = new HttpProblem(422, first, errors, Object.values(fieldValues)[0]);
    problem.fieldValues = fieldValues;
    throw problem;
  }

  const password = await hashPassword(payload.password);
  const user = await app.db.transaction().execute(async (trx) => {
    const created = await insertUser(
      trx,
      {
        email: payload.email,
        name: payload.name ?? '',
        phone: payload.phone ?? null,
        password,
        extra_fields: Object.keys(extra.answers).length ? JSON.stringify(extra.answers) : null,
        // Unproven until a code or a mail link proves it, whether or not the site requires
        // that before use: shares and invites to the address wait for the proof (issue 21).
      },
      app.clock.iso(),
    );
    await assignDefaultRoles(trx, created.id);
    return created;
  });

  if (invited) {
    await proveEmail(app, user);
    return { user: { ...user, email_verified_at: app.clock.iso() }, status: 'success' };
  }
  if (!settings.require_email_confirmation) return { user, status: 'success' };
  await sendVerificationCode(app, user);
  return { user, status: 'needs_email_verification' };
}

/**
 * The answers to the site's extra register fields, each of its field's type: a required one
 * must be answered (a required checkbox ticked); answers to fields the site does not ask for
 * are dropped.
 */
function extraFieldAnswers(
  fields: readonly RegistrationField[],
  given: Record<string, string | number | boolean>,
) {
  const answers: Record<string, string | number | boolean> = {};
  const errors: Record<string, { text: string; values: MessageValues }> = {};
  for (const field of fields) {
    const value = given[field.id];
    const key = `extra_fields.${field.id}`;
    const values = { field: field.label };
    const empty = value === undefined || value === '' || (field.type === 'checkbox' && !value);
    if (empty) {
      if (field.required) {
        errors[key] = { text: defineMessage('The {field} field is required.'), values };
      }
      continue;
    }
    const fits =
      (field.type === 'text' && typeof value === 'string') ||
      (field.type === 'number' && typeof value === 'number' && Number.isFinite(value)) ||
      (field.type === 'checkbox' && typeof value === 'boolean');
    if (!fits) {
      errors[key] = { text: defineMessage('The {field} field has a wrong value.'), values };
      continue;
    }
    answers[field.id] = value;
  }
  return { answers, errors };
}

async function hasValidInvite(app: AppInstance, payload: RegisterPayload): Promise<boolean> {
  if (payload.invite_id === undefined || !payload.invite_type) return false;
  const invite = { id: String(payload.invite_id), type: payload.invite_type, email: payload.email };
  for (const check of app.inviteChecks) {
    if (await check(invite)) return true;
  }
  return false;
}
