import { fileEntryFixture, folderEntryFixture } from '@coffer/contract/fixtures';
import { describe, expect, it } from 'vitest';
import { foldersFirst } from '../api/queries';
import { moveTargets } from '../dialogs/MoveDialog';
import { availableActions, downloadUrl } from './actions';
import { keyAction, selectedEntries } from './EntriesView';
import { treeRows } from './FolderTree';

const file = fileEntryFixture({ id: 1 });
const folder = folderEntryFixture({ id: 2, path: '2' });
const readOnly = fileEntryFixture({
  id: 3,
  permissions: { 'files.update': false, 'files.delete': false, 'files.download': true },
});

describe('actions a selection allows', () => {
  it('given nothing selected, offers nothing', () => {
    expect(availableActions('home', [])).toEqual([]);
  });

  it('given one file its owner may change, offers preview and every action', () => {
    expect(availableActions('home', [file])).toEqual([
      'preview',
      'share',
      'getLink',
      'star',
      'rename',
      'move',
      'copy',
      'download',
      'delete',
    ]);
  });

  it('given a folder, offers open instead of preview', () => {
    expect(availableActions('home', [folder])[0]).toBe('open');
  });

  it('given several entries, leaves out single-entry actions', () => {
    const actions = availableActions('home', [file, folder]);
    expect(actions).not.toContain('rename');
    expect(actions).not.toContain('preview');
    expect(actions).not.toContain('share');
    expect(actions).not.toContain('getLink');
    expect(actions).toContain('delete');
  });

  it('given an entry without update or delete permission, hides rename, move, link and delete', () => {
    // A sharee may still open the share dialog: to see who has access, or to leave.
    expect(availableActions('home', [readOnly])).toEqual(['preview', 'share', 'star', 'download']);
  });

  it('given all starred, offers unstar; given a mix, star', () => {
    const starred = { ...file, starred: true };
    expect(availableActions('starred', [starred])).toContain('unstar');
    expect(availableActions('home', [starred, folder])).toContain('star');
  });

  it('in the trash, offers only restore and delete forever', () => {
    expect(availableActions('trash', [file, folder])).toEqual(['restore', 'deleteForever']);
    expect(availableActions('trash', [readOnly])).toEqual([]);
  });
});

describe('keyboard shortcuts', () => {
  it('Delete moves to the trash, and deletes forever in the trash', () => {
    expect(keyAction('Delete', 'home', [file])).toBe('delete');
    expect(keyAction('Delete', 'trash', [file])).toBe('deleteForever');
  });

  it('F2 renames one entry, not several', () => {
    expect(keyAction('F2', 'home', [file])).toBe('rename');
    expect(keyAction('F2', 'home', [file, folder])).toBeNull();
  });

  it('given no permission or no selection, does nothing', () => {
    expect(keyAction('Delete', 'home', [readOnly])).toBeNull();
    expect(keyAction('Delete', 'home', [])).toBeNull();
    expect(keyAction('a', 'home', [file])).toBeNull();
  });
});

describe('selection', () => {
  it('"all" selects every listed entry; keys select by id', () => {
    expect(selectedEntries([file, folder], 'all')).toEqual([file, folder]);
    expect(selectedEntries([file, folder], new Set(['2']))).toEqual([folder]);
    expect(selectedEntries([file, folder], new Set([1]))).toEqual([file]);
  });
});

describe('listing helpers', () => {
  it('puts folders first, keeping the order within each kind', () => {
    const b = fileEntryFixture({ id: 9, name: 'b' });
    expect(foldersFirst([file, folder, b]).map((e) => e.id)).toEqual([2, 1, 9]);
  });

  it('downloads one entry or a zip of several by hash', () => {
    // The comma between the hashes goes encoded, as every path param; the server decodes it.
    expect(downloadUrl([file, folder])).toBe(
      `/api/v1/file-entries/download/${file.hash}%2C${folder.hash}`,
    );
  });

  it('never offers a moved folder or its subfolders as the destination', () => {
    const tree = [
      { id: 2, hash: 'a', name: 'A', parent_id: null, path: '2', shared: false },
      { id: 5, hash: 'b', name: 'B', parent_id: 2, path: '2/5', shared: false },
      { id: 7, hash: 'c', name: 'C', parent_id: null, path: '7', shared: false },
      { id: 20, hash: 'd', name: 'D', parent_id: null, path: '20', shared: false },
    ];
    expect(moveTargets(tree, [folder]).map((f) => f.id)).toEqual([7, 20]);
  });

  it('gives each folder of the tree its depth', () => {
    const rows = treeRows([
      { id: 2, hash: 'a', name: 'A', parent_id: null, path: '2', shared: false },
      { id: 5, hash: 'b', name: 'B', parent_id: 2, path: '2/5', shared: false },
      { id: 6, hash: 'c', name: 'C', parent_id: 5, path: '2/5/6', shared: false },
    ]);
    expect(rows.map((r) => r.depth)).toEqual([0, 1, 2]);
  });
});
