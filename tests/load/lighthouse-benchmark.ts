/**
 * Issue 21 benchmark: Lighthouse (mobile preset, its default simulated throttling) over the
 * pages a visitor lands on, against the real built server (`pnpm run build` first; `WEB_DIST`
 * picks another web build): `/login`, `/register`, a public link page `/drive/s/{hash}`, a
 * file request page `/drive/r/{hash}`, `/drive` signed in, `/pricing` (billing on, one plan) and
 * the landing page as `/`. The browser's cookie jar is
 * emptied before every run and given the session for a signed-in page (a guest page's
 * `XSRF-TOKEN` left in the jar replaced the `Cookie` header given as Lighthouse's
 * `extraHeaders`, so `/drive` measured a guest sent to `/login`); a run that lands anywhere
 * but its page fails. Targets: performance ≥ 95 on the guest pages, ≥ 90 on `/drive`. Each
 * page runs `RUNS` times (default 3) in one Debian Chromium (`CHROME_PATH`, default
 * /usr/bin/chromium); the report keeps every run's scores and the
 * median run's metrics and failing audits. Writes tests/load/reports/lighthouse.json (`REPORT`).
 *
 *   pnpm bench:lighthouse
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import lighthouse, { type Result } from 'lighthouse';
import { chromium } from 'playwright';
import {
  type GuestPages,
  saveSettings,
  seedGuestPages,
  setUpPricing,
  startBuiltApp,
} from '../built-app.ts';
import { freePort } from './storage-bench-support.ts';

const runs = Number(process.env.RUNS ?? 3);
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const reportPath = fileURLToPath(
  new URL(process.env.REPORT ?? './reports/lighthouse.json', import.meta.url),
);
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const METRICS = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
  'speed-index',
  'interactive',
];

interface PageToAudit {
  name: string;
  /** The route, as the report names it. */
  route: string;
  path: string;
  signedIn: boolean;
  target: number;
  /** What an admin sets up before the page's first run (kept after it: such pages come last). */
  setUp?: (baseURL: string) => Promise<void>;
}

const pagesOf = (seeded: GuestPages): PageToAudit[] => [
  { name: 'login', route: '/login', path: '/login', signedIn: false, target: 95 },
  { name: 'register', route: '/register', path: '/register', signedIn: false, target: 95 },
  {
    name: 'link page',
    route: '/drive/s/{hash}',
    path: seeded.linkPath,
    signedIn: false,
    target: 95,
  },
  {
    name: 'file request page',
    route: '/drive/r/{hash}',
    path: seeded.requestPath,
    signedIn: false,
    target: 95,
  },
  { name: 'drive', route: '/drive', path: '/drive', signedIn: true, target: 90 },
  // Issue 27's pricing page and issue 28's landing page (`homepage.type` landing, as `/`).
  {
    name: 'pricing',
    route: '/pricing',
    path: '/pricing',
    signedIn: false,
    target: 95,
    setUp: setUpPricing,
  },
  {
    name: 'landing',
    route: '/ (landing page)',
    path: '/',
    signedIn: false,
    target: 95,
    setUp: (baseURL) => saveSettings(baseURL, { 'homepage.type': 'landing' }),
  },
];

