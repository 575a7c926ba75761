import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures';

test.describe('the app shell', () => {
  test('opens at /, and the theme chosen in the footer survives a reload', async ({ page }) => {
    await page.goto('/');
    // The homepage setting defaults to the login page.
    await expect(
      page.getByRole('heading', { level: 1, name: 'Sign in to your account' }),
    ).toBeVisible();
    const html = page.locator('html');
    await expect(html).toHaveAttribute('data-theme', 'light');

    await page.getByRole('button', { name: 'Dark mode' }).click();
    await expect(html).toHaveAttribute('data-theme', 'dark');
    const cookies = await page.context().cookies();
    expect(cookies.find((c) => c.name === 'be-active-theme')?.value).toBe('dark');

    await page.reload();
    // The server writes the theme into the first paint: dark before any script runs.
    const response = await page.request.get('/');
    expect(await response.text()).toContain('data-theme="dark"');
    await expect(html).toHaveAttribute('data-theme', 'dark');
    await expect(page.getByRole('button', { name: 'Light mode' })).toBeVisible();
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  });

  test('an unknown route shows the not-found page, and "Take me there!" goes home', async ({
    page,
  }) => {
    await page.goto('/no/such/page');
    await expect(
      page.getByRole('heading', {
        name: "Looks like you've found the doorway to the great nothing",
      }),
    ).toBeVisible();
    await expect(
      page.getByText('Sorry about that! Please visit our homepage to get where you need to go.'),
    ).toBeVisible();
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
    await page.getByRole('link', { name: 'Take me there!' }).click();
    await expect(page).toHaveURL('/');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Sign in to your account' }),
    ).toBeVisible();
  });

  test('the server answers its health check', async ({ request }) => {
    const response = await request.get('/api/v1/health');
    expect(response.ok()).toBe(true);
    expect(await response.json()).toMatchObject({ status: 'ok', database: 'sqlite' });
  });
});
