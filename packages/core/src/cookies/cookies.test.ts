import { afterEach, describe, expect, it } from 'vitest';
import { getCookie, removeCookie, serializeCookie, setCookie } from './cookies';

describe('cookies', () => {
  afterEach(() => removeCookie('flavour'));

  it('by default lives 7 days on path /', () => {
    const now = new Date('2026-01-01T00:00:00Z');
    expect(serializeCookie('a', 'b', {}, now)).toBe(
      'a=b; expires=Thu, 08 Jan 2026 00:00:00 GMT; path=/; SameSite=Lax',
    );
  });

  it('honours a custom lifetime', () => {
    const now = new Date('2026-01-01T00:00:00Z');
    expect(serializeCookie('a', 'b', { days: 30 }, now)).toContain('expires=Sat, 31 Jan 2026');
  });

  it('round-trips values that need encoding', () => {
    setCookie('flavour', 'salted caramel; 100%');
    expect(getCookie('flavour')).toBe('salted caramel; 100%');
  });

  it('reads a cookie among others and ignores look-alike names', () => {
    expect(getCookie('id', 'xid=1; id=2; idx=3')).toBe('2');
    expect(getCookie('missing', 'id=2')).toBeNull();
  });

  it('removes a cookie', () => {
    setCookie('flavour', 'mint');
    removeCookie('flavour');
    expect(getCookie('flavour')).toBeNull();
  });
});
