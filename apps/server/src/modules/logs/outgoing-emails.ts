import type { outgoingEmailsQuerySchema } from '@coffer/contract';
import type { z } from 'zod';
import type { AppInstance } from '../../app';
import { HttpProblem } from '../../platform/http/errors';
import { countOutgoingEmails, findOutgoingEmail, listOutgoingEmails } from './repo';

type ListQuery = z.output<typeof outgoingEmailsQuerySchema>;

/** One page of the outgoing email log, searched by subject or recipient. */
export async function outgoingEmailPage(app: AppInstance, list: ListQuery) {
  const criteria = {
    query: list.query || undefined,
    status: list.filters?.status,
    orderBy: list.orderBy,
    orderDir: list.orderDir,
  };
  const total = await countOutgoingEmails(app.db, criteria);
  const data = await listOutgoingEmails(app.db, criteria, {
    limit: list.perPage,
    offset: (list.page - 1) * list.perPage,
  });
  return {
    pagination: {
      data,
      current_page: list.page,
      per_page: list.perPage,
      total,
      last_page: Math.max(1, Math.ceil(total / list.perPage)),
    },
  };
}

/** A sent message with both its bodies, or 404. */
export async function outgoingEmail(app: AppInstance, id: number) {
  const email = await findOutgoingEmail(app.db, id);
  if (!email) throw new HttpProblem(404, 'Email not found.');
  return { email };
}
