import type { registerPayloadSchema } from '@coffer/contract';
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
  if (await findUserByEmail(app.db, payload.email)) {
    errors.email = [defineMessage('The email has already been taken.')];
  }
  if (payload.phone && (await findUserByPhone(app.db, payload.phone))) {
    errors.phone = [defineMessage('The phone has already been taken.')];
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

async function hasValidInvite(app: AppInstance, payload: RegisterPayload): Promise<boolean> {
  if (payload.invite_id === undefined || !payload.invite_type) return false;
  const invite = { id: String(payload.invite_id), type: payload.invite_type, email: payload.email };
  for (const check of app.inviteChecks) {
    if (await check(invite)) return true;
  }
  return false;
}
