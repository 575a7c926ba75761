import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { darkTheme, lightTheme } from '../theme/themes.css';
import { ThemeScope } from './ThemeScope';

describe('ThemeScope', () => {
  it('applies a settings theme: its base palette, then its values over the contract', async () => {
    const { container } = render(
      <ThemeScope
        data-testid="scope"
        theme={{
          is_dark: true,
          values: {
            '--coffer-color-primary': '#ff5500',
            'coffer-radius-md': '2px',
            '--not-ours': 'red',
          },
        }}
      >
        <p>Preview</p>
      </ThemeScope>,
    );
    const scope = screen.getByTestId('scope');
    expect(scope).toHaveClass(darkTheme);
    expect(scope.style.getPropertyValue('--coffer-color-primary')).toBe('#ff5500');
    expect(scope.style.getPropertyValue('--coffer-radius-md')).toBe('2px');
    expect(scope.style.getPropertyValue('--not-ours')).toBe('');
    await expectNoAxeViolations(container);
  });

  it('given a light theme, uses the light base', () => {
    render(<ThemeScope data-testid="scope" theme={{ is_dark: false, values: {} }} />);
    expect(screen.getByTestId('scope')).toHaveClass(lightTheme);
  });
});
