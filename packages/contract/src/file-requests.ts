import { z } from 'zod';
import { fileRequestsApi } from './api/file-requests';
import { messageResponseSchema } from './auth';
import { fileEntryTypes } from './constants/drive';
import { bindSchemas } from './endpoint';

/**
 * File requests: upload-only links on a folder. Visitors open `/drive/r/{hash}`, give
 * their name and email and upload files into the folder; they never see the folder.
 */
export const FILE_REQUEST_MESSAGES = {
  notFound: 'This file request does not exist or was removed.',
  closed: 'This file request is closed: its deadline has passed.',
  password: 'This file request is protected by a password.',
  wrongPassword: 'The password is incorrect.',
  visitorRequired: 'Enter your name and email before uploading.',
  notAFolder: 'Files can only be requested into a folder.',
  titleRequired: 'Enter a title.',
  deadlinePast: 'The deadline must be in the future.',
  nameRequired: 'Enter your name.',
  email: 'Enter a valid email address.',
  ownerQuota: 'The person who asked for these files has run out of storage space. Let them know.',
  deleted: 'File request deleted.',
} as const;

export const FILE_REQUEST_TITLE_MAX = 255;
export const FILE_REQUEST_DESCRIPTION_MAX = 2000;

const title = z
  .string({ error: FILE_REQUEST_MESSAGES.titleRequired })
  .trim()
  .min(1, { error: FILE_REQUEST_MESSAGES.titleRequired })
  .max(FILE_REQUEST_TITLE_MAX, {
    error: `The title may not be longer than ${FILE_REQUEST_TITLE_MAX} characters.`,
  });

const requestFields = {
  /** Shown to visitors under the title; null or '' removes it. */
  description: z
    .string()
    .trim()
    .max(FILE_REQUEST_DESCRIPTION_MAX, {
      error: `The description may not be longer than ${FILE_REQUEST_DESCRIPTION_MAX} characters.`,
    })
    .nullish(),
  /** ISO date-time after which uploads stop (unless late uploads are allowed); null: none. */
  deadline: z.iso.datetime({ offset: true, error: 'The deadline must be a date.' }).nullish(),
  /** A new password; null or '' removes it; left out keeps it. */
  password: z.string().max(255).nullish(),
  /** Keep accepting uploads after the deadline (marked late). */
  allowLateUploads: z.boolean({ error: 'Choose whether late uploads are allowed.' }).optional(),
};

/** `POST file-entries/{id}/file-requests`. */
export const createFileRequestSchema = z.object({ title, ...requestFields });
export type CreateFileRequestInput = z.input<typeof createFileRequestSchema>;

/** `PUT file-entries/{id}/file-requests/{requestId}`: only the fields sent change. */
export const updateFileRequestSchema = z.object({ title: title.optional(), ...requestFields });
export type UpdateFileRequestInput = z.input<typeof updateFileRequestSchema>;

/** A request as its owner sees it: the password never leaves the server. */
export const fileRequestSchema = z.object({
  id: z.number().int(),
  hash: z.string(),
  /** The folder uploads land in. */
  entry_id: z.number().int(),
  user_id: z.number().int(),
  title: z.string(),
  description: z.string().nullable(),
  deadline: z.string().nullable(),
  has_password: z.boolean(),
  allow_late_uploads: z.boolean(),
  /** Past the deadline with late uploads off: visitors are refused. */
  closed: z.boolean(),
  /** Files received (still in the drive). */
  upload_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type FileRequest = z.infer<typeof fileRequestSchema>;

/** The request as visitors see it: no ids, no counts; who asked, by name only. */
export const publicFileRequestSchema = fileRequestSchema
  .pick({
    hash: true,
    title: true,
    description: true,
    deadline: true,
    has_password: true,
    allow_late_uploads: true,
    closed: true,
  })
  .extend({ owner_name: z.string() });
export type PublicFileRequest = z.infer<typeof publicFileRequestSchema>;

/** `POST file-requests/{hash}/visitor`: who is uploading (remembered by a cookie). */
export const fileRequestVisitorSchema = z.object({
  name: z
    .string({ error: FILE_REQUEST_MESSAGES.nameRequired })
    .trim()
    .min(1, { error: FILE_REQUEST_MESSAGES.nameRequired })
    .max(120, { error: 'The name may not be longer than 120 characters.' }),
  email: z
    .string({ error: FILE_REQUEST_MESSAGES.email })
    .trim()
    .pipe(z.email({ error: FILE_REQUEST_MESSAGES.email }).max(191)),
});
export type FileRequestVisitorInput = z.input<typeof fileRequestVisitorSchema>;
export type FileRequestVisitor = z.infer<typeof fileRequestVisitorSchema>;

/** A file a visitor uploaded, as that visitor (and only they) sees it. */
export const fileRequestUploadSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  type: z.enum(fileEntryTypes),
  file_size: z.number(),
  created_at: z.string(),
  /** Uploaded after the deadline (late uploads allowed). */
  late: z.boolean(),
});
export type FileRequestUpload = z.infer<typeof fileRequestUploadSchema>;

