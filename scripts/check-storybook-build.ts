/**
 * The static Storybook as Chromatic publishes it and designers browse it, checked in Chromium
 * (issue 22: half its builds shipped without the theme's `--coffer-*` variables, so stories
 * showed Times text on transparent buttons, while the story tests, which run from source,
 * passed). Builds Storybook with the root `build-storybook` script into a temp dir, serves it
 * over HTTP on a free loopback port and opens the kit's Button variants story in light and
 * dark: the page must define the theme's variables, paint the primary button in the theme's
 * primary colour and set its text in the theme's font. Before that, the cause itself, which
 * a build only shows now and then: vanilla-extract must resolve the kit from source (ADR 0002).
 * Exits 1 on any difference.
 *
 *   pnpm test:storybook-build                                # build, then check (~1 min)
 *   STORYBOOK_DIST=storybook-static pnpm test:storybook-build  # check a build already made
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';
import type { Options } from 'storybook/internal/types';
import { createServer as createViteServer } from 'vite';
import storybookConfig from '../.storybook/main.ts';
// The tokens themselves: the theme's index also loads its `.css.ts` files, which only run
// inside a vanilla-extract build.
import { darkColors, font, lightColors } from '../packages/ui/src/theme/tokens.ts';
import { chromiumArgs, chromiumPath } from '../tests/chromium.ts';
import { serveStatic } from '../tests/static-server.ts';

const root = fileURLToPath(new URL('../', import.meta.url));
const STORY_ID = 'ui-button--variants';
const themes = { light: lightColors, dark: darkColors } as const;

/** What the page computed for the theme's root, the body and the story's primary button. */
interface Painted {
  dataTheme: string | undefined;
  primaryVariable: string;
  bodyBackground: string;
  buttonBackground: string;
  buttonColor: string;
  buttonFont: string;
}

async function main(): Promise<boolean> {
  const fromSource = await themeResolvesToSourceForVanillaExtract();
  const given = process.env.STORYBOOK_DIST;
  const dist = given ? resolve(given) : buildStorybook();
  const server = await serveStatic(dist);
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    const { port } = server.address() as AddressInfo;
    let painted = true;
    for (const [theme, colors] of Object.entries(themes)) {
      const page = await browser.newPage();
      await page.goto(
        `http://127.0.0.1:${port}/iframe.html?id=${STORY_ID}&viewMode=story&globals=theme:${theme}`,
      );
      // The story's chunk brings its stylesheets before it renders: once the button is there,
      // every rule the build has for it applies.
      const button = page.getByRole('button', { name: 'primary', exact: true });
      await button.waitFor({ timeout: 30_000 });
      const seen: Painted = await button.evaluate((element) => {
        const html = getComputedStyle(document.documentElement);
        const style = getComputedStyle(element);
        return {
          dataTheme: document.documentElement.dataset.theme,
          primaryVariable: html.getPropertyValue('--coffer-color-primary').trim(),
          bodyBackground: getComputedStyle(document.body).backgroundColor,
          buttonBackground: style.backgroundColor,
          buttonColor: style.color,
          buttonFont: style.fontFamily,
        };
      });
      await page.close();
      const failures = compare(seen, {
        dataTheme: theme,
        primaryVariable: colors.primary,
        bodyBackground: rgb(colors.background),
        buttonBackground: rgb(colors.primary),
        buttonColor: rgb(colors.onPrimary),
        buttonFont: font.family,
      });
      console.log(`${failures.length ? '✗' : '✓'} ${STORY_ID} in ${theme}`);
      for (const failure of failures) console.error(`    ${failure}`);
      painted &&= failures.length === 0;
    }
    if (!painted) {
      console.error(
        `\nThe static Storybook in ${dist} renders the kit without its theme (ADR 0002).`,
      );
    }
    return fromSource && painted;
  } finally {
    await browser.close();
    server.close();
    if (!given) rmSync(dist, { recursive: true, force: true });
  }
}

/**
 * vanilla-extract's plugin evaluates every `.css.ts` in a Vite server of its own that resolves
 * as SSR, made from the build's config with its own `ssr` (so of the build's settings only
 * `environments.ssr` reaches it). From a feature's `.css.ts`, `@coffer/ui/theme` must resolve
 * to the kit's source there, as in the bundle: otherwise it reaches `dist/`, or with no `dist/`
 * an untracked copy of the theme, and the theme's CSS depends on the order files compile in.
 */
async function themeResolvesToSourceForVanillaExtract(): Promise<boolean> {
  const config = await storybookConfig.viteFinal?.({ root }, {} as Options);
  // As @vanilla-extract/compiler 0.7 creates its server (createViteServer in its dist).
  const server = await createViteServer({
    ...config,
    configFile: false,
    root,
    appType: 'custom',
    logLevel: 'silent',
    plugins: [],
    server: { middlewareMode: true, hmr: false, watch: null },
    optimizeDeps: { noDiscovery: true },
    ssr: { noExternal: true },
  });
  try {
    const importer = join(root, 'packages/features/drive/src/components/drive.css.ts');
    const resolved = await server.environments.ssr.pluginContainer.resolveId(
      '@coffer/ui/theme',
      importer,
    );
    const expected = join(root, 'packages/ui/src/theme/index.ts');
    const fromSource = resolved?.id === expected;
    console.log(`${fromSource ? '✓' : '✗'} vanilla-extract resolves @coffer/ui/theme from source`);
    if (!fromSource) console.error(`    expected ${expected}, got ${resolved?.id ?? '(nothing)'}`);
    return fromSource;
  } finally {
    await server.close();
  }
}

/** Runs the project's `build-storybook` script, as Chromatic does, into a fresh temp dir. */
function buildStorybook(): string {
  const dist = mkdtempSync(join(tmpdir(), 'coffer-storybook-'));
  const started = Date.now();
  const build = spawnSync(
    'pnpm',
    ['run', 'build-storybook', '--output-dir', dist, '--quiet', '--disable-telemetry'],
    { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  if (build.status !== 0) {
    rmSync(dist, { recursive: true, force: true });
    throw new Error(`pnpm run build-storybook failed (exit ${build.status}).`);
  }
  console.log(`Storybook built in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  return dist;
}

/** One line per property the page computed otherwise than expected. */
function compare(seen: Painted, expected: Painted): string[] {
  return (Object.keys(expected) as Array<keyof Painted>)
    .filter((key) => normalise(seen[key]) !== normalise(expected[key]))
    .map((key) => `${key}: expected ${expected[key]}, got ${seen[key] || '(nothing)'}`);
}

/** Chromium's serialisation of a value against the token's: case, quotes and spaces aside. */
function normalise(value: string | undefined): string {
  return (value ?? '').toLowerCase().replace(/["'\s]/g, '');
}

/** `#1d4ed8` as Chromium computes it: `rgb(29, 78, 216)`. */
function rgb(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

if (!(await main())) process.exit(1);
