import type { FileEntryTag, SharePermissions } from '@coffer/contract';
import type { RawBuilder } from 'kysely';
import type { Db } from '../../platform/db/database';
import { assertEntryAccess, type EntryAccessRule, entryAccess } from './access';
import { duplicateEntries } from './copy-move';
import { contentDisposition } from './downloads/http';
import { sendEntryFile, sendRendition, sendThumbnail, userFileRoute } from './downloads/send';
import { zipItems, zipStream } from './downloads/zip';
import { findEntryByRef, isFolder, newHash, noEntry } from './repo';
import { presentEntries } from './service';

/** Someone an entry is shared with, as the drive presents them in an entry's `users`. */
export interface EntrySharee {
  id: number;
  name: string;
  email: string;
  image: string | null;
  owns_entry: false;
  entry_permissions: SharePermissions;
}

/**
 * Where sharing plugs into the drive's listings and entries. The conditions are SQL over
 * the alias `e` for `file_entries`, so the drive's queries stay free of the sharing tables.
 * Without a sharing module the drive shares nothing: the shared sections are empty.
 */
export interface DriveSharingHooks {
  /** Entries shared directly with the user (the tops of what they can browse). */
  sharedWithUser(userId: number): RawBuilder<boolean>;
  /** Entries shared with someone (the listing applies the owner filter). */
  sharedWithAnyone(): RawBuilder<boolean>;
  /** Entries with a public link. */
  hasLink(): RawBuilder<boolean>;
  /** For a page of entries: who each is shared with, and which a live link opens at `now`. */
  sharingOf(
    db: Db,
    entryIds: number[],
    now: string,
  ): Promise<{ sharees: Map<number, EntrySharee[]>; linked: Set<number> }>;
}

const nothingShared: DriveSharingHooks = {
  sharedWithUser: noEntry,
  sharedWithAnyone: noEntry,
  hasLink: noEntry,
  sharingOf: async () => ({ sharees: new Map(), linked: new Set() }),
};

/**
 * The tags of a page of entries, in one query (the tags module's); entries without tags are
 * absent from the map. Without a tags module no entry carries one.
 */
export type EntryTagsHook = (db: Db, entryIds: number[]) => Promise<Map<number, FileEntryTag[]>>;

const noTags: EntryTagsHook = async () => new Map();

/**
 * The storage (bytes) an account's plan gives it, or null when no plan says (the billing
 * module's: a valid subscription's plan, else the free plan). Without billing, none does.
 */
export type PlanSpaceHook = (userId: number) => Promise<number | null>;

const noPlan: PlanSpaceHook = async () => null;

/**
 * What the drive offers the modules built on it (sharing, file requests): its entries,
 * its access check, its downloads, and the hooks it calls. Those modules reach the drive
 * through `app.drive` only, never by importing its files (the dependency check enforces
 * it for sharing), so the drive can change inside without them.
 */
export function createDriveApi() {
  return {
    /** Extra grants on entries (sharing adds sharees and link visitors). */
    accessRules: [] as EntryAccessRule[],
    /** Sharing's part of listings and entries; replaced by the sharing module. */
    sharing: nothingShared,
    /** The tags entries carry, read once per page; replaced by the tags module. */
    tagsOf: noTags,
    /** The quota a plan gives (after a user's own override); replaced by the billing module. */
    planSpace: noPlan,
    assertEntryAccess,
    entryAccess,
    findEntryByRef,
    isFolder,
    newHash,
    presentEntries,
    duplicateEntries,
    downloads: {
      contentDisposition,
      sendEntryFile,
      sendRendition,
      sendThumbnail,
      userFileRoute,
      zipItems,
      zipStream,
    },
  };
}

export type DriveApi = ReturnType<typeof createDriveApi>;

declare module 'fastify' {
  interface FastifyInstance {
    /** The drive, as the modules built on it use it (see `createDriveApi`). */
    drive: DriveApi;
  }
}
