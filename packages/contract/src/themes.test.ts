import { describe, expect, it } from 'vitest';
import { defaultSettings, type Theme } from './settings';
import { resolveThemeChoice } from './themes';

const themes: Theme[] = [
  ...defaultSettings.themes.all,
  { id: 7, name: 'Ocean', is_dark: true, default_light: false, default_dark: false, values: {} },
];

describe('resolveThemeChoice', () => {
  it.each([
    ['system', true, 2],
    ['system', false, 1],
    ['0', true, 2],
    [undefined, false, 1],
    ['light', true, 1],
    ['dark', false, 2],
    ['7', false, 7],
    ['99', true, 1],
    ['nonsense', true, 1],
  ] as const)('choice %s with prefersDark=%s picks theme %i', (choice, prefersDark, id) => {
    expect(resolveThemeChoice(choice, themes, prefersDark)?.id).toBe(id);
  });

  it('given system and an unknown OS preference (server side), falls back to the first theme', () => {
    expect(resolveThemeChoice('system', themes, null)?.id).toBe(1);
  });

  it('given no themes, picks nothing', () => {
    expect(resolveThemeChoice('dark', [], true)).toBeUndefined();
  });
});
