import { bootstrapFixture, userFixture } from '@coffer/contract/fixtures';
import { describe, expect, it } from 'vitest';
import { TEST_INDEX_HTML } from '../../../test/harness';
import { readingDirection, renderIndexHtml, scriptSafeJson } from './index-html';

describe('scriptSafeJson', () => {
  it('escapes everything that could end the script element or start a comment', () => {
    const json = scriptSafeJson({ name: '</script><!-- & \u2028' });
    expect(json).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(json)).toEqual({ name: '</script><!-- & \u2028' });
  });
});

describe('renderIndexHtml', () => {
  it('writes a user name containing a closing script tag as inert data', () => {
    const name = '</script><script>alert(1)</script>';
    const html = renderIndexHtml(TEST_INDEX_HTML, {
      bootstrap: bootstrapFixture({ user: userFixture({ name }) }),
      themeKind: 'system',
      theme: undefined,
    });
    expect(html).not.toContain(name);
    expect(html.match(/<script/g)).toHaveLength(1);
  });
});

describe('readingDirection', () => {
  it.each([
    ['en', 'ltr'],
    ['fr-CA', 'ltr'],
    ['ar', 'rtl'],
    ['he', 'rtl'],
    ['en-Arab', 'rtl'],
    ['not a language', 'ltr'],
  ])('reads %s as %s', (language, direction) => {
    expect(readingDirection(language)).toBe(direction);
  });
});
