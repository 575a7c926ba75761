import { describe, expect, it } from 'vitest';
import { moveEntry } from './landing-values';

describe('moveEntry', () => {
  it('moves a feature down and up', () => {
    expect(moveEntry(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moveEntry(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
  });

  it('keeps the list past either end', () => {
    expect(moveEntry(['a', 'b'], 1, 5)).toEqual(['a', 'b']);
    expect(moveEntry(['a', 'b'], 0, -1)).toEqual(['a', 'b']);
    expect(moveEntry(['a'], 3, 0)).toEqual(['a']);
  });
});
