/**
 * Other products can install and use Coffer's packages (issue 22). Packs every publishable
 * package under packages/ with `pnpm pack` (which turns `workspace:` ranges into versions),
 * copies the fixture app in tests/consumer/app to a temp dir outside the workspace, installs
 * the tarballs there with npm next to stock React, Vite and the packages' own dependencies
 * from the registry (so the kit runs on the registry's react-aria-components, not the
 * workspace's), typechecks the app against the packages' `.d.ts`, builds it with Vite, serves
 * the build and checks in Chromium: the kit's Button is styled, a Dialog opens by keyboard and
 * keeps focus inside, a Toast shows, a ListBox moves by arrow keys, a 10,000-row VirtualGrid keeps
 * few rows in the DOM and scrolls to the last one, every feature's lazy screens load, the
 * page logs no error, and axe finds no violation. Exits 1 on any failure.
 *
 *   pnpm test:consumer              # build the packages, then pack, install and check (~2 min)
 *   pnpm test:consumer --no-build   # use the packages' dist as it is (after `pnpm build`)
 *   pnpm test:consumer --keep       # leave the temp dir for a look
 */
import { execFileSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import { chromium, type Page } from 'playwright';
import { chromiumArgs, chromiumPath } from '../chromium.ts';
import { serveStatic } from '../static-server.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));
const fixture = fileURLToPath(new URL('app/', import.meta.url));
const args = new Set(process.argv.slice(2));

async function main(): Promise<boolean> {
  const started = Date.now();
  const work = mkdtempSync(join(tmpdir(), 'coffer-consumer-'));
  try {
    if (!args.has('--no-build')) {
      step('Build every package under packages/');
      run('pnpm', ['--filter', './packages/**', 'run', 'build'], root);
    }
    step('Pack every publishable package');
    const tarballs = packAll(join(work, 'tarballs'));

    step(
      `Install ${tarballs.size} tarballs and stock dependencies with npm, outside the workspace`,
    );
    const app = join(work, 'app');
    cpSync(fixture, app, { recursive: true, filter: (from) => !from.includes('node_modules') });
    const manifest = JSON.parse(readFileSync(join(app, 'package.json'), 'utf8'));
    for (const [name, file] of tarballs) manifest.dependencies[name] = `file:${file}`;
    writeFileSync(join(app, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
    run('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error'], app);
    reportInstalled(app, [...tarballs.keys(), 'react-aria-components', 'react', 'vite']);

    step('Typecheck the app against the packages’ types, then build it with Vite');
    run(join(app, 'node_modules/.bin/tsc'), ['-p', 'tsconfig.json'], app);
    run(join(app, 'node_modules/.bin/vite'), ['build', '--logLevel', 'warn'], app);

    step('Open the build in Chromium');
    const passed = await checkInBrowser(join(app, 'dist'));
    step(`${passed ? 'Passed' : 'Failed'} in ${Math.round((Date.now() - started) / 1000)} s`);
    return passed;
  } finally {
    if (args.has('--keep')) console.log(`Kept ${work}`);
    else rmSync(work, { recursive: true, force: true });
  }
}

/** `pnpm pack` in each package that is not private; package name → tarball path. */
function packAll(destination: string): Map<string, string> {
  const tarballs = new Map<string, string>();
  for (const dir of packageDirs(join(root, 'packages'))) {
    const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
    if (manifest.private) continue;
    const before = new Set(existsSync(destination) ? readdirSync(destination) : []);
    run('pnpm', ['pack', '--pack-destination', destination], dir, 'pipe');
    const made = readdirSync(destination).find((name) => !before.has(name));
    if (!made) throw new Error(`pnpm pack made no tarball in ${dir}`);
    tarballs.set(manifest.name, join(destination, made));
  }
  return tarballs;
}

/** Folders holding a package.json; a folder without one (packages/features) is a group. */
function packageDirs(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== 'node_modules')
    .flatMap((entry) => {
      const child = join(dir, entry.name);
      return existsSync(join(child, 'package.json')) ? [child] : packageDirs(child);
    });
}

/** The versions npm chose, and a check that each @coffer package came from its tarball. */
function reportInstalled(app: string, names: string[]) {
  const lock = JSON.parse(readFileSync(join(app, 'package-lock.json'), 'utf8'));
  for (const name of names) {
    const entry = lock.packages[`node_modules/${name}`];
    if (!entry) throw new Error(`${name} is not installed`);
    if (name.startsWith('@coffer/') && !String(entry.resolved).startsWith('file:')) {
      throw new Error(`${name} came from ${entry.resolved}, not from its tarball`);
    }
    console.log(`  ${name}@${entry.version}`);
  }
  const nested = Object.keys(lock.packages).filter((key) => /\/node_modules\/@coffer\//.test(key));
  if (nested.length > 0) throw new Error(`@coffer packages installed twice: ${nested.join(', ')}`);
}

async function checkInBrowser(dist: string): Promise<boolean> {
  const server = await serveStatic(dist);
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  const failures: string[] = [];
  try {
    // axe-core/playwright needs a page of a context the script made.
    const page = await (await browser.newContext()).newPage();
    page.setDefaultTimeout(10_000);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    // A failed request's console message has no address; the response listener names it.
    page.on('console', (message) => {
      if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) {
        errors.push(message.text());
      }
    });
    page.on('response', (response) => {
      if (response.status() >= 400) errors.push(`${response.status()} ${response.url()}`);
    });
    const { port } = server.address() as AddressInfo;
    await page.goto(`http://127.0.0.1:${port}/`);
    await page.getByRole('heading', { name: 'Coffer packages in another product' }).waitFor();

    const check = async (name: string, body: () => Promise<void>) => {
      try {
        await body();
        console.log(`  ✓ ${name}`);
      } catch (error) {
        failures.push(name);
        // Leave no dialog open over the next check.
        await page.keyboard.press('Escape');
        console.log(`  ✗ ${name}\n    ${String(error).split('\n').slice(0, 6).join('\n    ')}`);
      }
    };

    await check('the kit’s Button is styled by @coffer/ui/style.css', async () => {
      const style = await page.getByRole('button', { name: 'Rename' }).evaluate((button) => {
        const computed = getComputedStyle(button);
        return { background: computed.backgroundColor, font: computed.fontFamily };
      });
      expect(style.background !== 'rgba(0, 0, 0, 0)', `background is ${style.background}`);
      expect(!/^"?Times/.test(style.font), `font is ${style.font}`);
    });

    await check('axe: no violations with everything closed', () => noViolations(page));

    await check('a Dialog opens by keyboard, keeps focus inside and gives it back', async () => {
      const trigger = page.getByRole('button', { name: 'Rename' });
      await trigger.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: 'Rename file' });
      await dialog.waitFor({ timeout: 5_000 });
      await waitUntil(() => isFocusInside(page, 'dialog'), 'focus moves into the dialog');
      for (let i = 0; i < 5; i++) {
        await page.keyboard.press('Tab');
        expect(await isFocusInside(page, 'dialog'), `Tab ${i + 1} left the dialog`);
      }
      await page.keyboard.press('Shift+Tab');
      expect(await isFocusInside(page, 'dialog'), 'Shift+Tab left the dialog');
      await noViolations(page);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached', timeout: 5_000 });
      await waitUntil(
        () => trigger.evaluate((button) => button === document.activeElement),
        'focus returns to the trigger',
      );
    });

    await check('a Toast appears in the toast region', async () => {
      await page.getByRole('button', { name: 'Show toast' }).click();
      await page
        .getByRole('region', { name: 'Notifications' })
        .getByText('Report.pdf renamed')
        .first()
        .waitFor({ timeout: 5_000 });
    });

    await check('a ListBox moves by arrow keys', async () => {
      await page.getByRole('option', { name: 'Apple' }).click();
      await page.keyboard.press('ArrowDown');
      await waitUntil(
        () =>
          page
            .getByRole('option', { name: 'Banana' })
            .evaluate((o) => o === document.activeElement),
        'ArrowDown focuses Banana',
      );
      await page.keyboard.press('ArrowDown');
      await waitUntil(
        () =>
          page
            .getByRole('option', { name: 'Cherry' })
            .evaluate((o) => o === document.activeElement),
        'ArrowDown focuses Cherry',
      );
    });

    await check(
      'a 10,000-row VirtualGrid keeps few rows in the DOM and scrolls to the last',
      async () => {
        const grid = page.getByRole('grid', { name: 'Files' });
        await waitUntil(
          async () => (await grid.getAttribute('aria-rowcount')) === '10001',
          'aria-rowcount reaches 10,001 (header + 10,000 rows)',
          20_000,
        );
        const rowsInDom = await grid.getByRole('row').count();
        expect(rowsInDom < 200, `${rowsInDom} rows in the DOM`);
        await grid.evaluate((element) => {
          element.scrollTop = element.scrollHeight;
        });
        await grid.getByRole('rowheader', { name: 'File 10000' }).waitFor({ timeout: 5_000 });
        const after = await grid.getByRole('row').count();
        expect(after < 200, `${after} rows in the DOM after scrolling`);
        console.log(`    ${rowsInDom} rows in the DOM at the top, ${after} at the end`);
      },
    );

    await check('every feature package’s lazy screens load', async () => {
      const shown = page.locator('[data-screens]');
      await waitUntil(
        async () => (await shown.getAttribute('data-screens')) !== 'loading',
        'screens finish loading',
      );
      const value = (await shown.getAttribute('data-screens')) ?? '';
      const [loaded, total] = value.split('/').map(Number);
      expect(Boolean(total) && loaded === total, `loaded ${value}`);
      console.log(`    ${value} screens`);
    });

    await check('axe: no violations after using everything', () => noViolations(page));

    await check('the page logged no error', async () => {
      expect(errors.length === 0, errors.join('\n'));
    });
  } finally {
    await browser.close();
    server.close();
  }
  if (failures.length > 0) console.log(`\n${failures.length} check(s) failed.`);
  return failures.length === 0;
}

async function noViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(
    violations.length === 0,
    violations
      .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)
      .join('\n'),
  );
}

function isFocusInside(page: Page, role: string): Promise<boolean> {
  return page.evaluate(
    (role) => Boolean(document.activeElement?.closest(`[role="${role}"]`)),
    role,
  );
}

async function waitUntil(condition: () => Promise<boolean>, what: string, timeout = 5_000) {
  const until = Date.now() + timeout;
  while (!(await condition())) {
    if (Date.now() > until) throw new Error(`timed out: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

function expect(condition: boolean, message: string): asserts condition {
  if (!condition) throw new Error(message);
}

let stepStarted: number | undefined;
/** Prints how long the step before took (as scripts/test.sh does), then the next title. */
function step(title: string) {
  if (stepStarted) console.log(`(${Math.round((Date.now() - stepStarted) / 1000)} s)`);
  console.log(`\n== ${title}`);
  stepStarted = Date.now();
}

function run(command: string, argv: string[], cwd: string, stdio: 'inherit' | 'pipe' = 'inherit') {
  execFileSync(command, argv, { cwd, stdio });
}

main().then(
  (passed) => process.exit(passed ? 0 : 1),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
