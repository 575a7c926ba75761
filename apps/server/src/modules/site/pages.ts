import { type CustomPage, type customPagePayloadSchema, customPageSlug } from '@coffer/contract';
import type { z } from 'zod';
import type { AppInstance } from '../../app';
import { HttpProblem } from '../../platform/http/errors';
import { pageWindow, paginated } from '../../platform/http/pagination';
import { defineMessage } from '../../platform/i18n/define-message';
import {
  countPages,
  findPageById,
  findPageBySlug,
  listPages,
  type PageCriteria,
  type PageValues,
  slugTaken,
} from './repo';
import { sanitizePageBody } from './sanitize';

type PageRow = NonNullable<Awaited<ReturnType<typeof findPageById>>>;
type SavedPage = z.output<typeof customPagePayloadSchema>;

/** One page of the admin's list. */
export async function pageList(
  app: AppInstance,
  list: PageCriteria & { page: number; perPage: number },
) {
  const total = await countPages(app.db, list);
  const data = await listPages(app.db, list, pageWindow(list.page, list.perPage));
  return paginated(data.map(presentSummary), list.page, list.perPage, total);
}

/**
 * A page by its number or its slug, or 404. Its body is sanitised again as it is sent: a row
 * written any other way than through the editor (an import, an older version) is cleaned too.
 */
export async function pageOf(app: AppInstance, idOrSlug: string | number): Promise<CustomPage> {
  const row =
    typeof idOrSlug === 'number' || /^\d+$/.test(idOrSlug)
      ? await findPageById(app.db, Number(idOrSlug))
      : await findPageBySlug(app.db, idOrSlug.toLowerCase());
  if (!row) throw new HttpProblem(404, defineMessage('Not found.'));
  return presentPage(row);
}

/**
 * What is stored of an editor's save: the body sanitised, the slug made from the title when
 * left empty, and unique (422 on the slug field otherwise).
 */
export async function pageValues(
  app: AppInstance,
  payload: SavedPage,
  exceptId = 0,
): Promise<PageValues> {
  const slug = payload.slug || customPageSlug(payload.title);
  if (!slug) {
    const message = defineMessage('Enter a slug of letters or digits.');
    throw new HttpProblem(422, message, { slug: [message] });
  }
  if (/^\d+$/.test(slug)) {
    // A page is found by its number or its slug: a slug of digits would hide a page's number.
    const message = defineMessage('The slug needs at least one letter.');
    throw new HttpProblem(422, message, { slug: [message] });
  }
  if (await slugTaken(app.db, slug, exceptId)) {
    const message = defineMessage('The slug has already been taken.');
    throw new HttpProblem(422, message, { slug: [message] });
  }
  return {
    slug,
    title: payload.title,
    body: sanitizePageBody(payload.body),
    meta_description: payload.meta_description || null,
    type: payload.type,
  };
}

function presentSummary(row: Omit<PageRow, 'body' | 'meta_description'>) {
  return { ...row, type: 'default' as const };
}

function presentPage(row: PageRow): CustomPage {
  return {
    ...presentSummary(row),
    body: sanitizePageBody(row.body),
    meta_description: row.meta_description,
  };
}
