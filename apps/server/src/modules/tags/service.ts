import type { AppInstance } from '../../app';
import { HttpProblem } from '../../platform/http/errors';
import { defineMessage } from '../../platform/i18n/define-message';
import { countTags, findTag, listTags, type TagCriteria, tagNameTaken } from './repo';

/** One page of the admin's tag list. */
export async function tagPage(
  app: AppInstance,
  list: TagCriteria & { page: number; perPage: number },
) {
  const total = await countTags(app.db, list);
  const data = await listTags(app.db, list, {
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
