import type {
  FileRequest,
  FileRequestPage,
  FileRequestUpload,
  FileRequestVisitor,
} from '@coffer/contract';
import { FILE_REQUEST_MESSAGES, fileRequestsApi } from '@coffer/contract';
import { mockEndpoint, mockError } from '@coffer/core/mocks';
import { HttpResponse, http, type PathParams } from 'msw';

export function fileRequestFixture(overrides: Partial<FileRequest> = {}): FileRequest {
  return {
    id: 1,
    hash: 'ReQuEsTrEqUeSt01',
    entry_id: 10,
    user_id: 1,
    title: 'Conference photos',
    description: 'Full-size JPEGs, please.',
    deadline: '2031-06-30T21:59:59.999Z',
    has_password: false,
    allow_late_uploads: false,
    closed: false,
    upload_count: 3,
    created_at: '2026-01-02T10:00:00.000Z',
    updated_at: '2026-01-02T10:00:00.000Z',
    ...overrides,
  };
}

export function fileRequestUploadFixture(
  overrides: Partial<FileRequestUpload> = {},
): FileRequestUpload {
  return {
    id: 1,
    name: 'keynote.jpg',
    type: 'image',
    file_size: 2_400_000,
    created_at: '2026-01-03T09:15:00.000Z',
    late: false,
    ...overrides,
  };
}

const unprocessable = (field: string, message: string) =>
  mockError(422, message, { [field]: [message] });

/** The owner's API for one folder's requests, starting from `initial`. */
export function fileRequestHandlers(initial: FileRequest[] = [fileRequestFixture()]) {
  let requests = initial;
  let nextId = 100;
  type Body = {
    title?: string;
    description?: string | null;
    deadline?: string | null;
    password?: string | null;
    allowLateUploads?: boolean;
  };
  const apply = (request: FileRequest, body: Body): FileRequest => ({
    ...request,
    ...(body.title !== undefined ? { title: body.title.trim() } : {}),
    ...(body.description !== undefined ? { description: body.description || null } : {}),
    ...(body.deadline !== undefined ? { deadline: body.deadline } : {}),
    ...(body.password !== undefined ? { has_password: Boolean(body.password) } : {}),
    ...(body.allowLateUploads !== undefined ? { allow_late_uploads: body.allowLateUploads } : {}),
  });
  return [
    mockEndpoint(fileRequestsApi.list, () => ({ fileRequests: requests })),
    mockEndpoint(fileRequestsApi.update, ({ body, params }) => {
      if (body.title !== undefined && !body.title.trim())
        return unprocessable('title', FILE_REQUEST_MESSAGES.titleRequired);
      requests = requests.map((r) => (r.id === Number(params.requestId) ? apply(r, body) : r));
      const fileRequest = requests.find((r) => r.id === Number(params.requestId));
      return fileRequest ? { fileRequest } : mockError(404, FILE_REQUEST_MESSAGES.notFound);
    }),
    mockEndpoint(fileRequestsApi.remove, ({ params }) => {
      requests = requests.filter((r) => r.id !== Number(params.requestId));
      return { message: FILE_REQUEST_MESSAGES.deleted };
    }),
    mockEndpoint(fileRequestsApi.create, ({ body }) => {
      if (!body.title?.trim()) return unprocessable('title', FILE_REQUEST_MESSAGES.titleRequired);
      const id = nextId++;
      const created = apply(
        fileRequestFixture({
          id,
          hash: `NewRequest${String(id).padStart(6, '0')}`,
          description: null,
          deadline: null,
          upload_count: 0,
        }),
        body,
      );
      requests = [created, ...requests];
      return { fileRequest: created };
    }),
  ];
}

/**
 * A visitor's API for one request: the page, the password, naming oneself, and a tus
 * server that accepts any bytes (each finished file is added to the visitor's uploads).
 */
