import { describe, expect, it } from 'vitest';
import { themeStyle } from './runtime';

describe('themeStyle', () => {
  it('applies known contract variables with or without the leading dashes', () => {
    expect(themeStyle({ '--coffer-color-primary': '#f00', 'coffer-radius-md': '2px' })).toEqual({
      '--coffer-color-primary': '#f00',
      '--coffer-radius-md': '2px',
    });
  });

  it('drops names that are not part of the theme contract', () => {
    expect(themeStyle({ '--evil': 'url(x)', color: 'red' })).toEqual({});
  });
});