/**
 * `GET file-requests/{hash}`. Before the password is proven, `passwordRequired` is true
 * and `visitor`/`uploads` are null; `uploads` are the caller's own, newest first.
 */
export const fileRequestPageSchema = z.object({
  request: publicFileRequestSchema,
  passwordRequired: z.boolean(),
  visitor: fileRequestVisitorSchema.nullable(),
  uploads: z.array(fileRequestUploadSchema).nullable(),
  /** `uploads.max_size` (bytes), so the page can say it before sending; null: none. */
  max_file_size: z.number().nullable(),
});
export type FileRequestPage = z.infer<typeof fileRequestPageSchema>;

/** `POST file-requests/{hash}/check-password`. */
export const checkFileRequestPasswordSchema = z.object({
  password: z.string({ error: FILE_REQUEST_MESSAGES.wrongPassword }).min(1).max(255),
});

/** `POST file-requests/{hash}/uploads`: turns a finished tus upload into a file in the folder. */
export const fileRequestUploadInputSchema = z.object({
  uploadKey: z.string().regex(/^[a-f0-9]{32}$/, 'The upload was not found or has expired.'),
});

/** `GET file-entries/{id}/file-requests`. */
export const fileRequestsResponseSchema = z.object({ fileRequests: z.array(fileRequestSchema) });
/** `POST file-entries/{id}/file-requests` and `PUT …/{requestId}`. */
export const fileRequestResponseSchema = z.object({ fileRequest: fileRequestSchema });
/** `POST file-requests/{hash}/check-password`: the token also unlocks by `X-Request-Token`. */
export const fileRequestPasswordResponseSchema = z.object({
  matches: z.literal(true),
  token: z.string(),
});
/** `POST file-requests/{hash}/visitor`. */
export const fileRequestVisitorResponseSchema = z.object({
  visitor: z.object({ name: z.string(), email: z.string() }),
});
/** `POST file-requests/{hash}/uploads`: the visitor's uploads, newest first. */
export const fileRequestUploadsResponseSchema = z.object({
  uploads: z.array(fileRequestUploadSchema),
});
/** `POST file-requests/{hash}/uploads/done`: how many files the owner was told about. */
export const fileRequestUploadsDoneResponseSchema = z.object({ notified: z.number().int() });

export const fileRequestsEndpoints = bindSchemas(fileRequestsApi, {
  list: {
    summary: 'The file requests on a folder, newest first',
    response: fileRequestsResponseSchema,
  },
  create: {
    summary: 'Ask for files into a folder',
    body: createFileRequestSchema,
    response: fileRequestResponseSchema,
  },
  update: {
    summary: 'Change the fields sent of a file request',
    body: updateFileRequestSchema,
    response: fileRequestResponseSchema,
  },
  remove: {
    summary: 'Remove a file request (the files received stay)',
    response: messageResponseSchema,
  },
  page: {
    summary: 'What a visitor of a file request sees, with their own uploads',
    response: fileRequestPageSchema,
  },
  checkPassword: {
    summary: 'Prove a file request’s password',
    body: checkFileRequestPasswordSchema,
    response: fileRequestPasswordResponseSchema,
  },
  saveVisitor: {
    summary: 'Give the visitor’s name and email',
    body: fileRequestVisitorSchema,
    response: fileRequestVisitorResponseSchema,
  },
  land: {
    summary: 'Turn a finished upload into a file in the request’s folder',
    body: fileRequestUploadInputSchema,
    response: fileRequestUploadsResponseSchema,
  },
  uploadsDone: {
    summary: 'Tell the owner about the visitor’s batch of files',
    response: fileRequestUploadsDoneResponseSchema,
  },
});
