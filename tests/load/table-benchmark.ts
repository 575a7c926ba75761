/**
 * Mounts and scrolls the kit's 10,000-row VirtualGrid story in Chromium and reports how long the mount
 * took (press → first rows in the DOM) and the longest main-thread task while scrolling
 * (targets: mount ≤ 100 ms, no task over 50 ms), plus how long the rest of the rows take to
 * join and, from one traced run, the CPU time of the longest tasks. Serves a static Storybook
 * build (built first when missing) and writes the report to tests/load/reports/table.json.
 *
 *   pnpm bench:table   # SB_DIR=/tmp/sb-bench BENCH_PORT=8391 RUNS=5 REBUILD=0 TRACE=1 REPORT=…
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { cpus, loadavg } from 'node:os';
import { dirname, extname, join, normalize, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Browser, chromium, type Page } from 'playwright';
import { chromiumArgs, chromiumPath } from '../chromium.ts';
import { mainThreadTasks } from './trace-tasks.ts';

const storyId = 'ui-virtualgrid--ten-thousand-rows-benchmark';
const sbDir = process.env.SB_DIR ?? '/tmp/sb-bench';
const port = Number(process.env.BENCH_PORT ?? 8391);
const runs = Number(process.env.RUNS ?? 5);
const target = { mountMs: 100, longestTaskMs: 50 };
const rowCount = 10_001; // 10,000 rows and the header row
const reportPath = process.env.REPORT
  ? resolve(process.env.REPORT)
  : fileURLToPath(new URL('./reports/table.json', import.meta.url));

interface Run {
  /** Press → the task that put the first rows in the DOM ended. */
  mountMs: number;
  /** Press → the frame after that (the rows are painted). */
  mountToPaintMs: number;
  /** Press → all 10,000 rows are in the collection (`aria-rowcount` reaches 10001). */
  fullCollectionMs: number;
  longestTaskDuringMountMs: number;
  /** While the rest of the rows join the collection after the first paint. */
  longestTaskWhileLoadingMs: number;
  longestTaskWhileScrollingMs: number;
  longTasksWhileScrolling: number;
  rowsInDom: number;
}

/** CPU time of the main thread's longest tasks, from a trace (contention barely moves it). */
interface CpuRun {
  /** The press's task, which mounts the table and renders the first rows. */
  mountTaskCpuMs: number;
  /** After it, while the remaining rows join the collection. */
  longestTaskCpuWhileLoadingMs: number;
  longestTaskCpuWhileScrollingMs: number;
}

async function main() {
  // A build left in SB_DIR by an older checkout would measure old code: REBUILD=1 replaces it.
  if (process.env.REBUILD === '1' || !existsSync(join(sbDir, 'iframe.html'))) buildStorybook();
  const server = await serve(sbDir, port);
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  const results: Run[] = [];
  let cpu: CpuRun | null = null;
  const loadBefore = loadavg()[0] ?? 0;
  try {
    for (let i = 0; i < runs; i++) {
      const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
      results.push(await measure(page));
      await page.close();
    }
    if (process.env.TRACE !== '0') cpu = await measureCpu(browser);
  } finally {
    await browser.close();
    server.close();
  }
  const report = {
    story: storyId,
    date: new Date().toISOString(),
    browser: `${chromiumPath} (headless)`,
    // Figures scale with contention: record how busy the machine was.
    machine: {
      cpus: cpus().length,
      loadAverage1mBefore: round(loadBefore),
      loadAverage1m: round(loadavg()[0] ?? 0),
    },
    runs: results,
    median: {
      mountMs: median(results.map((r) => r.mountMs)),
      mountToPaintMs: median(results.map((r) => r.mountToPaintMs)),
      fullCollectionMs: median(results.map((r) => r.fullCollectionMs)),
      longestTaskWhileLoadingMs: median(results.map((r) => r.longestTaskWhileLoadingMs)),
      longestTaskWhileScrollingMs: median(results.map((r) => r.longestTaskWhileScrollingMs)),
    },
    worst: {
      mountMs: Math.max(...results.map((r) => r.mountMs)),
      longestTaskWhileScrollingMs: Math.max(...results.map((r) => r.longestTaskWhileScrollingMs)),
      rowsInDom: Math.max(...results.map((r) => r.rowsInDom)),
    },
    cpu,
    target,
  };
  const withVerdict = {
    ...report,
    meetsTarget: {
      mount: report.median.mountMs <= target.mountMs,
      scrolling: report.worst.longestTaskWhileScrollingMs <= target.longestTaskMs,
    },
  };
  mkdirSync(dirname(reportPath), { recursive: true });
  writeFileSync(reportPath, `${JSON.stringify(withVerdict, null, 2)}\n`);
  console.log(JSON.stringify(withVerdict, null, 2));
}

