import type { outgoingEmailsQuerySchema } from '@coffer/contract';
import type { z } from 'zod';
import type { AppInstance } from '../../app';
import { HttpProblem } from '../../platform/http/errors';
import { pageWindow, paginated } from '../../platform/http/pagination';
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
  const data = await listOutgoingEmails(app.db, criteria, pageWindow(list.page, list.perPage));
  return paginated(data, list.page, list.perPage, total);
}

/** A sent message with both its bodies, or 404. */
export async function outgoingEmail(app: AppInstance, id: number) {
  const email = await findOutgoingEmail(app.db, id);
  if (!email) throw new HttpProblem(404, 'Email not found.');
  return { email };
}
