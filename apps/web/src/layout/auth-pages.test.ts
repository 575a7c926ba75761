import { describe, expect, it } from 'vitest';
import { isAuthPage, isDriveAppPage } from './auth-pages';

describe('page kinds', () => {
  it('knows the auth screens', () => {
    expect(isAuthPage('/login')).toBe(true);
    expect(isAuthPage('/password/reset/abc')).toBe(true);
    expect(isAuthPage('/drive')).toBe(false);
  });

  it('given a signed-in drive page, the drive sidebar holds the workspace switcher', () => {
    for (const path of ['/drive', '/drive/folders/abc', '/drive/shares', '/drive/search']) {
      expect(isDriveAppPage(path)).toBe(true);
    }
  });

  it('given a public link page or another page, the navbar keeps the switcher', () => {
    for (const path of [
      '/drive/s/AbCdEf',
      '/drive/r/AbCdEf',
      '/drives',
      '/account-settings',
      '/',
    ]) {
      expect(isDriveAppPage(path)).toBe(false);
    }
  });
});
