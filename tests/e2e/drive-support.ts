import { createHash } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';
import { sql } from './db';

/** Helpers of the drive journeys, in the product's words. */

export { sql };

export const PASSWORD = 'correct horse battery';
let counter = 0;
const uniqueEmail = () => `drive-${Date.now()}-${counter++}@example.com`;

/** Registers over the API with the page's own cookie jar, so the page is signed in. */
export async function signUp(page: Page) {
  const email = uniqueEmail();
  const response = await page.request.post('/auth/register', {
    data: { email, password: PASSWORD, password_confirmation: PASSWORD },
  });
  expect(response.status(), await response.text()).toBe(200);
  // A display name, so the navbar's avatar button has an accessible name.
  sql('UPDATE users SET name = ? WHERE email = ?', 'Drive Tester', email);
  return email;
}

/** Waits until no animation runs but endless ones (spinners). */
export const animationsDone = (page: Page) =>
  page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (a) =>
          a.playState !== 'running' ||
          a.effect?.getTiming().iterations === Number.POSITIVE_INFINITY,
      ),
  );

export async function expectNoAxeViolations(page: Page) {
  // Mid fade-in, text and its background blend into a contrast no one sees at rest.
  await animationsDone(page);
  const results = await new AxeBuilder({ page }).analyze();
  expect(
    results.violations.map(
      (v) =>
        `${v.id}: ${v.nodes
          .map((n) => {
            // Contrast failures say which colours met, to tell a theme bug from a fade-in.
            const data = n.any[0]?.data as
              | { fgColor?: string; bgColor?: string; contrastRatio?: number }
              | undefined;
            const colours = data?.fgColor
              ? ` (${data.fgColor} on ${data.bgColor}: ${data.contrastRatio})`
              : '';
            return `${n.target.join(' ')}${colours}`;
          })
          .join(', ')}`,
    ),
  ).toEqual([]);
}

/** Text files with the given names (and contents, when given). */
export const textFiles = (names: string[], contents?: (name: string) => string) =>
  names.map((name) => ({
    name,
    mimeType: 'text/plain',
    buffer: Buffer.from(contents ? contents(name) : `contents of ${name}\n`.repeat(20)),
  }));

/** A section link of the drive's sidebar. */
export const navTo = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Drive' }).getByRole('link', { name, exact: true }).click();

// Virtualised rows are zero-height wrappers around positioned cells, so the row header stands for the row.
export const rowOf = (page: Page, name: string) =>
  page.getByRole('rowheader', {
    name: new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( Starred)?$`),
  });

/** Opens an entry as the keyboard does: select it, then Enter. */
export async function openRow(page: Page, name: string) {
  await rowOf(page, name).click();
  await page.keyboard.press('Enter');
}

export async function newFolder(page: Page, name: string) {
  await page.getByRole('button', { name: 'New' }).click();
  await page.getByRole('menuitem', { name: 'New folder' }).click();
  await page.getByRole('textbox', { name: 'Name' }).fill(name);
  await page.getByRole('dialog').getByRole('button', { name: 'Create' }).click();
  await expect(rowOf(page, name)).toBeVisible();
}

export const uploadsPanel = (page: Page) => page.getByRole('region', { name: 'Uploads' });

/** Uploads files through the "Upload files" input and waits for the panel to finish. */
export async function uploadFiles(
  page: Page,
  files: Parameters<Locator['setInputFiles']>[0],
  count: number,
) {
  await page.getByTestId('upload-files-input').setInputFiles(files);
  await expect(
    uploadsPanel(page).getByText(`${count} ${count === 1 ? 'upload' : 'uploads'} complete`),
  ).toBeVisible({ timeout: 30_000 });
  await uploadsPanel(page).getByRole('button', { name: 'Close uploads' }).click();
}

/**
 * Drops a folder from the desktop onto `target`: a real `drop` event whose items answer
 * `webkitGetAsEntry()` with a directory tree, as Chromium gives for a dragged folder
 * (directory readers answer in batches, ending with an empty one).
 */
export async function dropFolder(target: Locator, root: string, tree: Record<string, string>) {
  await target.evaluate(
    (element, { root, tree }) => {
      type Node = { name: string; content?: string; children?: Map<string, Node> };
      const top: Node = { name: root, children: new Map() };
      for (const [path, content] of Object.entries(tree)) {
        const parts = path.split('/');
        let node = top;
        parts.forEach((part, i) => {
          const children = node.children as Map<string, Node>;
          if (i === parts.length - 1) children.set(part, { name: part, content });
          else {
            if (!children.has(part)) children.set(part, { name: part, children: new Map() });
            node = children.get(part) as Node;
          }
        });
      }
      const toEntry = (node: Node): unknown =>
        node.children
          ? {
              isFile: false,
              isDirectory: true,
              name: node.name,
              createReader: () => {
                const pending = [...(node.children as Map<string, Node>).values()].map(toEntry);
                return {
                  readEntries: (ok: (batch: unknown[]) => void) =>
                    setTimeout(() => ok(pending.splice(0, 2))),
                };
              },
            }
          : {
              isFile: true,
              isDirectory: false,
              name: node.name,
              file: (ok: (file: File) => void) =>
                ok(new File([node.content ?? ''], node.name, { type: 'text/plain' })),
            };
      const data = new DataTransfer();
      // A file in the transfer makes its types say "Files", as a desktop drag does.
      data.items.add(new File([''], root));
      Object.defineProperty(data, 'items', {
        value: [{ kind: 'file', type: '', webkitGetAsEntry: () => toEntry(top) }],
      });
      for (const type of ['dragenter', 'dragover', 'drop']) {
        element.dispatchEvent(
          new DragEvent(type, { bubbles: true, cancelable: true, dataTransfer: data }),
        );
      }
    },
    { root, tree },
  );
}

export const sha256 = (bytes: Buffer | Uint8Array) =>
  createHash('sha256').update(bytes).digest('hex');

/** The file entry of `name` as the listing API gives it (id and hash for direct calls). */
export async function findEntry(page: Page, name: string) {
  const response = await page.request.get(
    `/api/v1/drive/file-entries?section=search&query=${encodeURIComponent(name)}&perPage=50`,
  );
  expect(response.status()).toBe(200);
  const body = (await response.json()) as {
    pagination: { data: { id: number; hash: string; name: string }[] };
  };
  const entry = body.pagination.data.find((e) => e.name === name);
  if (!entry) throw new Error(`${name} not found`);
  return entry;
}
