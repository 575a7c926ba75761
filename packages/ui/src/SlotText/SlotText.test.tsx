import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { withViewportSize } from '../../test/viewport';
import { GridList, GridListItem } from '../GridList/GridList';
import { textElements } from '../Text/Text';
import { SlotText } from './SlotText';

withViewportSize();

describe('SlotText', () => {
  it('in a list item’s description slot, is read with the item’s name', async () => {
    const { container } = render(
      <GridList aria-label="Files">
        <GridListItem id="report" textValue="Report.pdf">
          Report.pdf
          <SlotText slot="description" tone="muted" className="caller">
            Shared with 3 people
          </SlotText>
        </GridListItem>
      </GridList>,
    );
    const description = screen.getByText('Shared with 3 people');
    const row = screen.getByRole('row', { name: 'Report.pdf Shared with 3 people' });
    expect(row.getAttribute('aria-labelledby')?.split(' ')).toContain(description.id);
    expect(description).toHaveClass('caller');
    await expectNoAxeViolations(container);
  });

  it.each(textElements)('renders as %s', (as) => {
    render(
      <GridList aria-label="Files">
        <GridListItem id="report" textValue="Report.pdf">
          <SlotText slot="description" as={as}>
            Starred
          </SlotText>
        </GridListItem>
      </GridList>,
    );
    expect(screen.getByText('Starred').tagName).toBe(as.toUpperCase());
  });
});
