import type { Settings } from '@coffer/contract';
import { bootstrapFixture, settingsFixture } from '@coffer/contract/fixtures';
import { describe, expect, it } from 'vitest';
import { startsOnIntent } from './start-on-intent';

const defaults = settingsFixture();
const site = (settings: Partial<Settings>) =>
  bootstrapFixture({
    settings: settingsFixture({ homepage: { type: 'landing', value: '' }, ...settings }),
  });

describe("when a server-rendered page's app loads (ADR 0030)", () => {
  it('waits for the first move on the landing page only', () => {
    expect(startsOnIntent('/', site({}), '')).toBe(true);
    expect(startsOnIntent('/pricing', site({}), '')).toBe(false);
    expect(startsOnIntent('/', site({ homepage: { type: 'loginPage', value: '' } }), '')).toBe(
      false,
    );
  });

  it('loads at once where the measurement script the visitor allowed must run', () => {
    const measured = (enable: boolean) =>
      site({
        analytics: { tracking_id: 'G-TEST123' },
        cookie_notice: { ...defaults.cookie_notice, enable },
      });
    expect(startsOnIntent('/', measured(false), '')).toBe(false);
    // With the notice on, only once the visitor has accepted it.
    expect(startsOnIntent('/', measured(true), '')).toBe(true);
    expect(startsOnIntent('/', measured(true), 'theme=1; cookie_notice=1')).toBe(false);
  });

  it('loads at once where an ad frame takes its height from its ad', () => {
    const ads = { ...defaults.ads, 'landing-top': '<div>ad</div>' };
    expect(startsOnIntent('/', site({ ads }), '')).toBe(false);
    expect(startsOnIntent('/', site({ ads: { ...ads, disable: true } }), '')).toBe(true);
  });

  it("loads at once where the visitor's theme has a web font (the app loads it)", () => {
    const [light, dark] = defaults.themes.all;
    const themes = (font: 'light' | 'dark') => ({
      ...defaults.themes,
      all: [
        { ...light!, font: font === 'light' ? { family: 'Merriweather' as const } : null },
        { ...dark!, font: font === 'dark' ? { family: 'Merriweather' as const } : null },
      ],
    });
    // Following the OS, either theme may show.
    expect(startsOnIntent('/', site({ themes: themes('dark') }), '')).toBe(false);
    // Chosen by the toggle's cookie: only that one.
    expect(startsOnIntent('/', site({ themes: themes('dark') }), 'be-active-theme=light')).toBe(
      true,
    );
    expect(startsOnIntent('/', site({ themes: themes('light') }), 'be-active-theme=light')).toBe(
      false,
    );
  });
});
