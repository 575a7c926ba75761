import { readFileSync } from 'node:fs';
import { openRow, signUp, uploadFiles } from './drive-support';
import { expect, test } from './fixtures';

/** A fixture of the Storybook static dir, as a file to upload. */
const fixture = (name: string, mimeType: string) => ({
  name,
  mimeType,
  buffer: readFileSync(new URL(`../../public/fixtures/preview/${name}`, import.meta.url)),
});

const CODE = `export function greet(name: string): string {
  // Says hello.
  return \`Hello, \${name}!\`;
}
`;
/** About 200 KB of numbered lines: four pages of the text previewer. */
const LOG = Array.from(
  { length: 4000 },
  (_, i) => `line ${String(i + 1).padStart(5, '0')} ${'.'.repeat(40)}\n`,
).join('');

test('the previewer zooms and pans an image, seeks a video, pages and highlights text', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signUp(page);
  await page.goto('/drive');
  await uploadFiles(
    page,
    [
      fixture('landscape.jpg', 'image/jpeg'),
      fixture('clip.webm', 'video/webm'),
      { name: 'greet.ts', mimeType: 'text/plain', buffer: Buffer.from(CODE) },
      { name: 'build.log', mimeType: 'text/plain', buffer: Buffer.from(LOG) },
    ],
    4,
  );
  const ranges: number[] = [];
  page.on('response', (response) => {
    if (/\/api\/v1\/file-entries\/\d+$/.test(response.url())) ranges.push(response.status());
  });

  // The image: zoom by button, key, double click and wheel; drag pans it.
  await openRow(page, 'landscape.jpg');
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'landscape.jpg' })).toBeVisible();
  const picture = dialog.getByRole('img', { name: 'landscape.jpg' });
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(960);
  const level = dialog.getByRole('status', { name: 'Zoom level' });
  await dialog.getByRole('button', { name: 'Zoom in' }).click();
  await expect(level).toHaveText('125%');
  await page.keyboard.press('-');
  await expect(level).toHaveText('100%');
  const stage = dialog.getByRole('group', { name: /^landscape\.jpg, zoomed/ });
  await stage.dblclick();
  await expect(level).toHaveText('200%');
  const box = (await stage.boundingBox()) ?? { x: 0, y: 0, width: 0, height: 0 };
  const centre = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  const before = await picture.evaluate((img) => img.style.transform);
  await page.mouse.move(centre.x, centre.y);
  await page.mouse.down();
  await page.mouse.move(centre.x + 60, centre.y + 20, { steps: 5 });
  await page.mouse.up();
  await expect.poll(() => picture.evaluate((img) => img.style.transform)).not.toBe(before);
  await page.mouse.wheel(0, -300);
  await expect
    .poll(async () => Number.parseInt((await level.textContent()) ?? '', 10))
    .toBeGreaterThan(200);
  await page.keyboard.press('0');
  await expect(level).toHaveText('100%');

  // Fitted, the left arrow goes to the previous file: code, highlighted.
  await page.keyboard.press('ArrowLeft');
  await expect(dialog.getByRole('heading', { name: 'greet.ts' })).toBeVisible();
  const code = dialog.getByRole('region', { name: 'Contents of greet.ts' });
  await expect(code.locator('.hljs-keyword').first()).toHaveText('export');
  await expect(code.locator('.hljs-comment')).toHaveText('// Says hello.');

  // The video, streamed with Range requests.
  await page.keyboard.press('ArrowLeft');
  await expect(dialog.getByRole('heading', { name: 'clip.webm' })).toBeVisible();
  const video = dialog.locator('video');
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState)).toBeGreaterThan(0);
  expect(await video.evaluate((v: HTMLVideoElement) => Math.round(v.duration))).toBe(12);
  // Seekable to the end means the server answers byte ranges.
  expect(
    await video.evaluate(
      (v: HTMLVideoElement) => v.seekable.length && Math.round(v.seekable.end(0)),
    ),
  ).toBe(12);
  expect(ranges).toContain(206);
  await video.evaluate(async (v: HTMLVideoElement) => {
    v.muted = true;
    const seeked = new Promise((resolve) => v.addEventListener('seeked', resolve, { once: true }));
    v.currentTime = 7;
    await seeked;
    await v.play();
  });
  // Playback goes on from where it was sought.
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 10_000 })
    .toBeGreaterThan(7.5);
  const state = await video.evaluate((v: HTMLVideoElement) => ({
    t: v.currentTime,
    paused: v.paused,
  }));
  expect(state.t).toBeLessThan(12);
  expect(state.paused).toBe(false);
  await video.evaluate((v: HTMLVideoElement) => v.pause());

  // A large text file comes a page at a time.
  await dialog.getByRole('button', { name: 'Previous' }).click();
  await expect(dialog.getByRole('heading', { name: 'build.log' })).toBeVisible();
  const text = dialog.getByRole('region', { name: 'Contents of build.log' });
  await expect(text).toContainText('line 00001');
  await expect(text).not.toContainText('line 04000');
  const more = dialog.getByRole('button', { name: 'Load more' });
  while (await more.isVisible()) {
    await more.click();
    await expect(dialog.getByText('Loading…')).toHaveCount(0);
  }
  await expect(text).toContainText('line 04000');
  expect(await text.evaluate((el) => el.textContent)).toBe(LOG);

  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
});