async function main() {
  const loadBefore = loadavg()[0] ?? 0;
  const app = await startBuiltApp();
  const chrome = await launchChrome();
  // The same browser over CDP, for its cookie jar (the default context, where Lighthouse opens
  // its tabs).
  const devtools = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
  try {
    const seeded = await seedGuestPages(app.baseURL);
    const jar = devtools.contexts()[0];
    if (!jar) throw new Error('Chromium has no default context to hold the cookies.');
    const pages = [];
    // `PAGES=drive,login` audits only the pages named.
    const only = process.env.PAGES?.split(',');
    for (const page of pagesOf(seeded).filter((p) => !only || only.includes(p.name))) {
      const results: Result[] = [];
      await page.setUp?.(app.baseURL);
      for (let i = 0; i < runs; i++) {
        console.error(`${page.name}: run ${i + 1} of ${runs}…`);
        await jar.clearCookies();
        if (page.signedIn)
          await jar.addCookies(seeded.cookies.map((cookie) => ({ ...cookie, url: app.baseURL })));
        const result = await lighthouse(`${app.baseURL}${page.path}`, {
          port: chrome.port,
          logLevel: 'error',
          output: 'json',
          onlyCategories: CATEGORIES,
        });
        if (!result) throw new Error(`Lighthouse gave no result for ${page.path}`);
        if (result.lhr.runtimeError) throw new Error(result.lhr.runtimeError.message);
        const landed = new URL(result.lhr.finalDisplayedUrl).pathname;
        if (landed !== page.path) throw new Error(`${page.path} led to ${landed}: not measured.`);
        results.push(result.lhr);
        // `DUMP_LHR=/tmp/lhr` keeps each run's whole result (`/tmp/lhr-<page>-<run>.json`).
        if (process.env.DUMP_LHR)
          writeFileSync(
            `${process.env.DUMP_LHR}-${page.name}-${i}.json`,
            JSON.stringify(result.lhr),
          );
      }
      pages.push(summarise(page, results));
    }
    const report = {
      date: new Date().toISOString(),
      lighthouse: pages[0]?.lighthouseVersion,
      browser: `${chromePath} (${chrome.flags.join(' ')})`,
      machine: {
        cpus: cpus().length,
        loadAverage1m: { before: round(loadBefore), after: round(loadavg()[0] ?? 0) },
      },
      runsPerPage: runs,
      pages,
      meetsTarget: Object.fromEntries(pages.map((p) => [p.name, p.performance >= p.target])),
    };
    mkdirSync(fileURLToPath(new URL('./reports/', import.meta.url)), { recursive: true });
    writeFileSync(reportPath, `${JSON.stringify(report, null, 2)}\n`);
    for (const p of pages) {
      console.log(
        `${p.name.padEnd(18)} performance ${p.performance} (runs ${p.performanceRuns.join(', ')}; target ≥ ${p.target})  ` +
          `accessibility ${p.scores.accessibility}  best practices ${p.scores['best-practices']}  SEO ${p.scores.seo}`,
      );
    }
    console.log(`Report: ${reportPath}`);
  } finally {
    try {
      await devtools.close();
      await chrome.stop();
    } finally {
      app.stop();
    }
  }
}

/** Scores of every run; metrics and failing audits of the run with the median performance. */
function summarise(page: PageToAudit, results: Result[]) {
  const performanceOf = (lhr: Result) => Math.round((lhr.categories.performance?.score ?? 0) * 100);
  const sorted = [...results].sort((a, b) => performanceOf(a) - performanceOf(b));
  const median = sorted[Math.floor(sorted.length / 2)]!;
  const audits = Object.values(median.audits);
  return {
    name: page.name,
    route: page.route,
    lighthouseVersion: median.lighthouseVersion,
    target: page.target,
    performance: performanceOf(median),
    performanceRuns: results.map(performanceOf),
    scores: Object.fromEntries(
      CATEGORIES.map((id) => [id, Math.round((median.categories[id]?.score ?? 0) * 100)]),
    ),
    metrics: Object.fromEntries(METRICS.map((id) => [id, median.audits[id]?.displayValue ?? null])),
    failing: audits
      .filter(
        (audit) =>
          audit.score !== null &&
          audit.score < 0.9 &&
          audit.scoreDisplayMode !== 'informative' &&
          audit.scoreDisplayMode !== 'notApplicable' &&
          !METRICS.includes(audit.id),
      )
      .map((audit) => ({ id: audit.id, score: audit.score, value: audit.displayValue ?? '' })),
    scriptTransferKb: round(
      (
        (median.audits['network-requests']?.details as { items?: NetworkItem[] } | undefined)
          ?.items ?? []
      )
        .filter((item) => item.resourceType === 'Script')
        .reduce((sum, item) => sum + (item.transferSize ?? 0), 0) / 1024,
      1,
    ),
  };
}

interface NetworkItem {
  resourceType?: string;
  transferSize?: number;
}

/** Debian's Chromium with a DevTools port for Lighthouse to drive. */
async function launchChrome(): Promise<{
  port: number;
  flags: string[];
  stop: () => Promise<void>;
}> {
  const port = await freePort();
  const profile = mkdtempSync(join(tmpdir(), 'coffer-lighthouse-chrome-'));
  const flags = ['--headless=new', '--no-sandbox', '--disable-gpu'];
  const child: ChildProcess = spawn(
    chromePath,
    [
      ...flags,
      `--remote-debugging-port=${port}`,
      `--user-data-dir=${profile}`,
      '--no-first-run',
      '--disable-dev-shm-usage',
      'about:blank',
    ],
    { stdio: 'ignore' },
  );
  // Chromium writes its profile until it has exited: remove the profile after that.
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    child.kill('SIGTERM');
    await exited;
    // Its helper processes may still be writing to the profile as the browser exits.
    rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
  };
  for (let i = 0; i < 100; i++) {
    try {
      const version = await fetch(`http://127.0.0.1:${port}/json/version`);
      if (version.ok) return { port, flags, stop };
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await stop();
  throw new Error(`${chromePath} did not open its DevTools port`);
}

const round = (n: number, digits = 2) => Math.round(n * 10 ** digits) / 10 ** digits;

await main();
