import { describe, expect, it } from 'vitest';
import {
  appearanceMessage,
  readAppearanceMessage,
  saveAppearancePayloadSchema,
} from './appearance';

const editor = { name: 'editor window' };
const frame = { origin: 'https://drive.example', parent: editor };
const valid = appearanceMessage({
  type: 'setThemeValue',
  name: '--coffer-color-primary',
  value: '#f00',
});

describe('readAppearanceMessage', () => {
  it('accepts a protocol message from the same origin and the parent editor', () => {
    expect(
      readAppearanceMessage({ origin: frame.origin, source: editor, data: valid }, frame),
    ).toEqual(valid);
  });

  it('ignores another origin, another window, and anything outside the protocol', () => {
    const from = (origin: string, source: unknown, data: unknown) =>
      readAppearanceMessage({ origin, source, data }, frame);
    expect(from('https://evil.example', editor, valid)).toBeNull();
    expect(from(frame.origin, { name: 'another window' }, valid)).toBeNull();
    expect(from(frame.origin, null, valid)).toBeNull();
    expect(from(frame.origin, editor, { ...valid, source: 'someone-else' })).toBeNull();
    expect(from(frame.origin, editor, { ...valid, type: 'runScript' })).toBeNull();
    expect(from(frame.origin, editor, { ...valid, name: 'color' })).toBeNull();
    expect(
      from(frame.origin, editor, appearanceMessage({ type: 'navigate', to: '//evil.example' })),
    ).toBeNull();
  });
});

describe('saveAppearancePayloadSchema', () => {
  it('refuses an unknown section and names the field of a bad value', () => {
    expect(saveAppearancePayloadSchema.safeParse({ changes: { scripts: {} } }).success).toBe(false);
    const result = saveAppearancePayloadSchema.safeParse({
      changes: { custom_code: { css: 'a'.repeat(100_001), html: '' } },
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['changes', 'custom_code', 'css']);
  });
});
