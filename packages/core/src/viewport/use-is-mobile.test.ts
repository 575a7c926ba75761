import { mobileMedia } from '@coffer/ui/theme';
import { act } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderHookWithCore } from '../test/render-with-core';
import { useIsMobile } from './use-is-mobile';

/** A viewport whose width matches the phone query or not, and can be resized. */
function viewport(isPhone: boolean) {
  const listeners = new Set<() => void>();
  const list = {
    get matches() {
      return isPhone;
    },
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  };
  const matchMedia = vi.fn((query: string) => {
    expect(query).toBe(mobileMedia);
    return list as unknown as MediaQueryList;
  });
  vi.stubGlobal('matchMedia', matchMedia);
  return {
    resize(toPhone: boolean) {
      isPhone = toPhone;
      for (const listener of listeners) listener();
    },
    listeners,
  };
}

describe('useIsMobile', () => {
  afterEach(() => vi.unstubAllGlobals());

  it.each([true, false])('given a viewport that is a phone: %s, says so', (isPhone) => {
    viewport(isPhone);
    const { result } = renderHookWithCore(() => useIsMobile(), { is_mobile_device: !isPhone });
    expect(result.current).toBe(isPhone);
  });

  it('after a resize across 768 px, follows the viewport; on unmount, stops listening', () => {
    const screen = viewport(false);
    const { result, unmount } = renderHookWithCore(() => useIsMobile());
    act(() => screen.resize(true));
    expect(result.current).toBe(true);
    act(() => screen.resize(false));
    expect(result.current).toBe(false);
    unmount();
    expect(screen.listeners.size).toBe(0);
  });

  it.each([true, false])(
    'without media queries, takes the server guess (is_mobile_device: %s)',
    (isMobileDevice) => {
      vi.stubGlobal('matchMedia', undefined);
      const { result } = renderHookWithCore(() => useIsMobile(), {
        is_mobile_device: isMobileDevice,
      });
      expect(result.current).toBe(isMobileDevice);
    },
  );
});
