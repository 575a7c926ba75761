import { describe, expect, it } from 'vitest';
import { APPEARANCE_EDITOR_FRAME_ID, isAppearanceEditorActive } from './appearance-editor';

const inFrame = (id: string) => ({
  frameElement: Object.assign(document.createElement('iframe'), { id }),
});

describe('appearance editor preview', () => {
  it('given the app is the top page (or framed across origins: no frameElement), is not active', () => {
    expect(isAppearanceEditorActive({ frameElement: null })).toBe(false);
    expect(isAppearanceEditorActive(window)).toBe(false);
  });

  it("given the editor's preview frame, is active", () => {
    expect(isAppearanceEditorActive(inFrame(APPEARANCE_EDITOR_FRAME_ID))).toBe(true);
  });

  it('given another same-origin frame (Storybook, a test runner), is not active', () => {
    expect(isAppearanceEditorActive(inFrame('storybook-preview-iframe'))).toBe(false);
  });

  it('given a browser that throws on reading frameElement across origins, is not active', () => {
    const crossOrigin = {
      get frameElement(): never {
        throw new DOMException('Blocked a frame', 'SecurityError');
      },
    };
    expect(isAppearanceEditorActive(crossOrigin)).toBe(false);
  });
});
