import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nProvider } from 'react-aria/I18nProvider';
import { describe, expect, it } from 'vitest';
import type { VirtualGridColumn } from './grid-context';
import { HeaderRow } from './HeaderRow';

const columns: VirtualGridColumn<string>[] = ['Name', 'Size', 'Modified'].map((name) => ({
  id: name.toLowerCase(),
  name,
  allowsSorting: true,
  render: (item) => item,
}));

function renderHeader(locale: string) {
  render(
    <I18nProvider locale={locale}>
      <HeaderRow
        columns={columns}
        template="1fr 1fr 1fr"
        onSortChange={() => {}}
        onLeave={() => {}}
      />
    </I18nProvider>,
  );
  screen.getByRole('button', { name: 'Size' }).focus();
}

describe("VirtualGrid's column headers, by keyboard", () => {
  it('left-to-right, ArrowRight moves to the next column and ArrowLeft back', async () => {
    const user = userEvent.setup();
    renderHeader('en-US');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('button', { name: 'Modified' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(screen.getByRole('button', { name: 'Name' })).toHaveFocus();
  });

  it('right-to-left, ArrowLeft moves to the next column (mirrored) and ArrowRight back', async () => {
    const user = userEvent.setup();
    renderHeader('ar-EG');
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('button', { name: 'Modified' })).toHaveFocus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('button', { name: 'Name' })).toHaveFocus();
  });
});
