import { defaultSettings, THEME_COOKIE, type Theme } from '@coffer/contract';
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { getCookie, removeCookie, setCookie } from '../cookies/cookies';
import { applyTheme, toggledChoice, useThemeChoice } from './theme-choice';

const themes = defaultSettings.themes.all;
const [light, dark] = themes as [Theme, Theme];

describe('theme choice', () => {
  afterEach(() => {
    removeCookie(THEME_COOKIE);
    document.documentElement.removeAttribute('data-theme');
    document.documentElement.removeAttribute('style');
  });

  it('the toggle switches light and dark', () => {
    expect(toggledChoice(light)).toBe('dark');
    expect(toggledChoice(dark)).toBe('light');
  });

  it('writes the theme kind and its runtime values onto <html>', () => {
    applyTheme({ ...dark, values: { '--coffer-color-primary': '#ff0000', '--evil': 'x' } });
    const root = document.documentElement;
    expect(root.dataset.theme).toBe('dark');
    expect(root.style.getPropertyValue('--coffer-color-primary')).toBe('#ff0000');
    expect(root.style.getPropertyValue('--evil')).toBe('');
  });

  it('starts from the be-active-theme cookie', () => {
    setCookie(THEME_COOKIE, 'dark');
    const { result } = renderHook(() => useThemeChoice(themes));
    expect(result.current.theme?.id).toBe(dark.id);
    expect(document.documentElement.dataset.theme).toBe('dark');
  });

  it('given a toggle, stores the new choice in the cookie', () => {
    setCookie(THEME_COOKIE, 'light');
    const { result } = renderHook(() => useThemeChoice(themes));
    act(() => result.current.toggle());
    expect(getCookie(THEME_COOKIE)).toBe('dark');
    expect(result.current.isDark).toBe(true);
  });

  it('without a cookie, uses the site default theme', () => {
    const { result } = renderHook(() => useThemeChoice(themes, dark.id));
    expect(result.current.theme?.id).toBe(dark.id);
  });
});
