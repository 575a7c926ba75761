import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ThemeColors } from './ThemeColors';
import { THEME_COLORS } from './theme-values';

const theme = (values: Record<string, string>, is_dark = false) => ({
  id: 1,
  name: 'Mine',
  is_dark,
  default_light: true,
  default_dark: false,
  values,
});

describe('ThemeColors', () => {
  it('given the kit’s colours, warns of nothing', () => {
    render(<ThemeColors theme={theme({})} onChange={vi.fn()} />);
    expect(screen.queryByRole('alert')).toBeNull();
    // A picker for each colour of the kit's theme contract.
    expect(screen.getAllByRole('button')).toHaveLength(THEME_COLORS.length);
  });

  it('given light text on a white background, names that pair and its ratio', () => {
    render(<ThemeColors theme={theme({ '--coffer-color-text': '#aaaaaa' })} onChange={vi.fn()} />);
    expect(screen.getByRole('alert')).toHaveTextContent(
      '“Text” on “Background” has a contrast of 2.32:1, under the 4.5:1 that text needs (WCAG AA).',
    );
  });

  it('given a pale accent in a dark theme, names text on accent only', () => {
    render(
      <ThemeColors
        theme={theme({ '--coffer-color-primary': '#1b1e23' }, true)}
        onChange={vi.fn()}
      />,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('“Text on accent” on “Accent”');
    expect(alert).not.toHaveTextContent('“Text” on “Background”');
  });
});
