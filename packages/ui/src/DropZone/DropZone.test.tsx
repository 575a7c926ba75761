import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { DropZone } from './DropZone';

/** jsdom has no DataTransfer; this is the part of it react-aria reads for dropped files. */
function filesTransfer(files: File[], text?: string) {
  const items: object[] = files.map((file) => ({
    kind: 'file',
    type: file.type,
    getAsFile: () => file,
  }));
  if (text)
    items.push({
      kind: 'string',
      type: 'text/plain',
      getAsString: (cb: (s: string) => void) => cb(text),
    });
  return {
    types: [...(files.length ? ['Files'] : []), ...(text ? ['text/plain'] : [])],
    items,
    files,
    dropEffect: 'none',
    effectAllowed: 'all',
    getData: () => text ?? '',
  };
}

function zone() {
  return screen.getByText('Drop files here').closest('[data-rac]') as HTMLElement;
}

describe('DropZone', () => {
  it('is named by its label and has no axe violations, idle and while dragged over', async () => {
    const { container } = render(<DropZone label="Drop files here" />);
    expect(screen.getByRole('button', { name: /Drop files here/ })).toBeInTheDocument();
    await expectNoAxeViolations(container);
    const dataTransfer = filesTransfer([new File(['x'], 'a.png', { type: 'image/png' })]);
    fireEvent.dragEnter(zone(), { dataTransfer, clientX: 1, clientY: 1 });
    expect(zone()).toHaveAttribute('data-drop-target', 'true');
    await expectNoAxeViolations(container);
    fireEvent.dragLeave(zone(), { dataTransfer, clientX: 1, clientY: 1 });
  });

  it('reports dropped files and ignores dropped text', async () => {
    const onDropFiles = vi.fn();
    render(<DropZone label="Drop files here" onDropFiles={onDropFiles} />);
    const file = new File(['x'], 'report.pdf', { type: 'application/pdf' });
    const dataTransfer = filesTransfer([file], 'some text');
    fireEvent.dragEnter(zone(), { dataTransfer, clientX: 1, clientY: 1 });
    fireEvent.dragOver(zone(), { dataTransfer, clientX: 1, clientY: 1 });
    await act(async () => {
      fireEvent.drop(zone(), { dataTransfer, clientX: 1, clientY: 1 });
    });
    expect(onDropFiles).toHaveBeenCalledTimes(1);
    const [items] = onDropFiles.mock.calls[0] ?? [];
    expect(items).toHaveLength(1);
    expect(items[0].kind).toBe('file');
    expect((await items[0].getFile()).name).toBe('report.pdf');
    expect(zone()).not.toHaveAttribute('data-drop-target');
  });

  it('reports a dropped folder as a directory item whose entries list its files and subfolders', async () => {
    const onDropFiles = vi.fn();
    render(<DropZone label="Drop files here" onDropFiles={onDropFiles} />);
    const inner = new File(['b'], 'b.txt', { type: 'text/plain' });
    const top = new File(['a'], 'a.txt', { type: 'text/plain' });
    // The File System Entry API of a dragged folder, as Chromium exposes it.
    const fileEntry = (file: File) => ({
      isFile: true,
      isDirectory: false,
      name: file.name,
      file: (resolve: (f: File) => void) => resolve(file),
    });
    const dirEntry = (name: string, children: object[]): object => {
      let read = false;
      return {
        isFile: false,
        isDirectory: true,
        name,
        createReader: () => ({
          readEntries: (resolve: (entries: object[]) => void) => {
            resolve(read ? [] : children);
            read = true;
          },
        }),
      };
    };
    const folder = dirEntry('Photos', [fileEntry(top), dirEntry('2025', [fileEntry(inner)])]);
    const dataTransfer = {
      types: ['Files'],
      items: [{ kind: 'file', type: '', getAsFile: () => null, webkitGetAsEntry: () => folder }],
      files: [],
      dropEffect: 'none',
      effectAllowed: 'all',
      getData: () => '',
    };
    fireEvent.dragEnter(zone(), { dataTransfer, clientX: 1, clientY: 1 });
    fireEvent.dragOver(zone(), { dataTransfer, clientX: 1, clientY: 1 });
    await act(async () => {
      fireEvent.drop(zone(), { dataTransfer, clientX: 1, clientY: 1 });
    });
    expect(onDropFiles).toHaveBeenCalledTimes(1);
    const [items] = onDropFiles.mock.calls[0] ?? [];
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ kind: 'directory', name: 'Photos' });
    const names: string[] = [];
    for await (const entry of items[0].getEntries()) {
      if (entry.kind === 'file') names.push((await entry.getFile()).name);
      else {
        names.push(`${entry.name}/`);
        for await (const sub of entry.getEntries()) names.push(`${entry.name}/${sub.name}`);
      }
    }
    expect(names).toEqual(['a.txt', '2025/', '2025/b.txt']);
  });
});
