import { fileEntryFixture, folderEntryFixture } from '@coffer/contract/fixtures';
import { createI18n } from '@coffer/core';
import { describe, expect, it } from 'vitest';
import { sampleSharees } from '../mocks';
import { iconCategory } from './EntryName';
import { splitActions } from './MobileActionBar';
import { accessLabel, isSharedWithPeople, linkFacts, peopleWithAccess } from './sharing-status';

const [alan, grace] = sampleSharees as [(typeof sampleSharees)[0], (typeof sampleSharees)[0]];
const { trans } = createI18n({ language: 'en', lines: {} });
const mine = folderEntryFixture({ id: 1 });
const shared = folderEntryFixture({ id: 2, users: [...mine.users, alan] });

describe('shared marks', () => {
  it('given a folder shared with someone, uses the shared-folder icon; alone, the folder icon', () => {
    expect(iconCategory(shared)).toBe('sharedFolder');
    expect(iconCategory(mine)).toBe('folder');
    expect(isSharedWithPeople(mine)).toBe(false);
  });

  it('given a shared file, keeps its type icon', () => {
    expect(iconCategory(fileEntryFixture({ users: [...mine.users, alan] }))).toBe('text');
  });
});

describe('who has access', () => {
  it('lists the owner first, whatever order the people arrive in', () => {
    const owner = mine.users[0]!;
    const people = peopleWithAccess({ users: [grace, owner, alan] });
    expect(people.map((u) => u.id)).toEqual([owner.id, grace.id, alan.id]);
  });

  it('names each person’s access as the share dialog does', () => {
    expect(accessLabel(mine.users[0]!)).toBe('Owner');
    expect(accessLabel(alan)).toBe('Can view');
    expect(accessLabel(grace)).toBe('Can edit');
    expect(
      accessLabel({ ...alan, entry_permissions: { view: true, edit: false, download: false } }),
    ).toBe('Can view, no download');
  });

  it('sums up a link with its limits', () => {
    const plain = {
      expires_at: null,
      has_password: false,
      allow_download: true,
      allow_edit: false,
    };
    expect(linkFacts(plain, String, trans)).toEqual(['Anyone with the link can open']);
    expect(
      linkFacts(
        { expires_at: '2026-03-02', has_password: true, allow_download: false, allow_edit: true },
        (d) => `on ${d}`,
        trans,
      ),
    ).toEqual([
      'Anyone with the link can edit',
      'password protected',
      'no download',
      'expires on 2026-03-02',
    ]);
  });
});

describe('the mobile action bar', () => {
  it('shows share, download and delete as buttons and the rest in the menu', () => {
    const { primary, more } = splitActions([
      'preview',
      'share',
      'getLink',
      'star',
      'download',
      'delete',
    ]);
    expect(primary).toEqual(['share', 'download', 'delete']);
    expect(more).toEqual(['preview', 'getLink', 'star']);
  });

  it('in the trash, shows restore and delete forever', () => {
    expect(splitActions(['restore', 'deleteForever']).primary).toEqual([
      'restore',
      'deleteForever',
    ]);
  });
});
