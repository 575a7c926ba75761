import { appearanceMessage, defaultSettings } from '@coffer/contract';
import { APPEARANCE_EDITOR_FRAME_ID, CUSTOM_CODE_ELEMENT_ID } from '@coffer/contract/constants';
import { bootstrapFixture } from '@coffer/contract/fixtures';
import { createBootstrapStore } from '@coffer/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { listenForAppearanceEditor } from './listen';
import { startAppearancePreview } from './preview';

type Body = Parameters<typeof appearanceMessage>[0];

/**
 * The preview frame's window, as the listener sees it: this test's page is its document, and
 * the test's own window plays the parent editor (a valid `source` of a MessageEvent).
 */
function frameWindow() {
  const target = new EventTarget();
  return Object.assign(target, {
    document,
    location: { origin: window.location.origin },
    parent: window as Window,
    frameElement: { id: APPEARANCE_EDITOR_FRAME_ID },
  }) as unknown as Window;
}

function otherWindow(): Window {
  const frame = document.createElement('iframe');
  document.body.append(frame);
  return frame.contentWindow!;
}

function post(
  win: Window,
  body: Body | Record<string, unknown>,
  { origin = window.location.origin, source = window as Window | null } = {},
) {
  const data = 'source' in body ? body : appearanceMessage(body as Body);
  win.dispatchEvent(new MessageEvent('message', { data, origin, source }));
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

function setup() {
  const bootstrap = createBootstrapStore(bootstrapFixture());
  const navigate = vi.fn();
  const win = frameWindow();
  const stop = startAppearancePreview({ bootstrap, navigate }, { win });
  return { bootstrap, navigate, win, stop };
}

const landing = { ...defaultSettings.landing, headerTitle: 'Previewed headline' };

beforeEach(() => {
  document.documentElement.removeAttribute('style');
  document.body.removeAttribute('style');
  document.body.innerHTML = `<div id="root"></div><div id="${CUSTOM_CODE_ELEMENT_ID}" nonce="page-nonce"></div>`;
});

let stops: Array<() => void> = [];
afterEach(() => {
  for (const stop of stops) stop();
  stops = [];
});

describe('the appearance preview frame', () => {
  it('ignores a message from another origin, another window, or outside the protocol', async () => {
    const { bootstrap, navigate, win, stop } = setup();
    stops.push(stop);
    const before = structuredClone(bootstrap.get());
    const values = { type: 'setValues', values: { landing } } as const;
    post(win, values, { origin: 'https://evil.example' });
    post(win, values, { source: otherWindow() });
    post(win, values, { source: null });
    post(win, { ...values, source: 'someone-else' });
    post(win, { type: 'setValues', values: { landing: { headerTitle: 5 } } });
    post(win, { type: 'navigate', to: '//evil.example/' });
    post(win, { type: 'setThemeValue', name: 'color', value: 'red' });
    post(win, { type: 'setCustomCode', mode: 'html', value: '<b>x</b>' }, { origin: 'null' });
    await settle();
    expect(bootstrap.get()).toEqual(before);
    expect(navigate).not.toHaveBeenCalled();
    expect(document.documentElement.getAttribute('style')).toBeNull();
    expect(document.getElementById(CUSTOM_CODE_ELEMENT_ID)!.innerHTML).toBe('');
  });

  it('setValues: replaces the sections in the settings the app reads, keeping the others', () => {
    const { bootstrap, win, stop } = setup();
    stops.push(stop);
    const listener = vi.fn();
    bootstrap.subscribe(listener);
    const menus = [{ id: 'm', name: 'Footer', positions: ['footer'], items: [] }];
    const branding = { ...defaultSettings.branding, site_name: 'Previewed' };
    post(win, { type: 'setValues', values: { landing, menus, branding } });
    const { settings } = bootstrap.get();
    expect(settings.landing.headerTitle).toBe('Previewed headline');
    expect(settings.menus).toEqual(menus);
    expect(settings.branding.site_name).toBe('Previewed');
    expect(settings.uploads).toEqual(defaultSettings.uploads);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('setThemeValue: sets the variable on the page’s root', () => {
    const { win, stop } = setup();
    stops.push(stop);
    post(win, { type: 'setThemeValue', name: '--coffer-color-primary', value: '#c2185b' });
    post(win, { type: 'setThemeValue', name: '--coffer-radius-md', value: '14px' });
    const root = document.documentElement.style;
    expect(root.getPropertyValue('--coffer-color-primary')).toBe('#c2185b');
    expect(root.getPropertyValue('--coffer-radius-md')).toBe('14px');
  });

  it('setThemeFont: loads the font and puts it first in the font variable; null takes it off', async () => {
    const { win, stop } = setup();
    stops.push(stop);
    post(win, { type: 'setThemeFont', font: { family: 'Poppins' } });
    await vi.waitFor(() =>
      expect(document.body.style.getPropertyValue('--coffer-font-family')).toMatch(
        /^"Poppins", system-ui/,
      ),
    );
    post(win, { type: 'setThemeFont', font: null });
    expect(document.body.style.getPropertyValue('--coffer-font-family')).toBe('');
  });

  it('setActiveTheme: shows that theme, and keeps it over the settings’ next themes', async () => {
    const { bootstrap, win, stop } = setup();
    stops.push(stop);
    const themes = {
      ...defaultSettings.themes,
      all: defaultSettings.themes.all.map((theme) =>
        theme.id === 2
          ? {
              ...theme,
              values: { '--coffer-color-primary': '#ff0000' },
              font: { family: 'Lato' as const },
            }
          : theme,
      ),
    };
    post(win, { type: 'setValues', values: { themes } });
    post(win, { type: 'setActiveTheme', themeId: 2 });
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(document.documentElement.style.getPropertyValue('--coffer-color-primary')).toBe(
      '#ff0000',
    );
    await vi.waitFor(() =>
      expect(document.body.style.getPropertyValue('--coffer-font-family')).toMatch(/^"Lato"/),
    );
    // The app re-applies the visitor's theme when the settings change; the editor's comes back.
    document.documentElement.dataset.theme = 'light';
    post(win, { type: 'setValues', values: { themes: { ...themes, user_change: false } } });
    expect(bootstrap.get().settings.themes.user_change).toBe(false);
    await vi.waitFor(() => expect(document.documentElement.dataset.theme).toBe('dark'));
  });

  it('setCustomCode: replaces the CSS or the HTML in #be-custom-code, scripts with the page’s nonce', () => {
    const { win, stop } = setup();
    stops.push(stop);
    const element = document.getElementById(CUSTOM_CODE_ELEMENT_ID)!;
    post(win, {
      type: 'setCustomCode',
      mode: 'html',
      value: '<p>Hi</p><script src="/x.js"></script>',
    });
    post(win, { type: 'setCustomCode', mode: 'css', value: 'body { color: red; }' });
    post(win, { type: 'setCustomCode', mode: 'css', value: 'body { color: blue; }' });
    const style = element.querySelector('style')!;
    expect(element.firstElementChild).toBe(style);
    expect(style.textContent).toBe('body { color: blue; }');
    expect(element.querySelectorAll('style')).toHaveLength(1);
    const script = element.querySelector('script')!;
    expect(script.getAttribute('src')).toBe('/x.js');
    expect(script.nonce || script.getAttribute('nonce')).toBe('page-nonce');
    post(win, {
      type: 'setCustomCode',
      mode: 'html',
      value: '<script>window.previewed = 1</script>',
    });
    expect(element.querySelector('p')).toBeNull();
    expect(element.querySelectorAll('script')).toHaveLength(1);
    expect(element.querySelector('script')!.textContent).toBe('window.previewed = 1');
    expect(element.querySelector('style')!.textContent).toBe('body { color: blue; }');
    post(win, { type: 'setCustomCode', mode: 'css', value: '' });
    post(win, { type: 'setCustomCode', mode: 'html', value: '' });
    expect(element.innerHTML).toBe('');
  });

  it('navigate: moves the app’s router', () => {
    const { navigate, win, stop } = setup();
    stops.push(stop);
    post(win, { type: 'navigate', to: '/pricing' });
    expect(navigate).toHaveBeenCalledWith('/pricing');
  });

  it('keeps what the editor posted before the app started, and stops listening when stopped', async () => {
    expect(listenForAppearanceEditor(window)).toBeNull();
    const win = frameWindow();
    const connection = listenForAppearanceEditor(win)!;
    post(win, { type: 'setValues', values: { landing } });
    const bootstrap = createBootstrapStore(bootstrapFixture());
    const navigate = vi.fn();
    const stop = connection.connect({ bootstrap, navigate });
    await vi.waitFor(() =>
      expect(bootstrap.get().settings.landing.headerTitle).toBe('Previewed headline'),
    );
    stop();
    post(win, { type: 'navigate', to: '/drive' });
    expect(navigate).not.toHaveBeenCalled();
  });
});
