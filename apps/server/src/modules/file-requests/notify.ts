import type { Kysely } from 'kysely';
import type { AppInstance } from '../../app';
import type { Database } from '../../platform/db/schema';
import { escapeHtml } from '../../platform/http/escape-html';
import { defineMessage } from '../../platform/i18n/define-message';
import { findEntry } from '../drive/repo';
import { notify } from '../notifications/service';
import {
  claimUnannouncedUploads,
  entryNames,
  findRequest,
  findVisitorById,
  otherUnannouncedUpload,
} from './repo';

/** The job that tells a request's owner about a visitor's batch of files. */
export const NOTIFY_OWNER_JOB = 'file-requests.notify-owner';
/**
 * How long after a visitor's first unannounced file the owner is told anyway, when the
 * page never says the batch is done (the tab was closed mid-way).
 */
export const BATCH_WINDOW_MS = 2 * 60_000;

/**
 * Queues the fallback announcement when this upload starts a new batch (the visitor had
 * no other unannounced file). Runs inside the upload's transaction.
 */
export async function queueBatchNotice(
  app: AppInstance,
  trx: Kysely<Database>,
  visitorId: number,
  uploadId: number,
): Promise<void> {
  const earlier = await otherUnannouncedUpload(trx, visitorId, uploadId);
  if (earlier) return;
  await app.jobs.enqueue(
    trx,
    NOTIFY_OWNER_JOB,
    { visitorId },
    {
      runAt: app.clock.iso(BATCH_WINDOW_MS),
    },
  );
}

/**
 * One notification for every file of the visitor not announced yet (through the
 * notifications module, so the owner's channel choices apply). The files are claimed by
 * one UPDATE, so the page's "done" and the fallback job never announce a file twice.
 * Answers how many files the notification covers (0: nothing to say).
 */
export async function notifyOwnerOfUploads(app: AppInstance, visitorId: number): Promise<number> {
  const claimed = await claimUnannouncedUploads(app.db, visitorId, app.clock.iso());
  if (claimed.length === 0) return 0;
  const visitor = await findVisitorById(app.db, visitorId);
  const row = await findRequest(app.db, claimed[0]!.request_id);
  if (!visitor || !row) return 0;
  const names = await entryNames(
    app.db,
    claimed.map((c) => c.entry_id),
  );
  const folder = await findEntry(app.db, row.entry_id);
  const count = claimed.length;
  const shown = names.slice(0, 3).join(', ');
  const more = names.length - 3;
  await notify(app, row.user_id, 'file-request-upload', {
    image: null,
    lines: [
      {
        type: 'primary',
        content: defineMessage(
          '{visitor} ({email}) uploaded {count, plural, one {# file} other {# files}} to your request {title}.',
        ),
      },
      ...(shown
        ? [
            {
              type: 'secondary' as const,
              content: more > 0 ? defineMessage('{names} and {more} more') : '{names}',
            },
          ]
        : []),
    ],
    ...(folder && !folder.deleted_at
      ? {
          mainAction: {
            label: defineMessage('Open folder'),
            action: `/drive/folders/${folder.hash}`,
          },
        }
      : {}),
    values: {
      visitor: `<strong>${escapeHtml(visitor.name)}</strong>`,
      email: escapeHtml(visitor.email),
      count,
      title: `<strong>${escapeHtml(row.title)}</strong>`,
      names: escapeHtml(shown),
      more,
    },
  });
  return count;
}
