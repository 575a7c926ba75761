import { tagsEndpoints as endpoints } from '@coffer/contract';
import type { AppInstance } from '../../app';
import { route } from '../../kernel/roles/endpoint-route';
import { HttpProblem } from '../../platform/http/errors';
import { defineMessage } from '../../platform/i18n/define-message';
import { deleteTags, insertTag, tagsByIds, updateTag } from './repo';
import { assertTagName, tagOf, tagPage } from './service';

/** The admin's tags (spec §2.4 tags): list, create, edit, delete. */
export function tagRoutes(app: AppInstance) {
  route(app, endpoints.list, async ({ query }) => tagPage(app, query));

  route(app, endpoints.create, async ({ body }) => {
    if (body.type === 'label') {
      throw new HttpProblem(403, 'Label tags are the system’s: only custom tags can be made.');
    }
    await assertTagName(app, body.name);
    const id = await insertTag(app.db, body, app.clock.iso());
    return { tag: await tagOf(app, id) };
  });

  route(app, endpoints.update, async ({ params: { id }, body }) => {
    const tag = await tagOf(app, id);
    const label = tag.type === 'label';
    if (label && ((body.name !== undefined && body.name !== tag.name) || body.type === 'custom')) {
      throw new HttpProblem(403, 'A label tag’s name and type cannot be changed.');
    }
    if (!label && body.type === 'label') {
      throw new HttpProblem(403, 'Label tags are the system’s: only custom tags can be made.');
    }
    if (body.name !== undefined) await assertTagName(app, body.name, id);
    await updateTag(app.db, id, body);
    return { tag: await tagOf(app, id) };
  });

  route(app, endpoints.remove, async ({ params: { ids } }) => {
    const tags = await tagsByIds(app.db, ids);
    if (tags.length !== new Set(ids).size) throw new HttpProblem(404, 'Not found.');
    if (tags.some((tag) => tag.type === 'label')) {
      throw new HttpProblem(403, 'Label tags cannot be deleted.');
    }
    await app.db.transaction().execute((trx) => deleteTags(trx, ids));
    return { message: defineMessage('Tags deleted') };
  });
}
