import { screen } from '@testing-library/react';
import { useState } from 'react';
import { Cell, Column, Row, Table, TableBody, TableHeader } from '../src/Table/Table';

/** Rows are 40 px high. */
export const ROW = 40;

interface Item {
  id: string;
  name: string;
}

const items = (from: number, count: number): Item[] =>
  Array.from({ length: count }, (_, i) => ({ id: `f${from + i}`, name: `File ${from + i}` }));

/** Set by the rendered `FilesTable`: appends rows and changes the selection, outside React. */
export const filesControl = {
  append: (_count: number) => {},
  select: (_key: string) => {},
};

/**
 * A two-column table of `initial` rows named "File 0", "File 1"… (the kit hands long lists to
 * React Aria in steps), for the tests of the React Aria patches that watch a large collection
 * grow and scroll.
 */
export function FilesTable({ initial }: { initial: number }) {
  const [rows, setRows] = useState(() => items(0, initial));
  const [selected, setSelected] = useState<Set<string | number>>(new Set());
  filesControl.append = (count) => setRows((r) => [...r, ...items(r.length, count)]);
  filesControl.select = (key) => setSelected(new Set([key]));
  return (
    <Table
      aria-label="Files"
      height={400}
      rowHeight={ROW}
      selectionMode="multiple"
      selectedKeys={selected}
      onSelectionChange={(keys) => setSelected(keys as Set<string | number>)}
    >
      <TableHeader>
        <Column id="name" isRowHeader>
          Name
        </Column>
        <Column id="kind">Kind</Column>
      </TableHeader>
      <TableBody items={rows}>
        {(item) => (
          <Row id={item.id} textValue={item.name}>
            <Cell>{item.name}</Cell>
            <Cell>File</Cell>
          </Row>
        )}
      </TableBody>
    </Table>
  );
}

export const filesGrid = () => screen.getByRole('grid', { name: 'Files' });
/** Rows of the body, the header row not counted. */
export const filesRowCount = () => Number(filesGrid().getAttribute('aria-rowcount')) - 1;
