import { startLocalS3 } from '@coffer/server/s3-test-server';
import { choose, openTab, saveSettings, signUpAdmin } from './admin-support';
import { sql } from './db';
import { navTo, textFiles, uploadFiles } from './drive-support';
import { expect, test } from './fixtures';

/**
 * Issue 26: the admin moves storage to an S3-compatible bucket (s3rver on loopback) from the
 * uploading tab, without restarting the server; the next upload lands in the bucket, and a
 * file uploaded before the switch still downloads from the disk.
 */

let s3: Awaited<ReturnType<typeof startLocalS3>>;
test.beforeAll(async () => {
  s3 = await startLocalS3();
});
test.afterAll(async () => {
  sql("DELETE FROM settings WHERE key LIKE 'server:%'");
  await s3?.stop();
});

const driverOf = (name: string) =>
  sql<{ storage_driver: string }>('SELECT storage_driver FROM file_entries WHERE name = ?', name)[0]
    ?.storage_driver;

test('switching storage to S3 from the uploading tab: the next upload goes to the bucket, older files still download', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signUpAdmin(page);
  await page.goto('/drive');
  await uploadFiles(
    page,
    textFiles(['before-switch.txt'], () => 'on the disk'),
    1,
  );
  expect(driverOf('before-switch.txt')).toBe('local');

  await page.goto('/admin/settings/uploading');
  await openTab(page, 'Uploading');
  await choose(page, 'Store files on', 'S3-compatible storage');
  await page.getByRole('textbox', { name: 'Endpoint' }).fill(s3.settings.endpoint ?? '');
  await page.getByRole('textbox', { name: 'Region' }).fill(s3.settings.region);
  await page.getByRole('textbox', { name: 'Bucket' }).fill('no-such-bucket');
  await page.getByRole('textbox', { name: 'Access key ID' }).fill(s3.settings.accessKey ?? '');
  await page.getByLabel('Secret access key').fill(s3.settings.secretKey ?? '');
  // The kit's switch covers its native input: pressed from the keyboard, as a user would.
  const pathStyle = page.getByRole('switch', { name: /Path-style addresses/ });
  await pathStyle.focus();
  await pathStyle.press('Space');
  await expect(pathStyle).toBeChecked();

  // A bucket the store does not have: 'Test connection' says so on the field, and so does Save.
  await page.getByRole('button', { name: 'Test connection' }).click();
  await expect(page.getByText('No bucket has this name.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Bucket' }).fill(s3.settings.bucket);
  await page.getByRole('button', { name: 'Test connection' }).click();
  await expect(
    page.getByText('Coffer wrote, read and removed a test file with these settings.'),
  ).toBeVisible();
  await saveSettings(page);

  await page.goto('/drive');
  await navTo(page, 'All files');
  await uploadFiles(
    page,
    textFiles(['after-switch.txt'], () => 'in the bucket'),
    1,
  );
  expect(driverOf('after-switch.txt')).toBe('s3');
  const key = sql<{ storage_key: string }>(
    "SELECT storage_key FROM file_entries WHERE name = 'after-switch.txt'",
  )[0]?.storage_key;
  const stored = await fetch(`${s3.settings.endpoint}/${s3.settings.bucket}/${key}`);
  expect(await stored.text()).toBe('in the bucket');

  for (const [name, content] of [
    ['before-switch.txt', 'on the disk'],
    ['after-switch.txt', 'in the bucket'],
  ] as const) {
    const hash = sql<{ hash: string }>('SELECT hash FROM file_entries WHERE name = ?', name)[0]
      ?.hash;
    const download = await page.request.get(`/api/v1/file-entries/download/${hash}`);
    expect(download.status()).toBe(200);
    expect(await download.text()).toBe(content);
  }
});
