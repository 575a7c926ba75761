/**
 * Mounts and scrolls the 10,000-row Table story in Chromium and reports how long the mount
 * took and the longest main-thread task while scrolling (targets: mount ≤ 100 ms, no task
 * over 50 ms). Serves a static Storybook build (built first when missing) and writes the
 * report to tests/load/reports/table.json.
 *
 *   pnpm bench:table                       # SB_DIR=/tmp/sb-bench BENCH_PORT=8391 RUNS=5
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { cpus, loadavg } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Page } from 'playwright';
import { chromiumArgs, chromiumPath } from '../chromium.ts';

const storyId = 'ui-table--ten-thousand-rows-benchmark';
const sbDir = process.env.SB_DIR ?? '/tmp/sb-bench';
const port = Number(process.env.BENCH_PORT ?? 8391);
const runs = Number(process.env.RUNS ?? 5);
const target = { mountMs: 100, longestTaskMs: 50 };
const reportPath = fileURLToPath(new URL('./reports/table.json', import.meta.url));

interface Run {
  mountMs: number;
  mountToPaintMs: number;
  longestTaskDuringMountMs: number;
  longestTaskWhileScrollingMs: number;
  longTasksWhileScrolling: number;
  rowsInDom: number;
}

async function main() {
  if (!existsSync(join(sbDir, 'iframe.html'))) buildStorybook();
  const server = await serve(sbDir, port);
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  const results: Run[] = [];
  try {
    for (let i = 0; i < runs; i++) {
      const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
      results.push(await measure(page));
      await page.close();
    }
  } finally {
    await browser.close();
    server.close();
  }
  const report = {
    story: storyId,
    date: new Date().toISOString(),
    browser: `${chromiumPath} (headless)`,
    // Figures scale with contention: record how busy the machine was.
    machine: { cpus: cpus().length, loadAverage1m: Math.round((loadavg()[0] ?? 0) * 10) / 10 },
    runs: results,
    median: {
      mountMs: median(results.map((r) => r.mountMs)),
      mountToPaintMs: median(results.map((r) => r.mountToPaintMs)),
      longestTaskWhileScrollingMs: median(results.map((r) => r.longestTaskWhileScrollingMs)),
    },
    worst: {
      mountMs: Math.max(...results.map((r) => r.mountMs)),
      longestTaskWhileScrollingMs: Math.max(...results.map((r) => r.longestTaskWhileScrollingMs)),
      rowsInDom: Math.max(...results.map((r) => r.rowsInDom)),
    },
    target,
  };
  const withVerdict = {
    ...report,
    meetsTarget: {
      mount: report.median.mountMs <= target.mountMs,
      scrolling: report.worst.longestTaskWhileScrollingMs <= target.longestTaskMs,
    },
  };
  mkdirSync(fileURLToPath(new URL('./reports/', import.meta.url)), { recursive: true });
  writeFileSync(reportPath, `${JSON.stringify(withVerdict, null, 2)}\n`);
  console.log(JSON.stringify(withVerdict, null, 2));
}

async function measure(page: Page): Promise<Run> {
  await page.goto(`http://127.0.0.1:${port}/iframe.html?id=${storyId}&viewMode=story`);
  const mountButton = page.getByRole('button', { name: 'Mount table' });
  await mountButton.waitFor();
  // Long tasks are observed from before the mount; the mark is set inside the press handler.
  await page.evaluate(() => {
    const w = window as unknown as { longTasks: PerformanceEntry[] };
    w.longTasks = [];
    new PerformanceObserver((list) => w.longTasks.push(...list.getEntries())).observe({
      type: 'longtask',
    });
  });
  await mountButton.click();
  await page.waitForFunction(() => performance.getEntriesByName('table-mount-to-paint').length > 0);
  // Mount work can continue after the first paint (the layout measures, then renders rows);
  // it counts towards the mount, and scrolling starts once the main thread is quiet.
  await page.waitForFunction(
    () => {
      const w = window as unknown as { longTasks: PerformanceEntry[] };
      const last = w.longTasks.at(-1);
      return !last || performance.now() - (last.startTime + last.duration) > 500;
    },
    undefined,
    { timeout: 15_000, polling: 100 },
  );
  const mount = await page.evaluate(() => {
    const w = window as unknown as { longTasks: PerformanceEntry[] };
    const longest = Math.max(0, ...w.longTasks.map((t) => t.duration));
    w.longTasks = [];
    return {
      mountMs: performance.getEntriesByName('table-mount')[0]?.duration ?? Number.NaN,
      mountToPaintMs:
        performance.getEntriesByName('table-mount-to-paint')[0]?.duration ?? Number.NaN,
      longestTaskDuringMountMs: longest,
    };
  });

  // Scroll as a user would (wheel), then fling through the whole list frame by frame.
  const grid = page.getByRole('grid', { name: 'Files' });
  await grid.hover();
  for (let i = 0; i < 40; i++) {
    await page.mouse.wheel(0, 600);
    await page.waitForTimeout(16);
  }
  // No local helper functions inside evaluate: tsx's keepNames would reference `__name`.
  await page.evaluate(async () => {
    const el = document.querySelector('[role="grid"]') as HTMLElement;
    const step = el.scrollHeight / 120;
    for (let i = 0; i < 120; i++) {
      el.scrollTop += step;
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
    el.scrollTop = 0;
    await new Promise((resolve) => requestAnimationFrame(resolve));
    await new Promise((resolve) => requestAnimationFrame(resolve));
  });
  await page.waitForTimeout(300);
  const scrolling = await page.evaluate(() => {
    const w = window as unknown as { longTasks: PerformanceEntry[] };
    return {
      longestTaskWhileScrollingMs: Math.max(0, ...w.longTasks.map((t) => t.duration)),
      longTasksWhileScrolling: w.longTasks.length,
      rowsInDom: document.querySelectorAll('[role="grid"] [role="row"]').length,
    };
  });
  return { ...mount, ...scrolling };
}

function buildStorybook() {
  console.error(`No Storybook build in ${sbDir}; building it (a few minutes)…`);
  const built = spawnSync('pnpm', ['exec', 'storybook', 'build', '-o', sbDir, '--test'], {
    stdio: 'inherit',
  });
  if (built.status !== 0) throw new Error('storybook build failed');
}

const types: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
};

function serve(dir: string, listenPort: number): Promise<Server> {
  const server = createServer((req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname));
    const file = join(dir, path.endsWith('/') ? `${path}index.html` : path);
    if (!file.startsWith(dir) || !existsSync(file)) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' });
    res.end(readFileSync(file));
  });
  return new Promise((resolve) => server.listen(listenPort, '127.0.0.1', () => resolve(server)));
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const value = sorted.length % 2 ? sorted[mid] : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
  return Math.round((value ?? Number.NaN) * 10) / 10;
}

await main();
