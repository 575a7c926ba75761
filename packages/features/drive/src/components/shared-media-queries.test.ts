import { afterEach, describe, expect, it, vi } from 'vitest';
import { coarsePointerQuery, shareMediaQueryLists } from './shared-media-queries';

describe('shareMediaQueryLists', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('hands back one live list per shared query and a new one for any other query', () => {
    const native = vi.fn((query: string) => ({ media: query, matches: false }) as MediaQueryList);
    vi.stubGlobal('matchMedia', native);
    shareMediaQueryLists([coarsePointerQuery]);
    shareMediaQueryLists([coarsePointerQuery]);

    const first = window.matchMedia(coarsePointerQuery);
    expect(window.matchMedia(coarsePointerQuery)).toBe(first);
    expect(first.media).toBe(coarsePointerQuery);
    expect(native).toHaveBeenCalledTimes(1);

    const wide = window.matchMedia('(min-width: 800px)');
    expect(window.matchMedia('(min-width: 800px)')).not.toBe(wide);
    expect(native).toHaveBeenCalledTimes(3);
  });
});
