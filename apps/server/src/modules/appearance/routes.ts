import { appearanceEndpoints as endpoints } from '@coffer/contract';
import fastifyMultipart from '@fastify/multipart';
import type { AppInstance } from '../../app';
import { route } from '../../kernel/roles/endpoint-route';
import { HttpProblem } from '../../platform/http/errors';
import { userFileRoute } from '../drive/downloads/send';
import {
  APPEARANCE_IMAGE_MAX_BYTES,
  readAppearanceImage,
  readImageUpload,
  storeAppearanceImage,
} from './images';
import { appearanceOf, saveAppearance } from './service';

/** The appearance editor's calls (spec §2.4 `/admin/appearance`) and its stored images. */
export function appearanceRoutes(app: AppInstance) {
  route(app, endpoints.show, async () => appearanceOf(app));

  route(app, endpoints.save, async ({ body }) => {
    await saveAppearance(app, body);
    return appearanceOf(app);
  });

  app.register(async (scope) => {
    await scope.register(fastifyMultipart, { limits: { files: 1, fields: 2 } });
    route(scope, endpoints.uploadImage, async ({ request }) => {
      if (!request.isMultipart()) {
        throw new HttpProblem(422, 'Choose an image.', { file: ['Choose an image.'] });
      }
      const { kind, bytes } = await readImageUpload(
        request.parts({ limits: { fileSize: APPEARANCE_IMAGE_MAX_BYTES } }) as Parameters<
          typeof readImageUpload
        >[0],
      );
      return { url: await storeAppearanceImage(app, kind, bytes) };
    });
  });

  // Public: logos and the favicon show on every page, a guest's included. Names are content
  // hashes, so an image is cached for good. An SVG opened on its own runs no script: every
  // image gets the sandbox policy of user files.
  route(
    app,
    endpoints.image,
    async ({ request, reply, params: { file } }) => {
      const image = await readAppearanceImage(app, file);
      if (!image) throw new HttpProblem(404, 'Image not found.');
      request.sandboxed = true;
      return reply
        .header('content-type', image.contentType)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(image.body);
    },
    userFileRoute,
  );
}
