import type { messageResponseSchema } from '../auth';
import { anyone, defineApi, signedIn } from '../endpoint';
import type {
  checkFileRequestPasswordSchema,
  createFileRequestSchema,
  fileRequestPageSchema,
  fileRequestPasswordResponseSchema,
  fileRequestResponseSchema,
  fileRequestsResponseSchema,
  fileRequestUploadInputSchema,
  fileRequestUploadsDoneResponseSchema,
  fileRequestUploadsResponseSchema,
  fileRequestVisitorResponseSchema,
  fileRequestVisitorSchema,
  updateFileRequestSchema,
} from '../file-requests';

/**
 * The file request calls: the owner's (on a folder) and the visitors' of `/drive/r/{hash}`.
 * Their schemas are bound in `../file-requests`. The files themselves travel by tus
 * (`/api/v1/file-requests/:hash/upload`), a protocol the uploader speaks on its own.
 */
export const fileRequestsApi = defineApi<{
  list: { response: typeof fileRequestsResponseSchema };
  create: { body: typeof createFileRequestSchema; response: typeof fileRequestResponseSchema };
  update: { body: typeof updateFileRequestSchema; response: typeof fileRequestResponseSchema };
  remove: { response: typeof messageResponseSchema };
  page: { response: typeof fileRequestPageSchema };
  checkPassword: {
    body: typeof checkFileRequestPasswordSchema;
    response: typeof fileRequestPasswordResponseSchema;
  };
  saveVisitor: {
    body: typeof fileRequestVisitorSchema;
    response: typeof fileRequestVisitorResponseSchema;
  };
  land: {
    body: typeof fileRequestUploadInputSchema;
    response: typeof fileRequestUploadsResponseSchema;
  };
  uploadsDone: { response: typeof fileRequestUploadsDoneResponseSchema };
}>()('fileRequests', {
  list: {
    method: 'GET',
    path: '/api/v1/file-entries/:id/file-requests',
    access: signedIn,
  },
  create: {
    method: 'POST',
    path: '/api/v1/file-entries/:id/file-requests',
    access: signedIn,
  },
  update: {
    method: 'PUT',
    path: '/api/v1/file-entries/:id/file-requests/:requestId',
    access: signedIn,
  },
  remove: {
    method: 'DELETE',
    path: '/api/v1/file-entries/:id/file-requests/:requestId',
    access: signedIn,
  },
  page: {
    method: 'GET',
    path: '/api/v1/file-requests/:hash',
    access: anyone,
  },
  checkPassword: {
    method: 'POST',
    path: '/api/v1/file-requests/:hash/check-password',
    access: anyone,
  },
  saveVisitor: {
    method: 'POST',
    path: '/api/v1/file-requests/:hash/visitor',
    access: anyone,
  },
  land: {
    method: 'POST',
    path: '/api/v1/file-requests/:hash/uploads',
    access: anyone,
  },
  uploadsDone: {
    method: 'POST',
    path: '/api/v1/file-requests/:hash/uploads/done',
    access: anyone,
  },
});
