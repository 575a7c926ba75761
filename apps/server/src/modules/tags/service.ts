import type { AppInstance } from '../../app';
import { HttpProblem } from '../../platform/http/errors';
import { pageWindow, paginated } from '../../platform/http/pagination';
import { defineMessage } from '../../platform/i18n/define-message';
import { countTags, findTag, listTags, type TagCriteria, tagNameTaken } from './repo';

/** One page of the admin's tag list. */
export async function tagPage(
  app: AppInstance,
  list: TagCriteria & { page: number; perPage: number },
) {
  const total = await countTags(app.db, list);
  const data = await listTags(app.db, list, pageWindow(list.page, list.perPage));
  return paginated(data, list.page, list.perPage, total);
}

/** A tag, or 404. */
export async function tagOf(app: AppInstance, id: number) {
  const tag = await findTag(app.db, id);
  if (!tag) throw new HttpProblem(404, 'Not found.');
  return tag;
}

/** A tag name is unique (422 on the name field otherwise). */
export async function assertTagName(app: AppInstance, name: string, exceptId = 0) {
  if (await tagNameTaken(app.db, name, exceptId)) {
    const message = defineMessage('The name has already been taken.');
    throw new HttpProblem(422, message, { name: [message] });
  }
}
