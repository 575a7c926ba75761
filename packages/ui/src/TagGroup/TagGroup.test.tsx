import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { Tag } from './Tag';
import { TagGroup } from './TagGroup';

const initial = [
  { id: 'work', name: 'Work' },
  { id: 'photos', name: 'Photos' },
  { id: 'taxes', name: 'Taxes' },
];

function Labels({ onRemoved = () => {} }: { onRemoved?: (ids: string[]) => void }) {
  const [items, setItems] = useState(initial);
  return (
    <TagGroup
      label="Labels"
      items={items}
      renderEmptyState={() => 'No labels'}
      onRemove={(keys) => {
        onRemoved([...keys].map(String));
        setItems((list) => list.filter((item) => !keys.has(item.id)));
      }}
    >
      {(item) => <Tag id={item.id}>{item.name}</Tag>}
    </TagGroup>
  );
}

const rows = () => within(screen.getByRole('grid', { name: 'Labels' })).queryAllByRole('row');

describe('TagGroup', () => {
  it('given static tags, is a grid named by its label with one row per tag', async () => {
    const { container } = render(
      <TagGroup label="Filters" description="Pick a file type">
        <Tag id="pdf">PDF</Tag>
        <Tag id="image">Image</Tag>
      </TagGroup>,
    );
    const grid = screen.getByRole('grid', { name: 'Filters' });
    expect(
      within(grid)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['PDF', 'Image']);
    expect(screen.queryByRole('button')).toBeNull();
    await expectNoAxeViolations(container);
  });

  it('given onRemove, names each remove button after its tag', async () => {
    const { container } = render(<Labels />);
    expect(screen.getAllByRole('button', { name: /^Remove/ })).toHaveLength(3);
    const photos = rows()[1] as HTMLElement;
    expect(within(photos).getByRole('button').getAttribute('aria-labelledby')).toContain(photos.id);
    await expectNoAxeViolations(container);
  });

  it('moves between tags with the arrow keys; Tab reaches only the focused tag remove button', async () => {
    const user = userEvent.setup();
    render(
      <>
        <Labels />
        <button type="button">After</button>
      </>,
    );
    await user.tab();
    expect(rows()[0]).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(rows()[1]).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(rows()[0]).toHaveFocus();
    await user.tab();
    expect(within(rows()[0] as HTMLElement).getByRole('button')).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'After' })).toHaveFocus();
  });

  describe.each(['Delete', 'Backspace'])('after pressing %s on a focused tag', (key) => {
    it('removes that tag and keeps focus in the group', async () => {
      const user = userEvent.setup();
      const onRemoved = vi.fn();
      render(<Labels onRemoved={onRemoved} />);
      await user.tab();
      await user.keyboard(`{ArrowRight}{${key}}`);
      expect(onRemoved).toHaveBeenCalledWith(['photos']);
      expect(rows().map((row) => row.textContent)).toEqual(['Work', 'Taxes']);
      expect(screen.getByRole('grid').contains(document.activeElement)).toBe(true);
    });
  });

  it('after clicking a remove button, removes its tag', async () => {
    const user = userEvent.setup();
    render(<Labels />);
    await user.click(within(rows()[2] as HTMLElement).getByRole('button'));
    expect(rows().map((row) => row.textContent)).toEqual(['Work', 'Photos']);
  });

  it('after removing every tag, shows the empty state', async () => {
    const user = userEvent.setup();
    const { container } = render(<Labels />);
    await user.tab();
    await user.keyboard('{Delete}{Delete}{Delete}');
    // An empty list is no longer a grid; it stays a labelled, focusable group.
    expect(screen.getByRole('group', { name: 'Labels' })).toHaveTextContent('No labels');
    await expectNoAxeViolations(container);
  });

  it('given selectionMode, selects a tag with Space', async () => {
    const user = userEvent.setup();
    const { container } = render(
      <TagGroup aria-label="File types" selectionMode="multiple">
        <Tag id="pdf">PDF</Tag>
        <Tag id="image">Image</Tag>
      </TagGroup>,
    );
    await user.tab();
    await user.keyboard(' ');
    expect(screen.getByRole('row', { name: 'PDF' })).toHaveAttribute('aria-selected', 'true');
    await expectNoAxeViolations(container);
  });
});