export function fileRequestPageHandlers({
  request = fileRequestFixture(),
  ownerName = 'Ada Lovelace',
  secret,
  visitor = null,
  uploads = [],
  gone = false,
  maxFileSize = null,
}: {
  request?: FileRequest;
  ownerName?: string;
  secret?: string;
  visitor?: FileRequestVisitor | null;
  uploads?: FileRequestUpload[];
  gone?: boolean;
  maxFileSize?: number | null;
} = {}) {
  let unlocked = !secret;
  let who = visitor;
  let mine = uploads;
  const started = new Map<string, { name: string; size: number }>();
  let nextUpload = 1;
  // The tus protocol is the uploader's own, outside the endpoint map (as on the server).
  const tus = '*/api/v1/file-requests/:hash/upload';
  const page = (): FileRequestPage => ({
    request: {
      hash: request.hash,
      title: request.title,
      description: unlocked ? request.description : null,
      deadline: request.deadline,
      has_password: request.has_password,
      allow_late_uploads: request.allow_late_uploads,
      closed: request.closed,
      owner_name: ownerName,
    },
    passwordRequired: !unlocked,
    visitor: unlocked ? who : null,
    uploads: unlocked ? mine : null,
    max_file_size: maxFileSize,
  });
  /** tus: POST starts an upload, PATCH sends its bytes (accepted whole). */
  const tusProtocol = ({ request: req, params }: { request: Request; params: PathParams }) => {
    if (req.method === 'POST' && !params.id) {
      const meta = Object.fromEntries(
        (req.headers.get('upload-metadata') ?? '').split(',').map((pair) => {
          const [key, value] = pair.trim().split(' ');
          return [key, value ? atob(value) : ''];
        }),
      );
      const id = `${String(nextUpload++).padStart(32, '0')}`;
      started.set(id, {
        name: meta.name ?? 'file',
        size: Number(req.headers.get('upload-length')),
      });
      return new HttpResponse(null, {
        status: 201,
        headers: {
          Location: `/api/v1/file-requests/${request.hash}/upload/${id}`,
          'Tus-Resumable': '1.0.0',
        },
      });
    }
    if (req.method === 'PATCH' && params.id) {
      const upload = started.get(String(params.id));
      return new HttpResponse(null, {
        status: 204,
        headers: { 'Upload-Offset': String(upload?.size ?? 0), 'Tus-Resumable': '1.0.0' },
      });
    }
    return undefined;
  };
  return [
    mockEndpoint(fileRequestsApi.page, () =>
      gone ? mockError(404, FILE_REQUEST_MESSAGES.notFound) : page(),
    ),
    mockEndpoint(fileRequestsApi.checkPassword, ({ body: { password } }) => {
      if (password !== secret)
        return unprocessable('password', FILE_REQUEST_MESSAGES.wrongPassword);
      unlocked = true;
      return { matches: true as const, token: 'token' };
    }),
    mockEndpoint(fileRequestsApi.saveVisitor, ({ body }) => {
      if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(body.email))
        return unprocessable('email', FILE_REQUEST_MESSAGES.email);
      const visitor = { name: body.name.trim(), email: body.email.trim() };
      who = visitor;
      return { visitor };
    }),
    // One handler for the protocol's methods, on the same two paths as the server's.
    http.all(tus, tusProtocol),
    http.all(`${tus}/:id`, tusProtocol),
    mockEndpoint(fileRequestsApi.uploadsDone, () => ({ notified: 1 })),
    mockEndpoint(fileRequestsApi.land, ({ body: { uploadKey } }) => {
      const upload = started.get(uploadKey);
      if (!upload) return unprocessable('uploadKey', 'The upload was not found or has expired.');
      mine = [
        fileRequestUploadFixture({
          id: 1000 + mine.length,
          name: upload.name,
          type: 'text',
          file_size: upload.size,
          created_at: new Date().toISOString(),
        }),
        ...mine,
      ];
      return { uploads: mine };
    }),
  ];
}