// No local helper functions inside evaluate: tsx's keepNames would reference `__name`.
async function measure(page: Page): Promise<Run> {
  await page.goto(`http://127.0.0.1:${port}/iframe.html?id=${storyId}&viewMode=story`);
  const mountButton = page.getByRole('button', { name: 'Mount table' });
  await mountButton.waitFor();
  await page.evaluate(() => {
    const w = window as unknown as { longTasks: PerformanceEntry[] };
    w.longTasks = [];
    new PerformanceObserver((list) => w.longTasks.push(...list.getEntries())).observe({
      type: 'longtask',
      buffered: true,
    });
  });
  // Storybook's own start-up work (the a11y addon runs axe after the first render) must
  // not land in the mount figure.
  await waitForQuiet(page);
  await page.evaluate((rowCount) => {
    const w = window as unknown as { longTasks: PerformanceEntry[] };
    w.longTasks = [];
    let rows = false;
    const observer = new MutationObserver(() => {
      const grid = document.querySelector('[role="grid"]');
      if (!grid) return;
      if (!rows && grid.querySelector('[role="row"][aria-rowindex="2"]')) {
        rows = true;
        performance.mark('table-rows');
        requestAnimationFrame(() => setTimeout(() => performance.mark('table-rows-painted'), 0));
      }
      if (rows && grid.getAttribute('aria-rowcount') === String(rowCount)) {
        performance.mark('table-complete');
        observer.disconnect();
      }
    });
    observer.observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['aria-rowcount'],
    });
  }, rowCount);
  await mountButton.click();
  await page.waitForFunction(() => performance.getEntriesByName('table-complete').length > 0, {
    timeout: 60_000,
  });
  // Work may continue after the last rows join (layout, effects): scrolling starts once the
  // main thread is quiet.
  await waitForQuiet(page);
  const mount = await page.evaluate(() => {
    const w = window as unknown as { longTasks: PerformanceEntry[] };
    const [start, rows, painted, complete] = [
      'table-mount-start',
      'table-rows',
      'table-rows-painted',
      'table-complete',
    ].map((name) => performance.getEntriesByName(name)[0]?.startTime ?? Number.NaN) as number[];
    // The press's own task starts before the mark, inside it.
    const tasks = w.longTasks.filter((t) => t.startTime + t.duration >= (start ?? 0));
    const result = {
      mountMs: (rows ?? 0) - (start ?? 0),
      mountToPaintMs: (painted ?? 0) - (start ?? 0),
      fullCollectionMs: (complete ?? 0) - (start ?? 0),
      longestTaskDuringMountMs: Math.max(
        0,
        ...tasks.filter((t) => t.startTime < (painted ?? 0)).map((t) => t.duration),
      ),
      longestTaskWhileLoadingMs: Math.max(
        0,
        ...tasks.filter((t) => t.startTime >= (painted ?? 0)).map((t) => t.duration),
      ),
    };
    w.longTasks = [];
    return result;
  });
  await scrollThrough(page);
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

/** Scrolls as a user would (wheel), then flings through the whole list frame by frame. */
async function scrollThrough(page: Page) {
  const grid = page.getByRole('grid', { name: 'Files' });
  await grid.hover();
  for (let i = 0; i < 40; i++) {
    await page.mouse.wheel(0, 600);
    await page.waitForTimeout(16);
  }
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
}

/** Waits until no long task has ended in the last 500 ms. */
async function waitForQuiet(page: Page) {
  await page.waitForFunction(
    () => {
      const w = window as unknown as { longTasks: PerformanceEntry[] };
      const last = w.longTasks.at(-1);
      return !last || performance.now() - (last.startTime + last.duration) > 500;
    },
    undefined,
    { timeout: 30_000, polling: 100 },
  );
}

/** One more run under a trace, for the CPU time (`tdur`) of the longest tasks. */
async function measureCpu(browser: Browser): Promise<CpuRun> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await page.goto(`http://127.0.0.1:${port}/iframe.html?id=${storyId}&viewMode=story`);
  const mountButton = page.getByRole('button', { name: 'Mount table' });
  await mountButton.waitFor();
  await page.waitForTimeout(3000);
  // Task boundaries (with CPU time) and marks only: `devtools.timeline` would record every
  // function call and slow the page down.
  const categories = ['disabled-by-default-devtools.timeline', 'blink.user_timing'];
  await browser.startTracing(page, { categories });
  await mountButton.click();
  await page.waitForFunction(
    (rowCount) =>
      document.querySelector('[role="grid"]')?.getAttribute('aria-rowcount') === String(rowCount),
    rowCount,
    { timeout: 60_000 },
  );
  await page.waitForTimeout(1000);
  const mountTrace = await browser.stopTracing();
  await browser.startTracing(page, { categories });
  await scrollThrough(page);
  const scrollTrace = await browser.stopTracing();
  await page.close();
  const mountTasks = mainThreadTasks(mountTrace);
  const mark = mountTasks.marks.get('table-mount-start') ?? 0;
  const mountTask = mountTasks.tasks.find((t) => t.ts <= mark && mark <= t.ts + (t.dur ?? 0));
  const afterMount = mountTasks.tasks.filter((t) => t.ts > mark && t !== mountTask);
  return {
    mountTaskCpuMs: round((mountTask?.tdur ?? Number.NaN) / 1000),
    longestTaskCpuWhileLoadingMs: round(Math.max(0, ...afterMount.map((t) => t.tdur ?? 0)) / 1000),
    longestTaskCpuWhileScrollingMs: round(
      Math.max(0, ...mainThreadTasks(scrollTrace).tasks.map((t) => t.tdur ?? 0)) / 1000,
    ),
  };
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

function round(value: number): number {
  return Math.round(value * 10) / 10;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const value = sorted.length % 2 ? sorted[mid] : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
  return Math.round((value ?? Number.NaN) * 10) / 10;
}

await main();
