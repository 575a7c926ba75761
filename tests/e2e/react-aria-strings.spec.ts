import { expect, test } from './fixtures';

// The build keeps only React Aria's English strings in the components; the app loads the
// browser's locale before the first render (ADR 0007). A drive row's drag handle is named by
// React Aria's drag-and-drop strings.
const PASSWORD = 'correct horse battery';

const dragHandleNames = [
  ['en-US', 'Drag Reports'],
  ['de-DE', 'Reports ziehen'],
  // No fr-CA strings: React Aria falls back to the first locale of the language, fr-FR.
  ['fr-CA', 'Déplacer Reports'],
] as const;

for (const [locale, dragHandle] of dragHandleNames) {
  test.describe(`React Aria's strings in a ${locale} browser`, () => {
    test.use({ locale });

    test(`the drag handle of a folder reads '${dragHandle}'`, async ({ page }) => {
      const response = await page.request.post('/auth/register', {
        data: {
          email: `aria-${locale}-${Date.now()}@example.com`,
          password: PASSWORD,
          password_confirmation: PASSWORD,
        },
      });
      expect(response.status()).toBe(200);
      await page.goto('/drive');
      await page.getByRole('button', { name: 'New' }).click();
      await page.getByRole('menuitem', { name: 'New folder' }).click();
      await page.getByRole('textbox', { name: 'Name' }).fill('Reports');
      await page.getByRole('dialog').getByRole('button', { name: 'Create' }).click();
      await expect(page.getByRole('gridcell').getByRole('button')).toHaveAccessibleName(dragHandle);
    });
  });
}
